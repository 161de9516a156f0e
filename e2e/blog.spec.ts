import { expect, expectAccessible, test } from "./fixtures";

/*
 * The blog and the Bill 96 resources, as a visitor reads them: the list in the visitor's language,
 * an article with its date, reading time and tags, the same article in the other languages (links
 * and hreflang alternates), and the resources with their review date and not-legal-advice line.
 */

test.describe("blog", () => {
  for (const [locale, heading, reading] of [
    ["fr", "Blogue", /\d+ min de lecture/],
    ["en", "Blog", /\d+ min read/],
    ["es", "Blog", /\d+ min de lectura/],
  ] as const) {
    test(`the list in ${locale}: six articles or more, each with its date, reading time and tags`, async ({
      page,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
      await page.goto("/blog");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const cards = page.locator("section[aria-labelledby='articles-title'] > ul > li");
      expect(await cards.count()).toBeGreaterThanOrEqual(6);
      await expect(cards.first().getByText(reading)).toBeVisible();
      await expect(cards.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expectAccessible(page);
    });
  }

  test("an article in French, then the same article in English and Spanish", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "NEXT_LOCALE", value: "fr", url: baseURL! }]);
    await page.goto("/blog");
    await page.getByRole("link", { name: "Français du Québec et de France au travail : ce qui change" }).click();
    await expect(page).toHaveURL(/\/blog\/fr\/francais-du-quebec-et-de-france-au-travail$/);
    await expect(page.locator("article")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 2, name: "Le vocabulaire du bureau" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Tableau de l'article" }).getByRole("cell", { name: "courriel", exact: true }),
    ).toBeVisible();
    for (const [lang, path] of [
      ["fr", "/blog/fr/francais-du-quebec-et-de-france-au-travail"],
      ["en", "/blog/en/francais-du-quebec-et-de-france-au-travail"],
      ["es", "/blog/es/francais-du-quebec-et-de-france-au-travail"],
      ["x-default", "/blog/fr/francais-du-quebec-et-de-france-au-travail"],
    ]) {
      await expect(page.locator(`head link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        "href",
        new RegExp(`${path}$`),
      );
    }
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/blog\/fr\/francais-du-quebec-et-de-france-au-travail$/,
    );
    // It ends with a way to practise and three more articles of its language.
    await expect(page.getByRole("region", { name: "De la lecture à la pratique" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Essayer une leçon sans compte" })).toHaveAttribute("href", "/try");
    const related = page.getByRole("region", { name: "À lire aussi" }).getByRole("link");
    await expect(related).toHaveCount(3);
    await expect(related.first()).toHaveAttribute(
      "href",
      /^\/blog\/fr\/(?!francais-du-quebec-et-de-france-au-travail$)/,
    );
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/blog-article-fr.png", fullPage: true });

    await page
      .getByRole("navigation", { name: "Cet article dans une autre langue" })
      .getByRole("link", { name: "English" })
      .click();
    await expect(page).toHaveURL(/\/blog\/en\/francais-du-quebec-et-de-france-au-travail$/);
    await expect(page.locator("article")).toHaveAttribute("lang", "en");
    await expect(page.locator("article")).toContainText("min read");
    await page
      .getByRole("navigation", { name: "This article in another language" })
      .getByRole("link", { name: "Español" })
      .click();
    await expect(page.locator("article")).toHaveAttribute("lang", "es");
    await expectAccessible(page);
  });

  test("an unknown article or language is a 404", async ({ request }) => {
    expect((await request.get("/blog/fr/no-such-article")).status()).toBe(404);
    expect((await request.get("/blog/de/francais-du-quebec-et-de-france-au-travail")).status()).toBe(404);
    expect((await request.get("/blog/resources/fr/no-such-resource")).status()).toBe(404);
  });

  test("the resources: the guide with its review date and the not-legal-advice line, on a phone in dark mode", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addCookies([
      { name: "NEXT_LOCALE", value: "en", url: baseURL! },
      { name: "theme", value: "dark", url: baseURL! },
    ]);
    await page.goto("/blog/resources");
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(2);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Bill 96: a practical francization guide for employers" }).click();
    await expect(page).toHaveURL(/\/blog\/resources\/en\/bill-96-employer-guide$/);
    await expect(page.getByText(/^Reviewed November 25, 2026$/)).toBeVisible();
    await expect(page.getByRole("note")).toContainText("not legal advice");
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/resource-guide-en-dark-phone.png", fullPage: true });
  });
});

test.describe("resources as PDF", () => {
  for (const [locale, linkName, size] of [
    ["fr", /^Télécharger en PDF \(\d+\sko\)$/, /\((\d+)\sko\)/],
    ["en", /^Download as PDF \(\d+\skB\)$/, /\((\d+)\skB\)/],
  ] as const) {
    test(`the guide's PDF in ${locale}, downloaded from the resource page`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
      await page.goto(`/blog/resources/${locale}/bill-96-employer-guide`);
      const link = page.getByRole("link", { name: linkName });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", `/blog/resources/${locale}/bill-96-employer-guide/pdf`);
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/screenshots/resource-guide-pdf-link-${locale}.png` });

      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe(`bill-96-employer-guide-${locale}.pdf`);
      const response = await page.request.get((await link.getAttribute("href"))!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect(response.headers()["content-disposition"]).toBe(
        `attachment; filename="bill-96-employer-guide-${locale}.pdf"`,
      );
      expect(response.headers()["cache-control"]).toMatch(/public|s-maxage/);
      const body = await response.body();
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(body.length).toBeGreaterThan(20_000);
      // The size shown on the link is the size served, in kilobytes.
      const shown = Number(size.exec((await link.textContent()) ?? "")?.[1]);
      expect(Math.abs(shown - body.length / 1000)).toBeLessThanOrEqual(1);
    });
  }

  test("the list offers each resource's PDF, on a phone in dark mode and on a desktop", async ({ page, baseURL }) => {
    await page.context().addCookies([
      { name: "NEXT_LOCALE", value: "es", url: baseURL! },
      { name: "theme", value: "dark", url: baseURL! },
    ]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/blog/resources");
    const links = page.getByRole("link", { name: /^Descargar en PDF \(\d+\skB\)$/ });
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveAttribute("href", /^\/blog\/resources\/es\/[a-z0-9-]+\/pdf$/);
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/screenshots/resources-list-pdf-es-dark-phone.png", fullPage: true });
    await page.context().addCookies([{ name: "theme", value: "light", url: baseURL! }]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(links).toHaveCount(2);
    await page.screenshot({ path: "test-results/screenshots/resources-list-pdf-es-light-desktop.png" });
  });

  test("the PDFs, the sitemap and robots.txt come without a cookie; an unknown resource or language has no PDF: 404", async ({
    request,
  }) => {
    // Static files: no cookie set on the way (a shared cache would refuse them).
    for (const path of ["/blog/resources/fr/bill-96-employer-guide/pdf", "/sitemap.xml", "/robots.txt"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["set-cookie"], path).toBeUndefined();
    }
    expect((await request.get("/blog/resources/fr/no-such-resource/pdf")).status()).toBe(404);
    expect((await request.get("/blog/resources/de/bill-96-employer-guide/pdf")).status()).toBe(404);
  });
});
