import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type AppServer = {
  url: string;
  /** Sends SIGTERM and waits for the process to end: its exit code (null when a signal ended it). */
  stop: () => Promise<number | null>;
  /** The last few kilobytes the server printed. */
  output: () => string;
  /** Moves the server's clock forward by CLOCK_STEP_MS (only with `{ shiftedClock: true }`). */
  advanceClock: () => Promise<void>;
};

/** The server's own variables; a function when one of them needs the server's URL (a webhook's address, say). */
type AppEnv = Record<string, string> | ((url: string) => Promise<Record<string, string>> | Record<string, string>);

/** What shifted-clock.mjs prints once it has moved the clock. */
const CLOCK_MOVED = "shifted-clock: moved";
const STARTUP_MS = 60_000;

/** A port the kernel has just handed out (bound to port 0, then released), as bench/processes.mjs does. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A second app process with its own configuration, for tests that need other flags or another
 * database than the shared server of playwright.config.ts. It listens on a free port: read its
 * address from `url`.
 */
export async function startAppServer(env: AppEnv = {}, { shiftedClock = false } = {}): Promise<AppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    APP_SECRET: "e2e-secret-0123456789-0123456789-0123456789",
    APP_URL: url,
    PGLITE_DIR: path.join(mkdtempSync(path.join(tmpdir(), "madameai-e2e-")), "pglite"),
    LOG_LEVEL: "silent",
    DEV_OUTBOX: "true",
    ...(typeof env === "function" ? await env(url) : env),
  };
  // The same two tenants as the main test server, so tests can sign in here too.
  execFileSync("npx", ["tsx", "e2e/support/seed.ts"], { env: serverEnv, stdio: "ignore" });
  const clockArgs = shiftedClock ? ["--import", path.resolve("e2e/support/shifted-clock.mjs")] : [];
  const child = spawn(
    "node",
    // A long keep-alive: a test's request on a connection the server was just closing as idle fails
    // with "socket hang up", which says nothing about the app.
    [...clockArgs, "server.mjs", "-p", String(port), "-H", "127.0.0.1", "--keepAliveTimeout", "120000"],
    {
      env: serverEnv,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  // The last of its output, to explain a server that does not start.
  let output = "";
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString("utf8")).slice(-4000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code, signal) =>
      reject(new Error(`the app server on port ${port} stopped before it answered (${signal ?? code}):\n${output}`)),
    ),
  );
  exited.catch(() => {});

  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    const ready = await Promise.race([
      fetch(`${url}/api/health`).then(
        () => true,
        () => false,
      ),
      exited,
    ]);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`the app server on port ${port} did not answer within ${STARTUP_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    advanceClock: async () => {
      if (!shiftedClock) throw new Error("start the server with { shiftedClock: true }");
      const moved = new Promise<void>((resolve) => {
        const listen = (chunk: Buffer) => {
          if (!chunk.toString("utf8").includes(CLOCK_MOVED)) return;
          child.stdout.off("data", listen);
          resolve();
        };
        child.stdout.on("data", listen);
      });
      child.kill("SIGUSR2");
      await moved;
    },
    output: () => output,
    stop: () =>
      new Promise<number | null>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill("SIGTERM");
      }),
  };
}
