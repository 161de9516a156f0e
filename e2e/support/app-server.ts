import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type AppServer = {
  url: string;
  stop: () => Promise<void>;
  /** Moves the server's clock forward by CLOCK_STEP_MS (only with `{ shiftedClock: true }`). */
  advanceClock: () => Promise<void>;
};

/**
 * A second app process with its own configuration, for tests that need other flags or another
 * database than the shared server of playwright.config.ts.
 */
export async function startAppServer(port: number, env: Record<string, string>, { shiftedClock = false } = {}): Promise<AppServer> {
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
    ...env,
  };
  // The same two tenants as the main test server, so tests can sign in here too.
  execFileSync("npx", ["tsx", "e2e/support/seed.ts"], { env: serverEnv, stdio: "ignore" });
  const clockArgs = shiftedClock ? ["--import", path.resolve("e2e/support/shifted-clock.mjs")] : [];
  const child: ChildProcess = spawn("node", [...clockArgs, "node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: serverEnv,
    stdio: "ignore",
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    advanceClock: async () => {
      if (!shiftedClock) throw new Error("start the server with { shiftedClock: true }");
      child.kill("SIGUSR2");
      await new Promise((resolve) => setTimeout(resolve, 200));
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
