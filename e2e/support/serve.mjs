// The app as the browser tests see it: the production build on a fresh embedded database
// seeded with the two-tenant fixture. `node e2e/support/serve.mjs <port>`.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const port = process.argv[2] ?? "3100";
const dataDir = mkdtempSync(path.join(tmpdir(), "madameai-e2e-"));
const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  APP_SECRET: process.env.APP_SECRET ?? "e2e-secret-0123456789-0123456789-0123456789",
  APP_URL: `http://127.0.0.1:${port}`,
  PGLITE_DIR: path.join(dataDir, "pglite"),
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  // The tests read sign-in links there, as the demo's visitor does; the server listens on loopback only.
  DEV_OUTBOX: "true",
};
delete env.DATABASE_URL;

execFileSync("npx", ["tsx", "e2e/support/seed.ts"], { env, stdio: "inherit" });
// A long keep-alive: a request on a connection the server was just closing as idle would fail with
// "socket hang up", which says nothing about the app.
const server = spawn("node", ["server.mjs", "-p", port, "-H", "127.0.0.1", "--keepAliveTimeout", "120000"], {
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
