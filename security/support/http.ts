import http from "node:http";

/*
 * Requests as an attacker writes them: node:http rather than fetch, which would normalise the
 * path, drop a forged Host header and re-encode lone surrogates. Nothing is followed or retried.
 */

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** When the request left and when its answer was complete (ms since the epoch). */
  sentAt: number;
  receivedAt: number;
};

export type RawRequest = {
  method?: string;
  /** Sent exactly as given: `//evil.example/`, `/\evil`, percent-escapes and all. */
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  timeoutMs?: number;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/**
 * One request to `base` (an http://host:port origin); a network failure rejects. A kept-alive
 * connection the server closed just as the request left is tried once on a new one, as browsers do.
 */
export async function send(base: string, request: RawRequest): Promise<Answer> {
  try {
    return await sendOnce(base, request);
  } catch (error) {
    if (!(error instanceof StaleConnectionError)) throw error;
    return sendOnce(base, request);
  }
}

class StaleConnectionError extends Error {}

function sendOnce(base: string, { method = "GET", path, headers = {}, body, timeoutMs = 30_000 }: RawRequest) {
  const { hostname, port } = new URL(base);
  const payload = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  return new Promise<Answer>((resolve, reject) => {
    const sentAt = Date.now();
    const request = http.request(
      {
        agent,
        host: hostname,
        port,
        method,
        path,
        headers: { ...(payload ? { "content-length": String(payload.length) } : {}), ...headers },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
            sentAt,
            receivedAt: Date.now(),
          }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)));
    request.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        request.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE")
          ? new StaleConnectionError(error.message)
          : error,
      ),
    );
    request.end(payload);
  });
}

/** The body of an answer as JSON, or null when it is not JSON. */
export function jsonOf(answer: Answer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(answer.text);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The stable error code of an API answer (`{ error: { code } }`), if any. */
export function errorCode(answer: Answer): string | undefined {
  const error = jsonOf(answer)?.error as { code?: unknown } | undefined;
  return typeof error?.code === "string" ? error.code : undefined;
}
