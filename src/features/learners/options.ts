import { knownTimeZones, utcOffset } from "@/lib/days";
import { nativeLanguages, type NativeLanguage } from "./schemas";

export type Option<Value extends string = string> = { value: Value; label: string };
export type TimeZoneOptions = { canada: Option[]; world: Option[] };

/**
 * The main Canadian time zones, Quebec's first, shown before the rest of the world with a name
 * people recognize. Other Canadian zones (Moncton, Iqaluit…) stay in the full list.
 */
export const canadianTimeZones = [
  { zone: "America/Toronto", region: "eastern" },
  { zone: "America/Blanc-Sablon", region: "blancSablon" },
  { zone: "America/Halifax", region: "atlantic" },
  { zone: "America/St_Johns", region: "newfoundland" },
  { zone: "America/Winnipeg", region: "central" },
  { zone: "America/Regina", region: "saskatchewan" },
  { zone: "America/Edmonton", region: "mountain" },
  { zone: "America/Vancouver", region: "pacific" },
  { zone: "America/Whitehorse", region: "yukon" },
] as const;
export type CanadianRegion = (typeof canadianTimeZones)[number]["region"];

/** First languages named in the interface language, in its alphabetical order, "other" last. */
export function nativeLanguageOptions(locale: string, otherLabel: string): Option<NativeLanguage>[] {
  const names = new Intl.DisplayNames([locale], { type: "language" });
  const collator = new Intl.Collator(locale);
  const named = nativeLanguages
    .filter((code) => code !== "other")
    .map((code) => ({ value: code, label: capitalize(names.of(code) ?? code, locale) }))
    .sort((left, right) => collator.compare(left.label, right.label));
  return [...named, { value: "other", label: otherLabel }];
}

/** Every zone the engine knows: the main Canadian ones first with their names, then the world A–Z. */
export function timeZoneOptions(
  locale: string,
  now: Date,
  regionName: (region: CanadianRegion) => string,
): TimeZoneOptions {
  const canadian = new Set<string>(canadianTimeZones.map(({ zone }) => zone));
  const canada = canadianTimeZones.map(({ zone, region }) => ({
    value: zone,
    label: `${regionName(region)} (${utcOffset(zone, locale, now)})`,
  }));
  const world = knownTimeZones()
    .filter((zone) => !canadian.has(zone))
    .map((zone) => ({ value: zone, label: `${zone.replaceAll("_", " ")} (${utcOffset(zone, locale, now)})` }));
  return { canada, world };
}

function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
