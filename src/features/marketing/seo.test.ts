import { describe, expect, it } from "vitest";
import { documentTitle, languageAlternates, MAX_TITLE_LENGTH, pageMetadata, renderedTitle, siteImage } from "./seo";

const articlePath = (locale: string) => `/blog/${locale}/un-article`;

describe("documentTitle", () => {
  it("adds the site's name when the whole stays within 60 characters", () => {
    expect(documentTitle("Blogue")).toBe("Blogue");
    expect(renderedTitle("Blogue")).toBe("Blogue · MadameAI");
    const longest = "x".repeat(MAX_TITLE_LENGTH - " · MadameAI".length);
    expect(renderedTitle(longest)).toHaveLength(MAX_TITLE_LENGTH);
  });

  it("keeps a title alone when the name would not fit, or when it already names the site", () => {
    const long = "Préparer une étape de la démarche de francisation de l'OQLF";
    expect(documentTitle(long)).toEqual({ absolute: long });
    expect(renderedTitle(long)).toBe(long);
    expect(documentTitle("Essayer MadameAI")).toEqual({ absolute: "Essayer MadameAI" });
  });
});

describe("languageAlternates", () => {
  it("lists every language and French as x-default", () => {
    expect(languageAlternates(articlePath)).toEqual({
      fr: "/blog/fr/un-article",
      en: "/blog/en/un-article",
      es: "/blog/es/un-article",
      "x-default": "/blog/fr/un-article",
    });
  });
});

describe("pageMetadata", () => {
  it("describes a one-URL page: canonical without hreflang, website card in the visitor's locale, the site's image", () => {
    const metadata = pageMetadata({
      title: "Nous joindre",
      description: "Un formulaire pour joindre notre équipe.",
      path: "/contact",
      locale: "en",
    });
    expect(metadata.title).toBe("Nous joindre");
    expect(metadata.description).toBe("Un formulaire pour joindre notre équipe.");
    expect(metadata.alternates).toEqual({ canonical: "/contact" });
    expect(metadata.openGraph).toMatchObject({
      type: "website",
      title: "Nous joindre",
      description: "Un formulaire pour joindre notre équipe.",
      url: "/contact",
      siteName: "MadameAI",
      locale: "en_CA",
      images: [{ url: siteImage.url, alt: "MadameAI", width: 1200, height: 630, type: "image/png" }],
    });
    expect(metadata.openGraph).not.toHaveProperty("alternateLocale", expect.anything());
    expect(metadata.twitter).toMatchObject({
      card: "summary_large_image",
      title: "Nous joindre",
      images: [{ url: siteImage.url }],
    });
  });

  it("gives results pages the shorter search title, and link previews the full one", () => {
    const title = "Loi 96 : guide pratique de la francisation pour les employeurs";
    const metadata = pageMetadata({
      title,
      searchTitle: "Loi 96 : guide de francisation pour employeurs",
      description: "Un guide.",
      path: "/blog/resources/fr/guide",
      locale: "fr",
    });
    expect(renderedTitle(metadata.title as string)).toBe("Loi 96 : guide de francisation pour employeurs · MadameAI");
    expect(metadata.openGraph).toMatchObject({ title });
    expect(metadata.twitter).toMatchObject({ title });
  });

  it("describes an article: its language's canonical, hreflang for all three with x-default, article dates and tags", () => {
    const metadata = pageMetadata({
      title: "Cómo funciona la repetición espaciada (y por qué ayuda)",
      description: "Una descripción.",
      path: articlePath("es"),
      locale: "es",
      languages: articlePath,
      image: "colocated",
      article: { publishedTime: "2026-10-23", tags: ["Aprendizaje"] },
    });
    expect(metadata.title).toEqual({ absolute: "Cómo funciona la repetición espaciada (y por qué ayuda)" });
    expect(metadata.alternates).toEqual({
      canonical: "/blog/es/un-article",
      languages: languageAlternates(articlePath),
    });
    expect(metadata.openGraph).toMatchObject({
      type: "article",
      locale: "es_ES",
      alternateLocale: ["fr_CA", "en_CA"],
      publishedTime: "2026-10-23",
      tags: ["Aprendizaje"],
    });
  });

  it("leaves the images out for a colocated opengraph-image, so that Next.js adds it (it does only where `images` is absent)", () => {
    const metadata = pageMetadata({
      title: "Un article",
      description: "Une description.",
      path: articlePath("fr"),
      locale: "fr",
      languages: articlePath,
      image: "colocated",
    });
    expect(metadata.openGraph).not.toHaveProperty("images");
    expect(metadata.twitter).not.toHaveProperty("images");
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
  });
});
