import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { freePort } from "../../e2e/support/app-server";

/*
 * The processes the security suite runs: one throwaway PostgreSQL (scripts/postgres.mjs, as the
 * database-outage browser test uses) and app processes on it, each the production build
 * (`next build` first) on a free port. Each app's log goes to test-results/security/, to read the
 * stack behind any 5xx.
 */

const LOG_DIR = path.resolve("test-results/security");
const STARTUP_MS = 90_000;

export type RunningApp = { url: string; log: string; stop: () => Promise<void> };

const postgres = (...args: string[]) =>
  execFileSync("node", ["scripts/postgres.mjs", ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();

/** Starts (or starts again) the PostgreSQL of `dir` on `port`; answers its connection string. */
export const startPostgres = (dir: string, port: number) => postgres("start", dir, String(port));
export const stopPostgres = (dir: string) => void postgres("stop", dir);

/** The variables every app process of the suite gets: production, PostgreSQL, no outbox page, no proxy believed. */
function appEnvironment(url: string, databaseUrl: string): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  for (const name of ["DEV_OUTBOX", "TRUSTED_PROXIES", "SMTP_URL", "AI_BASE_URL", "STRIPE_SECRET_KEY", "PGLITE_DIR"])
    delete inherited[name];
  return {
    ...inherited,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    APP_SECRET: "security-suite-secret-0123456789-0123456789",
    APP_URL: url,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    // Two-factor on, so its sign-in step is among the redirect surfaces and its routes among the fuzzed.
    FLAG_MULTI_FACTOR_AUTH: "true",
  };
}

/** Seeds the suite's people into the database (security/support/seed.ts). */
export function seedDatabase(databaseUrl: string): void {
  execFileSync("npx", ["tsx", "security/support/seed.ts"], {
    env: appEnvironment("http://127.0.0.1:3000", databaseUrl),
    stdio: ["ignore", "inherit", "inherit"],
  });
}

/** One app process on the database, answering at `url` once its health check passes. */
export async function startApp(name: string, databaseUrl: string): Promise<RunningApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(LOG_DIR, { recursive: true });
  const log = path.join(LOG_DIR, `app-${name}.log`);
  const output = openSync(log, "w");
  const child = spawn("node", ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: appEnvironment(url, databaseUrl),
    stdio: ["ignore", output, output],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code, signal) =>
      reject(new Error(`app ${name} stopped before it answered (${signal ?? code}); see ${log}`)),
    ),
  );
  exited.catch(() => {});
  const deadline = Date.now() + STARTUP_MS;
  for (;;) {
    const ready = await Promise.race([
      fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      ),
      exited,
    ]);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`app ${name} did not answer within ${STARTUP_MS / 1000} s; see ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
