import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedSpeechRequest = {
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
};

type Answer = { status: number; contentType: string; body: Buffer; chunked?: boolean };

export type TestSpeechServer = {
  /** The base URL to configure as TTS_BASE_URL (ends in /v1, as OpenAI's does). */
  baseUrl: string;
  /** Every POST /v1/audio/speech, in order. */
  requests: ReceivedSpeechRequest[];
  /** From now on, answer with this status and an OpenAI-style error whose message is `message`. */
  fail: (status?: number, message?: string) => void;
  /** From now on, answer with these bytes (e.g. something that is not audio, or too much of it); chunked: without Content-Length. */
  respondWith: (contentType: string, body: Buffer | string, options?: { chunked?: boolean }) => void;
  /** From now on, wait this long before answering. */
  delay: (ms: number) => void;
  /** Back to a prompt WAV, and forget the requests. */
  reset: () => void;
  close: () => Promise<void>;
};

/**
 * A valid WAV of silence (8 kHz, 8-bit mono): a browser decodes and plays it, so a browser test
 * can press play for real. 100 ms by default: 844 bytes.
 */
export function silentWav(milliseconds = 100): Buffer {
  const rate = 8000;
  const samples = Math.round((rate * milliseconds) / 1000);
  const wav = Buffer.alloc(44 + samples, 0x80); // 0x80 is silence in unsigned 8-bit PCM
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + samples, 4);
  wav.write("WAVEfmt ", 8, "ascii");
  wav.writeUInt32LE(16, 16); // size of the fmt chunk
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(samples, 40);
  return wav;
}

const wavAnswer = (): Answer => ({ status: 200, contentType: "audio/wav", body: silentWav() });

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A local OpenAI-compatible text-to-speech server for tests (unit and browser alike): answers
 * POST /v1/audio/speech with a short WAV whatever the requested format, records each request,
 * and can be told to fail, to be slow, or to answer something else.
 */
export async function startSpeechServer(): Promise<TestSpeechServer> {
  const requests: ReceivedSpeechRequest[] = [];
  let answer = wavAnswer();
  let delayMs = 0;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const text = await readBody(request);
    if (request.method !== "POST" || request.url !== "/v1/audio/speech") {
      response
        .writeHead(404, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      response
        .writeHead(400, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { message: "invalid JSON" } }));
      return;
    }
    requests.push({ authorization: request.headers.authorization, contentType: request.headers["content-type"], body });
    const { status, contentType, body: bytes, chunked } = answer;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (response.destroyed) return;
    if (!chunked)
      return void response
        .writeHead(status, { "Content-Type": contentType, "Content-Length": bytes.length })
        .end(bytes);
    response.writeHead(status, { "Content-Type": contentType });
    const half = Math.ceil(bytes.length / 2);
    response.write(bytes.subarray(0, half));
    response.end(bytes.subarray(half));
  };

  const server = createServer((request, response) => void handle(request, response).catch(() => response.destroy()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    fail: (status = 500, message = "the speech model is not loaded") => {
      answer = {
        status,
        contentType: "application/json",
        body: Buffer.from(JSON.stringify({ error: { message, type: "server_error" } })),
      };
    },
    respondWith: (contentType, body, { chunked = false } = {}) => {
      answer = { status: 200, contentType, body: Buffer.from(body), chunked };
    },
    delay: (ms) => {
      delayMs = ms;
    },
    reset: () => {
      answer = wavAnswer();
      delayMs = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
