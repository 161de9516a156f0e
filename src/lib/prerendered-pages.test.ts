import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE } from "@/features/analytics";
import { sessionCookieOf } from "@/features/auth";
import { THEME_COOKIE, themes } from "@/features/preferences";
import {
  CONSENT_COOKIE_NAME,
  THEME_COOKIE_NAME,
  chooseVariant,
  consentVariants,
  hasSessionCookie,
  isPrerenderedPath,
  prerenderedRewrites,
  variantHtmlFile,
} from "./prerendered-pages";

describe("prerendered page variants", () => {
  it("read the cookies the features write, under the same names", () => {
    expect(THEME_COOKIE_NAME).toBe(THEME_COOKIE);
    expect(CONSENT_COOKIE_NAME).toBe(CONSENT_COOKIE);
    for (const cookie of ["madameai.session_token=a.b", "x=1; __Secure-madameai.session_token=a.b", "a=1"]) {
      expect(hasSessionCookie(cookie), cookie).toBe(sessionCookieOf(new Headers({ cookie })) !== null);
    }
    expect(hasSessionCookie(null)).toBe(false);
  });

  it("take the saved language, then Accept-Language, then French", () => {
    const base = { acceptLanguage: null, themeSwitcher: true };
    expect(chooseVariant({ ...base, localeCookie: "en" }).locale).toBe("en");
    expect(chooseVariant({ ...base, localeCookie: "de", acceptLanguage: "es;q=0.5, en;q=0.8" }).locale).toBe("en");
    expect(chooseVariant(base).locale).toBe("fr");
  });

  it("take the theme while the switcher is on, and the analytics answer once given", () => {
    const base = { acceptLanguage: null, themeSwitcher: true };
    for (const theme of themes) expect(chooseVariant({ ...base, themeCookie: theme }).theme).toBe(theme);
    expect(chooseVariant({ ...base, themeCookie: "dark", themeSwitcher: false }).theme).toBe("system");
    expect(chooseVariant({ ...base, themeCookie: "sepia" }).theme).toBe("system");
    expect(consentVariants.map((consent) => chooseVariant({ ...base, consentCookie: consent }).consent)).toEqual([
      "unset",
      "granted",
      "denied",
    ]);
    expect(chooseVariant({ ...base, consentCookie: "maybe" }).consent).toBe("unset");
  });

  it("live under an internal segment, one HTML file each", () => {
    const variant = { locale: "en", theme: "dark", consent: "unset" } as const;
    expect(variantHtmlFile("/", variant)).toBe("prerendered/en/dark/unset.html");
    expect(variantHtmlFile("/blog/fr/a-b", variant)).toBe("prerendered/en/dark/unset/blog/fr/a-b.html");
  });

  it("are reached by rewrites for exactly the prerendered addresses, and the segment itself is unknown", () => {
    const rewrites = prerenderedRewrites();
    expect(rewrites[0]).toEqual({ source: "/prerendered/:path*", destination: "/not-found" });
    const samples: Record<string, [address: string, destination: string]> = {
      "/": ["/", ""],
      "/blog": ["/blog", "/blog"],
      "/blog/resources": ["/blog/resources", "/blog/resources"],
      "/privacy": ["/privacy", "/privacy"],
      "/terms": ["/terms", "/terms"],
      "/blog/:lang(fr|en|es)/:slug": ["/blog/es/x-y", "/blog/:lang/:slug"],
      "/blog/resources/:lang(fr|en|es)/:slug": ["/blog/resources/fr/x", "/blog/resources/:lang/:slug"],
    };
    for (const rewrite of rewrites.slice(1)) {
      const [address, destination] = samples[rewrite.source]!;
      expect(isPrerenderedPath(address), rewrite.source).toBe(true);
      expect(rewrite.destination).toBe(`/prerendered/:locale/:theme/:consent${destination}`);
      const pattern = new RegExp(`^${rewrite.has![0]!.value}$`);
      expect(pattern.exec("en/dark/granted")?.groups).toEqual({ locale: "en", theme: "dark", consent: "granted" });
      expect(pattern.test("de/dark/granted")).toBe(false);
    }
    expect(rewrites).toHaveLength(Object.keys(samples).length + 1);
  });
});
