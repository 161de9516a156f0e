import { expect, storageStates, test } from "./fixtures";
import { signInByApi } from "./support/sign-in";

// The app's shell is seen signed in, as tenant A's admin; tests of other visitors make their own context.
test.use({ storageState: storageStates.adminA });

const themeColorMetas = (html: string) => html.match(/<meta name="theme-color"[^>]*>/g) ?? [];

test.describe("first HTML from the cookies", () => {
  test("carries the dark class and the collapsed sidebar before any script runs", async ({ page, baseURL }) => {
    await page.context().addCookies([
      { name: "theme", value: "dark", url: baseURL },
      { name: "sidebarState", value: "collapsed", url: baseURL },
    ]);
    const html = await (await page.request.get("/dashboard")).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
    expect(html).toMatch(/data-sidebar-state="collapsed"/);
    expect(themeColorMetas(html)).toEqual(['<meta name="theme-color" content="#0b0b0f"/>']);
  });

  test("carries the light theme and the expanded sidebar", async ({ page, baseURL }) => {
    await page.context().addCookies([
      { name: "theme", value: "light", url: baseURL },
      { name: "sidebarState", value: "expanded", url: baseURL },
    ]);
    const html = await (await page.request.get("/dashboard")).text();
    expect(html).not.toMatch(/<html[^>]*class="dark"/);
    expect(html).toMatch(/data-sidebar-state="expanded"/);
    expect(themeColorMetas(html)).toEqual(['<meta name="theme-color" content="#ffffff"/>']);
  });

  test("for the system theme, follows the browser's colour-scheme hint and offers both colours", async ({
    request,
  }) => {
    const dark = await (await request.get("/", { headers: { "sec-ch-prefers-color-scheme": "dark" } })).text();
    expect(dark).toMatch(/<html[^>]*class="dark"/);
    expect(themeColorMetas(dark)).toEqual([
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff"/>',
      '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0b0b0f"/>',
    ]);
  });
});

test.describe("web fonts", () => {
  test("come with the first page's load event, then from the start on the visit's next pages", async ({ page }) => {
    // When <html> gets its data-fonts mark, as the document's readyState then.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.documentElement?.hasAttribute("data-fonts"))
          (window as unknown as { fontsMarkedWhile?: string }).fontsMarkedWhile ??= document.readyState;
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-fonts"] });
    });
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") requested.push(new URL(request.url()).pathname);
    });
    const fonts = () =>
      page.evaluate(() => ({
        markedWhile: (window as unknown as { fontsMarkedWhile?: string }).fontsMarkedWhile ?? null,
        text: getComputedStyle(document.body).fontFamily.split(",")[0]?.trim(),
        heading: getComputedStyle(document.querySelector("h1")!).fontFamily.split(",")[0]?.trim(),
        loaded: document.fonts.check('1em "Inter Variable"') && document.fonts.check('1em "Fraunces Variable"'),
      }));

    await page.goto("/blog");
    await expect
      .poll(fonts)
      .toEqual({ markedWhile: "complete", text: '"Inter Variable"', heading: '"Fraunces Variable"', loaded: true });
    // Only the Latin files: the other alphabets' files are never fetched for our three languages.
    expect(requested.map((path) => path.replace(/^.*\/(\w+-latin)-wght-normal\..*$/, "$1")).sort()).toEqual([
      "fraunces-latin",
      "inter-latin",
    ]);

    await page.goto("/contact");
    await expect
      .poll(fonts)
      .toEqual({ markedWhile: "loading", text: '"Inter Variable"', heading: '"Fraunces Variable"', loaded: true });
  });
});

test.describe("theme", () => {
  test("system follows the operating system live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });

  test("the switcher changes the theme at once and remembers it", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/dashboard");
    await page.getByRole("radio", { name: "Sombre" }).first().click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(1);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0b0b0f");
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "theme")?.value).toBe("dark");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("radio", { name: "Sombre" }).first()).toHaveAttribute("aria-checked", "true");
  });

  test("the switcher is one Tab stop; the arrow keys move and choose", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/dashboard");
    const switcher = page.getByRole("radiogroup", { name: "Thème d'affichage" }).first();
    await expect(switcher.locator("[tabindex='0']")).toHaveCount(1);
    await expect(switcher.locator("[tabindex='-1']")).toHaveCount(2);
    await switcher.getByRole("radio", { checked: true }).focus();
    await page.keyboard.press("ArrowLeft");
    const dark = switcher.getByRole("radio", { name: "Sombre" });
    await expect(dark).toBeFocused();
    await expect(dark).toHaveAttribute("aria-checked", "true");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.keyboard.press("Home");
    await expect(switcher.getByRole("radio", { name: "Clair" })).toBeFocused();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });
});

test.describe("language", () => {
  test("comes from Accept-Language for a visitor without a cookie", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-MX", storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto("/auth/sign-in");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iniciar sesión");
    await context.close();
  });

  test("is French when the browser asks for a language we do not offer", async ({ browser }) => {
    const context = await browser.newContext({ locale: "de-DE", storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await context.close();
  });

  test("the saved choice of a signed-in person wins over the browser, and the switcher changes it", async ({
    browser,
    baseURL,
    tenants,
  }) => {
    // Carlos saved Spanish; his browser asks for French.
    const context = await browser.newContext({ baseURL, locale: "fr-CA" });
    await signInByApi(context.request, baseURL ?? "", tenants.a.learner.email, tenants.password);
    const page = await context.newPage();
    await page.goto("/dashboard");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Hola, Carlos!");
    await page.getByLabel("Idioma de la interfaz").first().selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Carlos!");
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("en");

    // On another device, with no cookie, the saved choice follows him.
    const elsewhere = await browser.newContext({ baseURL, locale: "fr-CA" });
    await signInByApi(elsewhere.request, baseURL ?? "", tenants.a.learner.email, tenants.password);
    const other = await elsewhere.newPage();
    await other.goto("/team");
    await expect(other.getByRole("heading", { level: 1 })).toHaveText("Team");
    await Promise.all([context.close(), elsewhere.close()]);
  });
});

test.describe("shell", () => {
  test("the sidebar collapses, and the server remembers it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/dashboard");
    const sidebar = page.locator("aside[data-sidebar-state]");
    await expect(sidebar).toHaveAttribute("data-sidebar-state", "expanded");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/preferences"));
    await page.getByRole("button", { name: "Replier le menu" }).click();
    await expect(sidebar).toHaveAttribute("data-sidebar-state", "collapsed");
    await expect(page.getByRole("button", { name: "Déplier le menu" })).toBeVisible();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-sidebar-state", "collapsed");
    // Collapsed, each link's label shows beside its icon on keyboard focus (not a hover-only title).
    const rewards = sidebar.getByRole("link", { name: "Récompenses" });
    await expect(rewards.getByText("Récompenses")).toHaveCSS("opacity", "0");
    await rewards.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(rewards).toBeFocused();
    await expect(rewards.getByText("Récompenses")).toHaveCSS("opacity", "1");
    await page.screenshot({ path: "test-results/screenshots/sidebar-collapsed-focus.png" });
  });

  test("the current page is marked in the navigation", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/dashboard/rewards");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Récompenses" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Tableau de bord" })).not.toHaveAttribute("aria-current", "page");
  });

  test("on a phone, the drawer opens, traps focus, closes with Escape and navigates", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    await expect(page.locator("aside[data-sidebar-state]")).toBeHidden();
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await drawer.getByRole("link", { name: "Prononciation" }).click();
    await expect(page).toHaveURL(/\/pronunciation$/);
    await expect(drawer).toBeHidden();
  });

  test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
    await page.goto("/dashboard");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Aller au contenu principal" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("the user menu opens from the keyboard and names the person", async ({ page, tenants }) => {
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Menu du compte" }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toContainText(tenants.a.admin.name);
    await expect(menu).toContainText(tenants.a.admin.email);
    await menu.getByRole("menuitem", { name: "Paramètres" }).click();
    await expect(page).toHaveURL(/\/settings\/profile$/);
  });
});

test.describe("errors", () => {
  // Signed out, so that the cookie alone chooses the language.
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const [locale, title] of [
    ["fr", "Page introuvable"],
    ["en", "Page not found"],
    ["es", "Página no encontrada"],
  ] as const) {
    test(`an unknown path answers 404 with a page in ${locale}`, async ({ page, context, baseURL, consoleErrors }) => {
      await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
      const response = await page.goto("/cette-page-n-existe-pas");
      expect(response?.status()).toBe(404);
      // The browser logs the 404 status itself; that one is expected here, nothing else is.
      expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("404")]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    });
  }

  test("an unknown API path answers 404 in the API's error shape", async ({ request }) => {
    const response = await request.get("/api/nothing-here", { headers: { "accept-language": "en" } });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: "This resource could not be found." },
    });
  });

  test("on the home page, while sign-up is closed, the personal plan leads to the waitlist, not to a closed sign-up", async ({
    page,
  }) => {
    await page.goto("/");
    const pricing = page.locator("#pricing");
    await expect(pricing.getByRole("link", { name: "Rejoindre la liste d'attente" })).toHaveAttribute(
      "href",
      "/contact?topic=waitlist&source=home",
    );
    await expect(pricing.getByRole("link", { name: "S'abonner" })).toHaveCount(0);
  });

  test("sign-up is closed by default and leads to the waitlist", async ({ page }) => {
    await page.goto("/auth/sign-up");
    await expect(page.getByRole("link", { name: "Rejoindre la liste d'attente" })).toHaveAttribute(
      "href",
      "/contact?topic=waitlist&source=sign-up",
    );
  });
});
