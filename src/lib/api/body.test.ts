import { describe, expect, it } from "vitest";
import { outcomeOf } from "@/db/testing/outcome";
import { z } from "zod";
import { jsonField, readBodyWithin, readFormWithin } from "./body";

/** A body streamed in chunks with no Content-Length, as a chunked upload arrives. */
function chunked(chunks: number, size: number): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ === chunks) return controller.close();
      controller.enqueue(new Uint8Array(size).fill(7));
    },
  });
  return new Request("http://localhost/upload", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("readBodyWithin", () => {
  it("returns the whole body within the limit", async () => {
    const body = await readBodyWithin(chunked(3, 100), 300);
    expect(body.byteLength).toBe(300);
    expect(body.every((byte) => byte === 7)).toBe(true);
  });

  it("refuses a declared length over the limit before reading, and a chunked body as soon as it passes it", async () => {
    const declared = new Request("http://localhost/upload", {
      method: "POST",
      body: "x".repeat(10),
      headers: { "content-length": "5000" },
    });
    expect(await outcomeOf(readBodyWithin(declared, 1000))).toBe("payload_too_large");
    expect(await outcomeOf(readBodyWithin(chunked(1000, 1000), 10_000))).toBe("payload_too_large");
  });
});

describe("multipart forms", () => {
  const attempt = z.strictObject({ phraseId: z.string() });
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return new Request("http://localhost/upload", { method: "POST", body: data });
  };

  it("reads a form within the limit and its JSON field against the schema", async () => {
    const read = await readFormWithin(form({ attempt: JSON.stringify({ phraseId: "fr-001" }) }), 10_000);
    expect(jsonField(read, "attempt", attempt)).toEqual({ phraseId: "fr-001" });
  });

  it("refuses another type, a form too large, a field that is not JSON or carries a NUL, and a field off-schema", async () => {
    expect(
      await outcomeOf(
        readFormWithin(
          new Request("http://localhost/upload", {
            method: "POST",
            body: "{}",
            headers: { "content-type": "application/json" },
          }),
          10_000,
        ),
      ),
    ).toBe("unsupported_media_type");
    expect(await outcomeOf(readFormWithin(form({ attempt: "x".repeat(5000) }), 1000))).toBe("payload_too_large");
    const fieldCode = async (value: string) =>
      outcomeOf(readFormWithin(form({ attempt: value }), 10_000).then((read) => jsonField(read, "attempt", attempt)));
    expect(await fieldCode("{not json")).toBe("invalid_json");
    expect(await fieldCode('{"phraseId":"a\\u0000b"}')).toBe("invalid_json");
    expect(await fieldCode('{"phraseId":1}')).toBe("validation_failed");
  });
});
