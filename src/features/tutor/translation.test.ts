import { describe, expect, it } from "vitest";
import { guidedTranslationLocale, modelTranslationLanguage } from "./translation";

describe("the language of Madame's translated lines", () => {
  it("is the learner's first language when the dialogue's authors wrote it, whatever the interface", () => {
    expect(guidedTranslationLocale({ nativeLanguage: "es", interfaceLocale: "fr", learned: "fr" })).toBe("es");
    expect(guidedTranslationLocale({ nativeLanguage: "en", interfaceLocale: "es", learned: "fr" })).toBe("en");
    expect(guidedTranslationLocale({ nativeLanguage: "fr", interfaceLocale: "en", learned: "en" })).toBe("fr");
  });

  it("falls back to the interface language for a first language the dialogue lacks", () => {
    expect(guidedTranslationLocale({ nativeLanguage: "ar", interfaceLocale: "es", learned: "fr" })).toBe("es");
    expect(guidedTranslationLocale({ nativeLanguage: "other", interfaceLocale: "en", learned: "fr" })).toBe("en");
    expect(guidedTranslationLocale({ nativeLanguage: null, interfaceLocale: "en", learned: "fr" })).toBe("en");
  });

  it("is never the language learned, even when the interface is in it", () => {
    expect(guidedTranslationLocale({ nativeLanguage: "ar", interfaceLocale: "fr", learned: "fr" })).toBe("en");
    expect(guidedTranslationLocale({ nativeLanguage: "fr", interfaceLocale: "fr", learned: "fr" })).toBe("en");
    expect(guidedTranslationLocale({ nativeLanguage: "en", interfaceLocale: "en", learned: "en" })).toBe("fr");
    expect(modelTranslationLanguage({ nativeLanguage: "fr", interfaceLocale: "fr", learned: "fr" })).toBe("en");
  });

  it("with a model, is any first language the learner named", () => {
    expect(modelTranslationLanguage({ nativeLanguage: "ar", interfaceLocale: "fr", learned: "fr" })).toBe("ar");
    expect(modelTranslationLanguage({ nativeLanguage: "tl", interfaceLocale: "en", learned: "en" })).toBe("tl");
    expect(modelTranslationLanguage({ nativeLanguage: "other", interfaceLocale: "es", learned: "fr" })).toBe("es");
  });
});
