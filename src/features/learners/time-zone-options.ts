import { getLocale, getTranslations } from "next-intl/server";
import { timeZoneOptions, type TimeZoneOptions } from "./options";

/** The time-zone choices of a form, Canadian regions named in the page's language, offsets as of now. */
export async function localizedTimeZoneOptions(now = new Date()): Promise<TimeZoneOptions> {
  const [t, locale] = await Promise.all([getTranslations("onboarding.regions"), getLocale()]);
  return timeZoneOptions(locale, now, (region) => t(region));
}
