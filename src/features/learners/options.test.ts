import { describe, expect, it } from "vitest";
import { canonicalTimeZone, knownTimeZones } from "@/lib/days";
import { canadianTimeZones, nativeLanguageOptions, timeZoneOptions } from "./options";
import { nativeLanguages } from "./schemas";

describe("nativeLanguageOptions", () => {
  it("names every listed language in the interface language, alphabetically, with 'other' last", () => {
    const options = nativeLanguageOptions("fr", "Une autre langue");
    expect(options.map((option) => option.value).sort()).toEqual([...nativeLanguages].sort());
    expect(options.at(-1)).toEqual({ value: "other", label: "Une autre langue" });
    expect(options.find((option) => option.value === "ht")?.label).toBe("Créole haïtien");
    expect(options.slice(0, 3).map((option) => option.label)).toEqual(["Allemand", "Anglais", "Arabe"]);
    expect(nativeLanguageOptions("en", "Another language").find((option) => option.value === "zh")?.label).toBe(
      "Chinese",
    );
  });
});

describe("timeZoneOptions", () => {
  const winter = new Date("2026-01-15T12:00:00Z");
  const options = timeZoneOptions("fr", winter, (region) => `region:${region}`);

  it("puts the main Canadian zones first, Quebec's first, each named with its offset", () => {
    expect(options.canada[0]).toEqual({ value: "America/Toronto", label: "region:eastern (UTC−5)" });
    expect(options.canada.map((option) => option.value)).toEqual(canadianTimeZones.map(({ zone }) => zone));
    expect(options.canada.find((option) => option.value === "America/St_Johns")?.label).toBe(
      "region:newfoundland (UTC−3:30)",
    );
  });

  it("then lists every other zone the engine knows, each once, all valid", () => {
    const all = [...options.canada, ...options.world].map((option) => option.value);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(knownTimeZones().length);
    expect(options.world.find((option) => option.value === "America/Moncton")?.label).toBe("America/Moncton (UTC−4)");
    expect(options.world.find((option) => option.value === "America/Mexico_City")?.label).toBe(
      "America/Mexico City (UTC−6)",
    );
    for (const zone of all) expect(canonicalTimeZone(zone), zone).toBe(zone);
  });
});
