import { describe, expect, it } from "vitest";
import { readBodyWithin } from "./body";

const code = (promise: Promise<unknown>) => promise.then(() => "ok", (error: { code?: string }) => error.code ?? String(error));

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
    const declared = new Request("http://localhost/upload", { method: "POST", body: "x".repeat(10), headers: { "content-length": "5000" } });
    expect(await code(readBodyWithin(declared, 1000))).toBe("payload_too_large");
    expect(await code(readBodyWithin(chunked(1000, 1000), 10_000))).toBe("payload_too_large");
  });
});
