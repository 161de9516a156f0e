import type { z } from "zod";
import { ApiError } from "./errors";
import { parseUntrustedJson } from "./json";
import { validated } from "./validate";

/**
 * The request's body, read as it streams and refused (payload_too_large) as soon as it passes
 * `maxBytes`: a declared Content-Length is checked first, and a body sent without one (chunked)
 * cannot fill the server's memory either.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw new ApiError("payload_too_large");
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ApiError("payload_too_large");
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A multipart form read within `maxBytes` (415 for another type, 400 when it does not parse as a form). */
export async function readFormWithin(request: Request, maxBytes: number): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) throw new ApiError("unsupported_media_type");
  const body = await readBodyWithin(request, maxBytes);
  return new Response(body, { headers: { "content-type": contentType } }).formData().catch(() => {
    throw new ApiError("bad_request");
  });
}

/** A form field holding JSON, parsed with the same limits as a JSON body and checked against its schema. */
export function jsonField<Schema extends z.ZodType>(form: FormData, name: string, schema: Schema): z.infer<Schema> {
  const parsed = parseUntrustedJson(String(form.get(name) ?? ""));
  if (!parsed.ok) throw new ApiError("invalid_json");
  return validated(schema, parsed.value);
}
