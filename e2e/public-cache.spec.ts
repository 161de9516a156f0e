import { mkdirSync } from "node:fs";
import type { Page, Response } from "@playwright/test";
import { expect, storageStates, test } from "./fixtures";

/*
 * The public pages a visitor without a session gets prerendered (decision 038): the variant of
 * their language and theme, the same bytes for everyone with the same choices, a CSP of hashes
 * with no nonce, cache headers a CDN can keep, no cookie set, and the theme right from the first
 * frame. A signed-in visitor still gets the page rendered for them.
 */

const PRERENDERED_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

/** Before any script of the page: remembers the theme of the first frame and every CSP violation. */
async function watchFirstFrame(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { firstFrameDark?: boolean; cspViolations: string[] };
    seen.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    requestAnimationFrame(() => {
      seen.firstFrameDark = document.documentElement.classList.contains("dark");
    });
  });
}

async function expectPrerendered(response: Response | null) {
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers["cache-control"]).toBe(PRERENDERED_CACHE_CONTROL);
  expect(headers["vary"]).toContain("Cookie");
  expect(headers["set-cookie"]).toBeUndefined();
  const csp = headers["content-security-policy"]!;
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toContain("nonce");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  return response!;
}

test.describe("prerendered public pages", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const locale of ["fr", "en"] as const) {
    for (const theme of ["light", "dark", "system"] as const) {
      test(`/ in ${locale}, ${theme}: cached, hashed, no cookie, the theme from the first frame`, async ({
        page,
        context,
        baseURL,
      }) => {
        // "system" on a dark operating system must be dark before the first paint too.
        await page.emulateMedia({ colorScheme: theme === "light" ? "light" : "dark" });
        await context.addCookies([
          { name: "NEXT_LOCALE", value: locale, url: baseURL! },
          { name: "theme", value: theme, url: baseURL! },
        ]);
        await watchFirstFrame(page);
        const response = await expectPrerendered(await page.goto("/"));
        const html = await response.text();
        expect(html).not.toContain('name="csrf-token"');
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        const dark = theme !== "light";
        expect(await page.evaluate(() => (window as unknown as { firstFrameDark?: boolean }).firstFrameDark)).toBe(
          dark,
        );
        await expect(page.locator("html")).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        mkdirSync("test-results", { recursive: true });
        await page.screenshot({ path: `test-results/public-cache-${locale}-${theme}.png` });
        expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      });
    }
  }

  test("the same bytes for every visitor with the same choices, and its internal address is unknown", async ({
    request,
  }) => {
    const first = await request.get("/blog", { headers: { cookie: "NEXT_LOCALE=en; theme=dark" } });
    const second = await request.get("/blog", { headers: { cookie: "NEXT_LOCALE=en; theme=dark" } });
    expect(await first.text()).toBe(await second.text());
    expect(first.headers()["content-security-policy"]).toBe(second.headers()["content-security-policy"]);
    expect((await request.get("/prerendered/en/dark/unset/blog")).status()).toBe(404);
  });

  test("the switchers still change the language and the theme (the page asks for a CSRF token)", async ({ page }) => {
    await watchFirstFrame(page);
    await expectPrerendered(await page.goto("/privacy"));
    await page.getByRole("radio", { name: "Sombre" }).first().click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.getByLabel("Langue de l'interface").first().selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const reloaded = await expectPrerendered(await page.reload());
    expect(await reloaded.text()).toContain('data-theme="dark"');
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});

test.describe("a signed-in visitor", () => {
  test.use({ storageState: storageStates.individual });

  test("gets the public pages rendered for them, as before", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(response!.headers()["cache-control"]).not.toContain("public");
    expect(response!.headers()["content-security-policy"]).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    await expect(page.locator('meta[name="csrf-token"]')).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Se connecter" })).toBeVisible();
  });
});
