import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type VendorBatch = { api_key: string; events: Array<Record<string, unknown>> };

/**
 * Stands in for Amplitude's HTTP API in tests: records each batch it receives and answers with
 * the status the test sets (200 by default).
 */
export async function startVendorServer(): Promise<{
  url: string;
  batches: VendorBatch[];
  answer: (status: number) => void;
  close: () => Promise<void>;
}> {
  const batches: VendorBatch[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (status === 200) batches.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as VendorBatch);
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ code: status }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/2/httpapi`,
    batches,
    answer: (next) => void (status = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
