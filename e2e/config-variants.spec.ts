import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

// The shell under other configurations than the defaults, each on its own app process.
test.describe("top-header navigation without the theme switcher", () => {
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer({ NAVIGATION_STYLE: "header", FLAG_THEME_SWITCHER: "false" });
  });
  test.afterAll(() => app?.stop());

  test("shows the navigation in the header and no theme switcher anywhere", async ({ page, tenants }) => {
    await signInByApi(page.request, app.url, tenants.a.admin.email, tenants.password);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${app.url}/dashboard`);
    await expect(page.locator("aside[data-sidebar-state]")).toHaveCount(0);
    await expect(page.locator("header").getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
    await expect(page.getByRole("radiogroup", { name: "Thème d'affichage" })).toHaveCount(0);
    await page.goto(`${app.url}/`);
    await expect(page.getByRole("radiogroup", { name: "Thème d'affichage" })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe("custom navigation", () => {
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer({ NAVIGATION_STYLE: "custom" });
  });
  test.afterAll(() => app?.stop());

  test("shows the bottom tab bar instead of the sidebar", async ({ page, tenants }) => {
    await signInByApi(page.request, app.url, tenants.a.admin.email, tenants.password);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/madameai`);
    const tabs = page.locator("[data-navigation-style=custom] > nav");
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Madame, votre tutrice" })).toHaveAttribute("aria-current", "page");
    await page.screenshot({ path: "test-results/screenshots/custom-navigation-phone.png" });
    await expectAccessible(page);
  });
});
