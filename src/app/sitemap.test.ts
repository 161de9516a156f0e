import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { articleSlugs, findArticle, resourceSlugs } from "@/features/marketing";

// env() reads APP_URL once per process: each test loads the modules afresh with its own value.
async function loadSitemap(appUrl: string) {
  vi.resetModules();
  vi.stubEnv("APP_URL", appUrl);
  return (await import("./sitemap")).default();
}

describe("sitemap.xml", () => {
  beforeEach(() => vi.unstubAllEnvs());
  afterEach(() => vi.unstubAllEnvs());

  it("lists the public pages once each, on the configured address", async () => {
    const entries = await loadSitemap("https://madameai.example/");
    const urls = entries.map((entry) => entry.url);
    for (const path of ["/", "/blog", "/blog/resources", "/try", "/contact", "/privacy", "/terms"]) {
      expect(urls).toContain(`https://madameai.example${path}`);
    }
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((url) => url.startsWith("https://madameai.example/"))).toBe(true);
  });

  it("lists every article and resource in French, English and Spanish, each with all its hreflang versions", async () => {
    const entries = await loadSitemap("https://madameai.example");
    const slug = articleSlugs()[0]!;
    const article = entries.find((entry) => entry.url === `https://madameai.example/blog/en/${slug}`);
    expect(article).toEqual({
      url: `https://madameai.example/blog/en/${slug}`,
      lastModified: findArticle(slug, "en")!.date,
      alternates: {
        languages: {
          fr: `https://madameai.example/blog/fr/${slug}`,
          en: `https://madameai.example/blog/en/${slug}`,
          es: `https://madameai.example/blog/es/${slug}`,
          "x-default": `https://madameai.example/blog/fr/${slug}`,
        },
      },
    });
    const pieces = entries.filter((entry) => entry.alternates);
    expect(pieces).toHaveLength((articleSlugs().length + resourceSlugs().length) * 3);
    const resource = entries.find(
      (entry) => entry.url === `https://madameai.example/blog/resources/es/${resourceSlugs()[0]}`,
    );
    expect(resource?.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("dates the blog with its newest article", async () => {
    const entries = await loadSitemap("https://madameai.example");
    const newest = articleSlugs()
      .map((slug) => findArticle(slug, "fr")!.date)
      .sort()
      .at(-1);
    expect(entries.find((entry) => entry.url === "https://madameai.example/blog")?.lastModified).toBe(newest);
  });

  it("leaves out the app, the API and the sign-in pages", async () => {
    const entries = await loadSitemap("https://madameai.example");
    const paths = entries.map((entry) => new URL(entry.url).pathname);
    expect(
      paths.filter((path) =>
        /^\/(api|auth|dashboard|team|settings|madameai|pronunciation|onboarding|placement|lesson|unit-test|dev)(\/|$)/.test(
          path,
        ),
      ),
    ).toEqual([]);
  });
});
