import { expect, storageStates, test } from "./fixtures";

// Pictures of the main screens for people to look at (screenshots/, not committed), light and
// dark, phone and desktop; each also checks the page rendered its heading. Only on demand:
// `npm run screenshots` (playwright.screenshots.config.ts), never in `npm run test:e2e`.
const screens = [
  "/",
  "/dashboard",
  "/team",
  "/team/progress",
  "/team/cockpit",
  "/settings/privacy",
  "/settings/organization",
  "/auth/sign-up",
  "/settings/profile/email",
  "/nope-404",
];
test.use({ storageState: storageStates.adminA });
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;

for (const theme of ["light", "dark"] as const) {
  for (const [size, viewport] of Object.entries(sizes)) {
    test(`screens in ${theme} on ${size}`, async ({ page, context, baseURL, consoleErrors }) => {
      await context.addCookies([{ name: "theme", value: theme, url: baseURL }]);
      await page.setViewportSize(viewport);
      for (const path of screens) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
        await page.screenshot({ path: `screenshots/${name}-${theme}-${size}.png`, fullPage: true });
        // The browser logs the 404 status of the not-found page itself; nothing else may be logged.
        if (path === "/nope-404") expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("404")]);
      }
    });
  }
}
