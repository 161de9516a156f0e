import { randomUUID } from "node:crypto";
import type { Page, Request } from "@playwright/test";
import { startVendorServer } from "../src/features/analytics/testing/vendor-server";
import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

/*
 * Product analytics, first party and consented, on an app that also relays to a vendor (a local
 * server standing in for Amplitude's HTTP API). Nothing leaves before a yes; after it, the SDK
 * batches, retries and queues offline as `features/analytics/settings.ts` sets it; the server stores each event once.
 */

type SdkEvent = {
  event_type: string;
  insert_id: string;
  user_id?: string;
  event_properties?: Record<string, unknown>;
  user_properties?: Record<string, Record<string, unknown>>;
};
type Sent = { events: SdkEvent[] };

/** Every batch the page posts to /api/analytics. */
function watchBatches(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on("request", (request: Request) => {
    if (!request.url().endsWith("/api/analytics")) return;
    sent.push({ events: (request.postDataJSON() as { events: SdkEvent[] }).events });
  });
  return sent;
}
const clicksIn = (batch: Sent) => batch.events.filter((event) => event.event_type === "[Amplitude] Element Clicked");
/** The choice already made (a new test is a new browser profile). */
const grant = (page: Page, url: string) =>
  page.context().addCookies([{ name: "madameai_consent", value: "granted", url }]);
const ampCookies = async (page: Page) =>
  (await page.context().cookies()).filter((cookie) => cookie.name.startsWith("AMP_"));
const ampStorage = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith("AMP_")));
/** The insert ids of the clicks waiting in the SDK's stored queue. */
const storedClicks = (page: Page) =>
  page.evaluate(() =>
    (
      JSON.parse(window.localStorage.getItem("AMP_unsent_madameai1p") ?? "[]") as Array<{
        insert_id: string;
        event_type: string;
      }>
    )
      .filter((event) => event.event_type === "[Amplitude] Element Clicked")
      .map((event) => event.insert_id),
  );
/** The page's first batch (its page view) has been answered. Call before the navigation. */
const firstBatchAnswered = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith("/api/analytics"));
/** Clicks a harmless button `times` times in one go: each click is an autocaptured event. */
const clickMany = (page: Page, name: string, times: number) =>
  page.evaluate(
    ([label, count]) => {
      const button = [...document.querySelectorAll("footer button")].find(
        (candidate) => candidate.textContent === label,
      ) as HTMLButtonElement;
      for (let index = 0; index < count; index++) button.click();
    },
    [name, times] as const,
  );

test.describe("consented analytics", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ analyticsConsent: null });
  let vendor: Awaited<ReturnType<typeof startVendorServer>>;
  let app: AppServer;
  test.beforeAll(async () => {
    vendor = await startVendorServer();
    app = await startAppServer({ AMPLITUDE_API_KEY: "vendorkey0123456789abcdef", AMPLITUDE_API_URL: vendor.url });
  });
  test.afterAll(async () => {
    await app?.stop();
    await vendor?.close();
  });

  test("nothing leaves before consent: no request, no cookie, no queue; refusing is as easy as accepting", async ({
    page,
    tenants,
  }) => {
    const sent = watchBatches(page);
    // The page's timers run on a clock the test can move: what would leave within seconds leaves at once.
    await page.clock.install();
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "fr", url: app.url }]);
    for (const path of ["/", "/blog", "/blog/fr/apprendre-le-francais-au-travail", "/contact", "/try"]) {
      await page.goto(`${app.url}${path}`);
      await expect(page.getByRole("heading", { name: "Statistiques d'utilisation" })).toBeVisible();
    }
    const refuse = await page.getByRole("button", { name: "Refuser" }).boundingBox();
    const accept = await page.getByRole("button", { name: "Accepter" }).boundingBox();
    expect(refuse!.width).toBe(accept!.width);
    expect(refuse!.height).toBe(accept!.height);
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/consent-banner-fr.png" });
    // Signed in, still nothing before a yes.
    await signInByApi(page.request, app.url, tenants.a.manager.email, tenants.password);
    await page.goto(`${app.url}/dashboard`);
    await expect(page.getByRole("heading", { name: "Statistiques d'utilisation" })).toBeVisible();
    // Well past the SDK's one-second flush: still nothing.
    await page.clock.runFor(5_000);
    expect(sent).toEqual([]);
    expect(await ampCookies(page)).toEqual([]);
    expect(await ampStorage(page)).toEqual([]);
  });

  test("a refusal is remembered; the footer's link changes it; then page views, screen views and the person arrive", async ({
    page,
    tenants,
    consoleErrors,
  }) => {
    const sent = watchBatches(page);
    await page.clock.install();
    await signInByApi(page.request, app.url, tenants.b.learner.email, tenants.password);
    await page.goto(`${app.url}/blog`);
    await page.getByRole("button", { name: "Refuse" }).click();
    await expect(page.getByTestId("consent-banner")).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("consent-banner")).toHaveCount(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "madameai_consent")).toMatchObject({
      value: "denied",
    });
    await page.goto(`${app.url}/dashboard`);
    await page.clock.runFor(5_000);
    expect(sent).toEqual([]);

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookies" }).click();
    await expect(page.getByText("Your current choice: refused.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Usage statistics" })).toBeFocused();
    await page.getByRole("button", { name: "Accept" }).click();
    await expect
      .poll(() => sent.flatMap((batch) => batch.events).map((event) => event.event_type))
      .toEqual(expect.arrayContaining(["$identify", "page_view", "screen_view"]));
    const events = sent.flatMap((batch) => batch.events);
    expect(events.find((event) => event.event_type === "$identify")!.user_properties!.$set).toEqual({
      email: tenants.b.learner.email,
      displayName: tenants.b.learner.name,
      language: "en",
    });
    expect(events.find((event) => event.event_type === "screen_view")).toMatchObject({
      user_id: tenants.b.learner.id,
      event_properties: { screen_name: "dashboard", page_path: "/dashboard" },
    });
    // The SDK's identifier cookie lasts 365 days, as /privacy says.
    const [cookie] = await ampCookies(page);
    expect(cookie!.name).toBe("AMP_madameai1p");
    expect((cookie!.expires * 1000 - Date.now()) / 86_400_000).toBeCloseTo(365, 0);

    // A client-side navigation is a page view too.
    await page.getByRole("link", { name: "Settings" }).first().click();
    await expect
      .poll(() =>
        sent
          .flatMap((batch) => batch.events)
          .some((event) => event.event_properties?.page_path === "/settings/profile"),
      )
      .toBe(true);

    // Changing one's mind: the SDK's cookie and queue go, nothing more leaves.
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookies" }).click();
    // The page reloads without the SDK.
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Refuse" }).click()]);
    await expect.poll(() => ampCookies(page)).toEqual([]);
    expect(await ampStorage(page)).toEqual([]);
    // A batch the browser was already sending when the visitor refused reaches the server after the
    // cookie says no, and is refused (403, nothing stored): the only console error allowed here.
    expect(consoleErrors.splice(0).filter((error) => !error.includes("status of 403"))).toEqual([]);
    const before = sent.length;
    await page.goto(`${app.url}/dashboard/rewards`);
    await page.clock.runFor(5_000);
    expect(sent.length).toBe(before);
  });

  test("after consent, events leave in batches of at most 30, a second after they happen", async ({ page }) => {
    const sent = watchBatches(page);
    await page.clock.install();
    await page.goto(`${app.url}/blog`);
    await page.getByRole("button", { name: "Accepter" }).click();
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    const start = sent.length;
    // The page's time stops (a moment ahead, so the pause cannot fall in its past): from the clicks
    // on, it moves only when the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await clickMany(page, "Témoins", 70);
    // Nothing leaves before the flush interval…
    await page.clock.runFor(999);
    expect(sent.slice(start).flatMap(clicksIn)).toEqual([]);
    // …and everything once it is over.
    await page.clock.runFor(1);
    await page.clock.resume();
    await expect
      .poll(() => sent.slice(start).reduce((total, batch) => total + clicksIn(batch).length, 0), { timeout: 10_000 })
      .toBe(70);
    const batches = sent.slice(start);
    expect(batches.every((batch) => batch.events.length <= 30)).toBe(true);
    expect(batches.filter((batch) => batch.events.length === 30).length).toBeGreaterThanOrEqual(2);
  });

  test("a failed batch is tried 5 times in all, waiting 1 s × the attempt number, then dropped", async ({
    page,
    consoleErrors,
  }) => {
    await grant(page, app.url);
    const firstBatch = firstBatchAnswered(page);
    await page.goto(`${app.url}/blog`);
    await expect(page.getByTestId("consent-banner")).toHaveCount(0);
    await firstBatch;
    const attempts: number[] = [];
    await page.route("**/api/analytics", (route) => {
      if (
        !(route.request().postDataJSON() as { events: SdkEvent[] }).events.some(
          (event) => event.event_type === "[Amplitude] Element Clicked",
        )
      )
        return route.continue();
      attempts.push(Date.now());
      return route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ code: 503, error: "database_unavailable" }),
      });
    });
    await clickMany(page, "Témoins", 1);
    await expect.poll(() => attempts.length, { timeout: 20_000 }).toBe(5);
    // Dropped after the fifth: the SDK's queue, which its retries come from, no longer holds the click.
    await expect.poll(() => storedClicks(page)).toEqual([]);
    // Chromium logs each 503 answer; that is the test's doing.
    consoleErrors.splice(0);
    expect(attempts).toHaveLength(5);
    // The first retry comes with the next flush (1 s), each later one 1 s × the attempts made before it.
    const gaps = attempts.slice(1).map((at, index) => at - attempts[index]!);
    [1000, 1000, 2000, 3000].forEach((expected, index) =>
      expect(Math.abs(gaps[index]! - expected), `gap ${index + 1}: ${gaps[index]} ms`).toBeLessThan(400),
    );
  });

  test("offline, events wait in the browser (at most 1000 kept) and leave once it is back", async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(360_000);
    await grant(page, app.url);
    await page.clock.install();
    const firstBatch = firstBatchAnswered(page);
    await page.goto(`${app.url}/blog`);
    await expect(page.getByTestId("consent-banner")).toHaveCount(0);
    await firstBatch;
    await context.setOffline(true);
    await clickMany(page, "Témoins", 1050);
    // The SDK writes its queue as events come; the browser's copy stops at 1000…
    await expect.poll(async () => (await storedClicks(page)).length, { timeout: 60_000 }).toBe(1000);
    // …and stays there once every timer the clicks set has run.
    await page.clock.runFor(1_000);
    const queued = await storedClicks(page);
    expect(queued).toHaveLength(1000);
    await page.close();
    // Offline on purpose: the page's own requests (link prefetches) fail while it lasts.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((message) => !message.includes("ERR_INTERNET_DISCONNECTED")),
    );

    await context.setOffline(false);
    const next = await context.newPage();
    const sent = watchBatches(next);
    await next.goto(`${app.url}/blog/resources`);
    // 1000 events leave in 34 batches of 30; the SDK rewrites its stored queue after each, which on a busy CI
    // machine was seen to take seconds a batch: the test waits for all of them, it does not time them.
    await expect
      .poll(() => new Set(sent.flatMap(clicksIn).map((event) => event.insert_id)).size, { timeout: 240_000 })
      .toBe(1000);
    expect(
      sent
        .flatMap(clicksIn)
        .map((event) => event.insert_id)
        .sort(),
    ).toEqual([...queued].sort());
  });

  test("the server stores each event once even when a batch is sent twice (counted at the vendor it relays to)", async ({
    page,
  }) => {
    const sent = watchBatches(page);
    await grant(page, app.url);
    await page.goto(`${app.url}/blog`);
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    const body = { api_key: "madameai1p", events: sent[0]!.events };
    for (let copy = 0; copy < 2; copy++) {
      const response = await page.request.post(`${app.url}/api/analytics`, {
        data: body,
        headers: { origin: app.url },
      });
      expect(response.status()).toBe(200);
    }
    const ids = body.events.map((event) => event.insert_id);
    // One more event, received after both copies: the relay sends the oldest first, so a second copy
    // stored by the server would reach the vendor no later than this one.
    const last = { ...body.events[0]!, insert_id: randomUUID() };
    expect(
      (
        await page.request.post(`${app.url}/api/analytics`, {
          data: { ...body, events: [last] },
          headers: { origin: app.url },
        })
      ).status(),
    ).toBe(200);
    const relayedIds = () => vendor.batches.flatMap((batch) => batch.events).map((event) => event.insert_id as string);
    await expect.poll(() => relayedIds().includes(last.insert_id), { timeout: 30_000 }).toBe(true);
    expect(relayedIds().filter((id) => ids.includes(id))).toHaveLength(ids.length);
    expect(new Set(relayedIds().filter((id) => ids.includes(id)))).toEqual(new Set(ids));
    expect(vendor.batches.every((batch) => batch.api_key === "vendorkey0123456789abcdef")).toBe(true);
  });

  test("the banner on a phone in dark mode, in Spanish", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: "dark" });
    await context.addCookies([
      { name: "NEXT_LOCALE", value: "es", url: app.url },
      { name: "theme", value: "dark", url: app.url },
    ]);
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    await expect(page.getByRole("heading", { name: "Estadísticas de uso" })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/consent-banner-es-dark-phone.png" });
    await context.close();
  });
});
