import { describe, expect, it } from "vitest";
import { negotiateAcceptLanguage, resolveLocale } from "./resolve-locale";

describe("resolveLocale", () => {
  it("prefers the saved preference over everything", () => {
    expect(resolveLocale({ saved: "es", cookie: "en", acceptLanguage: "fr-CA" })).toBe("es");
  });
  it("uses the cookie when nothing is saved", () => {
    expect(resolveLocale({ saved: null, cookie: "en", acceptLanguage: "es" })).toBe("en");
  });
  it("ignores an unsupported saved value or cookie", () => {
    expect(resolveLocale({ saved: "de", cookie: "pt", acceptLanguage: "es-MX,es;q=0.9" })).toBe("es");
  });
  it("falls back to French", () => {
    expect(resolveLocale({})).toBe("fr");
    expect(resolveLocale({ acceptLanguage: "de-DE,de;q=0.9,ja;q=0.5" })).toBe("fr");
  });
});

describe("negotiateAcceptLanguage", () => {
  it("matches regional variants to their language", () => {
    expect(negotiateAcceptLanguage("en-CA")).toBe("en");
    expect(negotiateAcceptLanguage("fr-CA,fr;q=0.9")).toBe("fr");
  });
  it("orders by quality, then by position", () => {
    expect(negotiateAcceptLanguage("de;q=1, es;q=0.4, en;q=0.8")).toBe("en");
    expect(negotiateAcceptLanguage("es, en")).toBe("es");
  });
  it("treats q=0 as a refusal and * as French", () => {
    expect(negotiateAcceptLanguage("en;q=0, es;q=0.1")).toBe("es");
    expect(negotiateAcceptLanguage("de, *;q=0.5")).toBe("fr");
  });
  it("survives malformed headers", () => {
    expect(negotiateAcceptLanguage(";;;,q=,en;q=abc")).toBeNull();
    expect(negotiateAcceptLanguage("")).toBeNull();
  });
});
