import type { Browser } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { signInByApi, signInWithForm } from "./support/sign-in";
import { twoTenants } from "../src/db/testing/two-tenants";

/** A browser with a fresh session of its own: signing it out must not touch the shared sessions of other tests. */
async function freshlySignedIn(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await signInByApi(context.request, baseURL, twoTenants.b.admin.email, twoTenants.password);
  return context;
}

test.describe("signing in with e-mail and password", () => {
  test("a signed-out visit to an app page goes to sign-in and comes back after it", async ({ page, tenants }) => {
    await page.goto("/team");
    await expect(page).toHaveURL(/\/auth\/sign-in\?next=%2Fteam$/);
    await expectAccessible(page);
    await signInWithForm(page, tenants.b.learner.email, tenants.password);
    await expect(page).toHaveURL(/\/team$/);
    // Priya saved English: once she is signed in, the app speaks it.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team");
  });

  test("a wrong password says so in the person's language and signs nobody in", async ({
    page,
    context,
    tenants,
    baseURL,
    consoleErrors,
  }) => {
    await context.addCookies([{ name: "NEXT_LOCALE", value: "en", url: baseURL }]);
    await page.goto("/auth/sign-in");
    await signInWithForm(page, tenants.b.admin.email, "not-the-password");
    await expect(page.getByRole("alert").filter({ hasText: "Incorrect email or password." })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    // The browser logs the 401 answer itself; that one is expected, nothing else is.
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("401")]);
  });

  test("the 4th wrong password within 10 s gets 429, even with a forged X-Forwarded-For", async ({ page, tenants }) => {
    await page.goto("/auth/sign-in");
    const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
    const attempt = (forwardedFor: string) =>
      page.request.post("/api/session/sign-in", {
        data: { email: tenants.individual.email, password: "wrong-password" },
        headers: { origin: new URL(page.url()).origin, "x-csrf-token": token ?? "", "x-forwarded-for": forwardedFor },
      });
    for (let i = 1; i <= 3; i++) expect((await attempt(`203.0.113.${i}`)).status()).toBe(401);
    const fourth = await attempt("198.51.100.77");
    expect(fourth.status()).toBe(429);
    expect((await fourth.json()).error.code).toBe("rate_limited");
    expect(Number(fourth.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
  });

  test("after sign-in, only a path of this site is followed", async ({ page, tenants }) => {
    await page.goto("/auth/sign-in?next=//evil.example/steal");
    await signInWithForm(page, tenants.b.learner.email, tenants.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
  });
});

test.describe("signing out", () => {
  test("signing out in one tab signs the other tab out", async ({ browser, baseURL }) => {
    const context = await freshlySignedIn(browser, baseURL ?? "");
    const [first, second] = [await context.newPage(), await context.newPage()];
    await first.goto("/dashboard");
    await second.goto("/madameai");
    await first.getByRole("button", { name: "Menu du compte" }).click();
    await first.getByRole("menuitem", { name: "Se déconnecter" }).click();
    await expect(first).toHaveURL(/\/auth\/sign-in$/);
    await expect(second).toHaveURL(/\/auth\/sign-in$/);
    await second.goto("/dashboard");
    await expect(second).toHaveURL(/\/auth\/sign-in\?next=%2Fdashboard$/);
    await context.close();
  });

  test("POST /api/session/sign-out ends the session on the server", async ({ browser, baseURL }) => {
    const context = await freshlySignedIn(browser, baseURL ?? "");
    const page = await context.newPage();
    await page.goto("/dashboard");
    const stolenCookies = await context.cookies();
    const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
    const response = await page.request.post("/api/session/sign-out", {
      headers: { origin: baseURL ?? "", "x-csrf-token": token ?? "" },
    });
    expect(response.status()).toBe(200);
    // The old session cookie no longer opens anything: the session is gone on the server.
    const replay = await browser.newContext({ baseURL });
    await replay.addCookies(stolenCookies);
    const replayPage = await replay.newPage();
    await replayPage.goto("/dashboard");
    await expect(replayPage).toHaveURL(/\/auth\/sign-in/);
    await Promise.all([context.close(), replay.close()]);
  });
});
