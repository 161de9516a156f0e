import { getDb } from "@/db";
import { currentViewer, viewerFromHeaders } from "@/features/auth";
import { isLocale, type Locale } from "@/i18n/config";
import { logger } from "@/lib/logger";
import { saveLocale } from "./queries";

/**
 * The signed-in person's saved interface language; null when nobody is signed in, or when the
 * database cannot say (the page then falls back to the cookie and still renders its error).
 */
export async function savedLocaleOfViewer(): Promise<Locale | null> {
  try {
    const viewer = await currentViewer();
    return isLocale(viewer?.locale) ? viewer.locale : null;
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, "saved locale unavailable");
    return null;
  }
}

/** Keeps a signed-in person's language choice with their account, so it follows them. */
export async function rememberLocaleForViewer(locale: Locale, headers: Headers): Promise<void> {
  const viewer = await viewerFromHeaders(headers);
  if (!viewer) return;
  await saveLocale(await getDb(), { userId: viewer.userId, locale });
}
