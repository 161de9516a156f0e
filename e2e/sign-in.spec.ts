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

  test("a guesser waits after 5 wrong passwords, even with forged X-Forwarded-For, and cannot lock the owner out of their usual browser", async ({
    browser,
    baseURL,
    tenants,
  }) => {
    const origin = baseURL ?? "";
    const { email } = tenants.individual;
    // The owner signed in from this browser before: it carries the known-browser cookie.
    const usual = await browser.newContext({ baseURL: origin });
    await signInByApi(usual.request, origin, email, tenants.password);
    expect((await usual.cookies()).map((cookie) => cookie.name)).toContain("madameai.known_browser");
    await usual.clearCookies({ name: "madameai.session_token" });

    const guesser = await browser.newContext({ baseURL: origin });
    const html = await (await guesser.request.get("/auth/sign-in")).text();
    const token = html.match(/<meta name="csrf-token" content="([^"]+)"/)?.[1] ?? "";
    const attempt = (password: string, forwardedFor: string) =>
      guesser.request.post("/api/session/sign-in", {
        data: { email, password },
        headers: { origin, "x-csrf-token": token, "x-forwarded-for": forwardedFor },
      });
    for (let i = 1; i <= 5; i++) expect((await attempt("wrong-password", `203.0.113.${i}`)).status()).toBe(401);
    const sixth = await attempt("wrong-password", "198.51.100.77");
    expect(sixth.status()).toBe(429);
    expect((await sixth.json()).error.code).toBe("rate_limited");
    expect(Number(sixth.headers()["retry-after"])).toBeGreaterThanOrEqual(10);
    // While it waits, even the right password from a stranger's browser is refused the same way.
    expect((await attempt(tenants.password, "198.51.100.78")).status()).toBe(429);

    // The owner's usual browser is not held: the right password signs in, and clears the account's count.
    await signInByApi(usual.request, origin, email, tenants.password);
    expect((await attempt("wrong-password", "198.51.100.79")).status()).toBe(401);
    await Promise.all([usual.close(), guesser.close()]);
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
