import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../e2e/support/app-server";
import { seedDatabase, startApp, startPostgres, stopPostgres, type RunningApp } from "./apps";

/**
 * Global setup of playwright.security.config.ts: ONE PostgreSQL, seeded, and TWO app processes
 * on it, as a deployment behind a load balancer runs. The specs read where they are from the
 * environment (`suite()` in suite.ts); the function returned stops everything.
 */
export default async function startSuite(): Promise<() => Promise<void>> {
  if (!existsSync(".next/BUILD_ID"))
    throw new Error("No production build: run `npm run build` before the security suite.");
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "madameai-security-")), "data");
  const port = await freePort();
  const databaseUrl = startPostgres(dataDir, port);
  const started: RunningApp[] = [];
  const stopAll = async () => {
    await Promise.all(started.map((app) => app.stop()));
    try {
      stopPostgres(dataDir);
    } finally {
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  };
  try {
    seedDatabase(databaseUrl);
    const apps = await Promise.allSettled(["a", "b"].map((name) => startApp(name, databaseUrl)));
    for (const app of apps) if (app.status === "fulfilled") started.push(app.value);
    const failed = apps.find((app) => app.status === "rejected");
    if (failed) throw failed.reason;
  } catch (error) {
    await stopAll();
    throw error;
  }
  const [a, b] = started as [RunningApp, RunningApp];
  Object.assign(process.env, {
    SECURITY_APP_A: a.url,
    SECURITY_APP_B: b.url,
    SECURITY_DATABASE_URL: databaseUrl,
    SECURITY_PG_DIR: dataDir,
    SECURITY_PG_PORT: String(port),
    SECURITY_LOGS: [a.log, b.log].join(path.delimiter),
  });
  return stopAll;
}
