import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { twoTenants } from "../src/db/testing/two-tenants";

export { expect };

/**
 * Every browser test: fails on any console error or uncaught page error, and offers the two
 * tenants seeded in the test database and an accessibility check.
 */
export const test = base.extend<{
  consoleErrors: string[];
  tenants: typeof twoTenants;
  analyticsConsent: "granted" | "denied" | null;
}>({
  /**
   * The visitor's analytics choice, already made ("denied") so the banner stays out of the other
   * tests' way; e2e/analytics.spec.ts starts with none (`test.use({ analyticsConsent: null })`).
   */
  analyticsConsent: ["denied", { option: true }],
  context: async ({ context, analyticsConsent }, use) => {
    if (analyticsConsent)
      await context.addCookies(
        ["127.0.0.1", "localhost"].map((domain) => ({
          name: "madameai_consent",
          value: analyticsConsent,
          domain,
          path: "/",
        })),
      );
    await use(context);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
  tenants: async ({}, use) => use(twoTenants),
});

/**
 * No serious or critical WCAG 2.x A/AA violation on the page as it is now. Next streams a page's
 * metadata, so right after a refresh the new <title> may still be on its way: the scan waits for
 * one (a page without any title still fails, here). A refresh that lands during the scan removes
 * the old title before the new one arrives, so a scan whose only finding is the missing title is
 * made again once the title is back, twice at most.
 */
export async function expectAccessible(page: Page): Promise<void> {
  let blocking: string[] = [];
  for (let scan = 0; scan < 3; scan++) {
    await expect(page, "the page has a title").toHaveTitle(/\S/);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    blocking = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    if (blocking.length === 0 || !blocking.every((finding) => finding.startsWith("document-title "))) break;
  }
  expect(blocking, "serious or critical accessibility violations").toEqual([]);
}

export const locales = ["fr", "en", "es"] as const;
export const themes = ["light", "dark"] as const;

/** The product's fixed public paths, the home page first: what anyone may visit… */
export const publicPaths = [
  "/",
  "/auth/sign-in",
  "/auth/sign-up",
  "/auth/link",
  "/contact",
  "/privacy",
  "/terms",
  "/blog",
  "/blog/resources",
  "/try",
] as const;

/** …and what needs a session (e2e/onboarding.spec.ts covers /onboarding, which a person sees only once). */
export const appPaths = [
  "/dashboard",
  "/dashboard/course",
  "/dashboard/levels",
  "/dashboard/rewards",
  "/dashboard/review",
  "/dashboard/email-guide",
  "/dashboard/niveau-4",
  "/team",
  "/madameai",
  "/pronunciation",
  "/settings/profile",
  "/settings/learning",
  "/settings/organization",
  "/settings/subscription",
  "/settings/profile/authentication",
  "/settings/profile/email",
  "/settings/profile/password",
  "/settings/privacy",
] as const;

export { storageStates } from "./support/storage-states";
