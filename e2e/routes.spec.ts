import { briefPaths, expect, expectAccessible, locales, test, themes } from "./fixtures";

// Every path of the brief, in each language and theme: it answers, speaks the language,
// wears the theme from the first HTML, logs no console error and passes the axe scan.
for (const locale of locales) {
  for (const theme of themes) {
    test.describe(`${locale} · ${theme}`, () => {
      test.beforeEach(async ({ context, baseURL }) => {
        await context.addCookies([
          { name: "NEXT_LOCALE", value: locale, url: baseURL },
          { name: "theme", value: theme, url: baseURL },
        ]);
      });

      for (const path of briefPaths) {
        test(`${path}`, async ({ page }) => {
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
          else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
          await expect(page.locator("main h1").first()).toBeVisible();
          await expectAccessible(page);
        });
      }
    });
  }
}
