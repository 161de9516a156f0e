import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { freePort, startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, test } from "./fixtures";

// The same helper .ci/run uses to run a throwaway PostgreSQL server.
const postgres = (...args: string[]) =>
  execFileSync("node", ["scripts/postgres.mjs", ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
const startPostgres = (dir: string, port: number) => postgres("start", dir, String(port));
const stopPostgres = (dir: string) => postgres("stop", dir);

// The app on a real PostgreSQL server that this test stops and starts again under it.
test.describe("when PostgreSQL goes away and comes back", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "madameai-pg-")), "data");
  let app: AppServer;
  let port: number;

  test.beforeAll(async () => {
    port = await freePort();
    const url = startPostgres(dataDir, port);
    app = await startAppServer({ DATABASE_URL: url });
  });

  test.afterAll(async () => {
    await app?.stop();
    try {
      stopPostgres(dataDir);
    } catch {
      // already stopped by a failed test
    }
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  test("health reports it, pages say so, and both recover without restarting the app", async ({
    page,
    request,
    tenants,
    consoleErrors,
  }) => {
    await signInByApi(page.request, app.url, tenants.a.admin.email, tenants.password);
    const health = async () => {
      const response = await request.get(`${app.url}/api/health`);
      return { status: response.status(), body: await response.json() };
    };

    expect(await health()).toMatchObject({ status: 200, body: { database: { status: "up", kind: "postgres" } } });
    expect((await page.goto(`${app.url}/dashboard`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bonjour, Julie!");

    stopPostgres(dataDir);
    expect(await health()).toMatchObject({ status: 503, body: { status: "degraded", database: { status: "down" } } });
    // The page says so, and its status tells a load balancer or a crawler to come back in a few seconds.
    const unavailable = await page.goto(`${app.url}/dashboard`);
    expect(unavailable?.status()).toBe(503);
    expect(unavailable?.headers()["retry-after"]).toBe("5");
    // The browser reports the page's 503 in its console, as it must.
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("503")]);
    await expect(page.getByRole("alert", { name: "Service momentanément indisponible" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navigation principale" }).first()).toBeAttached();
    await page.screenshot({ path: "test-results/screenshots/database-unavailable.png", fullPage: true });

    startPostgres(dataDir, port);
    await expect.poll(async () => (await health()).status, { timeout: 20_000 }).toBe(200);
    await page.getByRole("button", { name: "Réessayer" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bonjour, Julie!");
    expect((await page.goto(`${app.url}/team`))?.status()).toBe(200);
  });
});
