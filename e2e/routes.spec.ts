import { appPaths, expect, expectAccessible, locales, publicPaths, storageStates, test, themes } from "./fixtures";

// Every path of the product, in each language and theme: it answers, speaks the language,
// wears the theme from the first HTML and logs no console error; in French and English it also
// passes the axe scan (this spec was a quarter of the browser suite's time). Spanish pages share their markup
// with those two, and every Spanish message is checked to exist by the messages' unit test.
// App paths are visited signed in (as a learner with no saved language), the others signed out.
const groups = [
  { name: "signed out", paths: publicPaths, storageState: undefined },
  { name: "signed in", paths: appPaths, storageState: storageStates.individual },
];

for (const group of groups) {
  for (const locale of locales) {
    for (const theme of themes) {
      test.describe(`${group.name} · ${locale} · ${theme}`, () => {
        test.use({ storageState: group.storageState });
        test.beforeEach(async ({ context, baseURL }) => {
          await context.addCookies([
            { name: "NEXT_LOCALE", value: locale, url: baseURL },
            { name: "theme", value: theme, url: baseURL },
          ]);
        });

        for (const path of group.paths) {
          test(path, async ({ page }) => {
            const response = await page.goto(path);
            expect(response?.status()).toBe(200);
            expect(new URL(page.url()).pathname, "no redirect").toBe(path);
            await expect(page.locator("html")).toHaveAttribute("lang", locale);
            if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
            else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
            await expect(page.locator("main h1").first()).toBeVisible();
            if (locale === "es") await expect(page, "the page has a title").toHaveTitle(/\S/);
            else await expectAccessible(page);
          });
        }
      });
    }
  }
}

// The same paths on a phone, in French and English: the axe scan again (a narrow layout has its own
// menus, dialogs and contrasts), and no page wider than the screen.
const phone = { width: 390, height: 844 };
for (const group of groups) {
  for (const locale of ["fr", "en"] as const) {
    test.describe(`${group.name} · ${locale} · phone`, () => {
      test.use({ storageState: group.storageState, viewport: phone });
      test.beforeEach(async ({ context, baseURL }) => {
        await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
      });

      for (const path of group.paths) {
        test(path, async ({ page }) => {
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          await expect(page.locator("main h1").first()).toBeVisible();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, "no sideways scrolling on a phone").toBeLessThanOrEqual(0);
          await expectAccessible(page);
        });
      }
    });
  }
}
