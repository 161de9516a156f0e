import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, vi } from "vitest";

/*
 * scripts/s3-server.mjs (the local S3-compatible server of the cluster) started for a test file,
 * on a free port and a throwaway folder, exactly as an operator would start it.
 */

export type TestS3Server = {
  endpoint: string;
  port: number;
  /** The S3_* variables that point the app at it. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

const BUCKET = "madameai-test";
const KEYS = { S3_ACCESS_KEY_ID: "test-access-key", S3_SECRET_ACCESS_KEY: "test-secret-key-0123456789" };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function ready(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`s3-server did not start: ${output}`)), 20_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /s3 ready (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`s3-server exited with ${code}: ${output}`));
    });
  });
}

export async function startS3Server(): Promise<TestS3Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "madameai-s3-"));
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve("scripts/s3-server.mjs"), dataDir, String(port)], {
    env: { ...process.env, S3_BUCKET: BUCKET, ...KEYS },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const endpoint = await ready(child);
  return {
    endpoint,
    port,
    env: { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: "ca-central-1", S3_FORCE_PATH_STYLE: "true", ...KEYS },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The local S3 server for the whole test file, with the S3_* variables pointing at it: register
 * it before testBed, so they are set before anything reads the environment.
 */
export function s3Bed(): { readonly server: TestS3Server } {
  let server: TestS3Server | undefined;
  beforeAll(async () => {
    server = await startS3Server();
    for (const [name, value] of Object.entries(server.env)) vi.stubEnv(name, value);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error("the S3 server starts in beforeAll: read it inside a test");
      return server;
    },
  };
}
