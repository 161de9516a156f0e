import { mkdirSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * What search engines and link previews read: sitemap.xml, robots.txt, the Open Graph images, and
 * each public page's title, description, canonical URL, hreflang and Open Graph/Twitter tags in
 * the visitor's language, with one h1 and descriptive links.
 */

const ARTICLE = "francais-du-quebec-et-de-france-au-travail";
const ogLocale = { fr: "fr_CA", en: "en_CA", es: "es_ES" } as const;
// Lighthouse's list of link texts that say nothing about where they go (its link-text audit), in our languages.
const vagueLinkTexts = new Set([
  "click here",
  "click this",
  "here",
  "more",
  "more info",
  "learn more",
  "read more",
  "go",
  "start",
  "ici",
  "cliquez ici",
  "plus",
  "en savoir plus",
  "lire la suite",
  "aquí",
  "haga clic aquí",
  "más",
  "leer más",
]);

async function meta(page: Page, attribute: "name" | "property", key: string): Promise<string | null> {
  const locator = page.locator(`head meta[${attribute}="${key}"]`);
  return (await locator.count()) === 0 ? null : locator.first().getAttribute("content");
}

/** The tags every public page must carry; returns them for page-specific checks. */
async function expectPageTags(
  page: Page,
  { url, locale, interfaceLocale = locale }: { url: string; locale: keyof typeof ogLocale; interfaceLocale?: string },
) {
  const title = await page.title();
  expect(title.length, `title "${title}"`).toBeGreaterThan(10);
  expect(title.length, `title "${title}"`).toBeLessThanOrEqual(60);
  const description = await meta(page, "name", "description");
  expect(description?.length ?? 0, `description "${description}"`).toBeGreaterThanOrEqual(50);
  expect(description!.length, `description "${description}"`).toBeLessThanOrEqual(160);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);
  expect(await meta(page, "name", "robots")).toBeNull();
  expect(await meta(page, "property", "og:title")).toBeTruthy();
  expect(await meta(page, "property", "og:description")).toBe(description);
  expect(await meta(page, "property", "og:url")).toBe(url);
  expect(await meta(page, "property", "og:site_name")).toBe("MadameAI");
  expect(await meta(page, "property", "og:locale")).toBe(ogLocale[locale]);
  expect(await meta(page, "property", "og:image:width")).toBe("1200");
  expect(await meta(page, "property", "og:image:height")).toBe("630");
  expect(await meta(page, "name", "twitter:card")).toBe("summary_large_image");
  const image = await meta(page, "property", "og:image");
  expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.*opengraph-image/);
  expect(await meta(page, "name", "twitter:image")).toBe(image);
  await expect(page.locator("html")).toHaveAttribute("lang", interfaceLocale);
  await expect(page.locator("h1")).toHaveCount(1);
  const linkTexts = await page
    .locator("a[href]")
    .evaluateAll((links) =>
      links.map((link) =>
        (link.getAttribute("aria-label") ?? (link as HTMLElement).innerText ?? "").trim().toLowerCase(),
      ),
    );
  expect(
    linkTexts.filter((text) => text === "" || vagueLinkTexts.has(text)),
    "links without a descriptive text",
  ).toEqual([]);
  await expect(page.locator("img:not([alt])")).toHaveCount(0);
  return { title, description: description!, image: image! };
}

test.describe("search engines and link previews", () => {
  test("sitemap.xml is valid XML listing the public pages and every article in three languages with hreflang links", async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    await page.goto("/blog");
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const ns = { sitemap: "http://www.sitemaps.org/schemas/sitemap/0.9", xhtml: "http://www.w3.org/1999/xhtml" };
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.localName,
        urls: [...doc.getElementsByTagNameNS(ns.sitemap, "url")].map((url) => ({
          loc: url.getElementsByTagNameNS(ns.sitemap, "loc")[0]?.textContent ?? "",
          lastmod: url.getElementsByTagNameNS(ns.sitemap, "lastmod")[0]?.textContent ?? null,
          alternates: Object.fromEntries(
            [...url.getElementsByTagNameNS(ns.xhtml, "link")].map((link) => [
              link.getAttribute("hreflang"),
              link.getAttribute("href"),
            ]),
          ),
        })),
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe("urlset");
    const locs = parsed.urls.map((url) => url.loc);
    for (const path of ["/blog", "/blog/resources", "/try", "/contact", "/privacy", "/terms"])
      expect(locs).toContain(`${baseURL}${path}`);
    const alternates = {
      fr: `${baseURL}/blog/fr/${ARTICLE}`,
      en: `${baseURL}/blog/en/${ARTICLE}`,
      es: `${baseURL}/blog/es/${ARTICLE}`,
      "x-default": `${baseURL}/blog/fr/${ARTICLE}`,
    };
    for (const lang of ["fr", "en", "es"] as const) {
      const entry = parsed.urls.find((url) => url.loc === alternates[lang]);
      expect(entry, lang).toBeDefined();
      expect(entry!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry!.alternates).toEqual(alternates);
    }
    expect(
      locs.filter((loc) =>
        /\/(api|auth|dashboard|team|settings|madameai|pronunciation|onboarding)(\/|$)/.test(new URL(loc).pathname),
      ),
    ).toEqual([]);
  });

  test("robots.txt lets crawlers into the public site, keeps them out of the app and the API, and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const lines = (await response.text()).split("\n").map((line) => line.trim());
    expect(lines).toContain("User-Agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Allow: /auth/sign-in");
    for (const path of [
      "/api/",
      "/auth/",
      "/dashboard",
      "/team",
      "/settings",
      "/madameai",
      "/pronunciation",
      "/onboarding",
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  for (const locale of ["fr", "en", "es"] as const) {
    test(`the home page, the blog, contact and try have their own title, description, canonical and card in ${locale}`, async ({
      page,
      request,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL! }]);
      const titles = new Set<string>();
      for (const path of ["/", "/blog", "/blog/resources", "/contact", "/try"]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        const { title, image } = await expectPageTags(page, {
          url: path === "/" ? baseURL! : `${baseURL}${path}`,
          locale,
        });
        titles.add(title);
        expect(await meta(page, "property", "og:type")).toBe("website");
        // One URL serves every language here: no hreflang alternates to announce.
        await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
        const png = await request.get(image);
        expect(png.status(), image).toBe(200);
        expect(png.headers()["content-type"]).toBe("image/png");
      }
      expect(titles.size).toBe(5);
    });
  }

  test("an article in French, English and Spanish: its own title, canonical, hreflang, article card and image", async ({
    page,
    request,
    baseURL,
  }) => {
    for (const locale of ["fr", "en", "es"] as const) {
      // A visitor from a search result has no cookie: the interface is French, the article says its own language.
      await page.goto(`/blog/${locale}/${ARTICLE}`);
      const heading = (await page.locator("h1").innerText()).trim();
      const { title, image } = await expectPageTags(page, {
        url: `${baseURL}/blog/${locale}/${ARTICLE}`,
        locale,
        interfaceLocale: "fr",
      });
      expect(title === heading || title === `${heading} · MadameAI`, `title "${title}" for "${heading}"`).toBe(true);
      await expect(page.locator("article")).toHaveAttribute("lang", locale);
      expect(await meta(page, "property", "og:type")).toBe("article");
      expect(await meta(page, "property", "article:published_time")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const [lang, path] of [
        ["fr", "fr"],
        ["en", "en"],
        ["es", "es"],
        ["x-default", "fr"],
      ]) {
        await expect(page.locator(`head link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
          "href",
          `${baseURL}/blog/${path}/${ARTICLE}`,
        );
      }
      const png = await request.get(image);
      expect(png.status(), image).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
      expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");
      mkdirSync("test-results/screenshots", { recursive: true });
      writeFileSync(`test-results/screenshots/og-article-${locale}.png`, await png.body());
    }
  });
});
