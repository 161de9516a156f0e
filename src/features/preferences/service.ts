import { getDb } from "@/db";
import { currentViewer } from "@/features/auth";
import type { Locale } from "@/i18n/config";
import { getSavedLocale, saveLocale } from "./queries";

/** The signed-in person's saved interface language; null when nobody is signed in. */
export async function savedLocaleOfViewer(): Promise<Locale | null> {
  const viewer = await currentViewer();
  if (!viewer) return null;
  return getSavedLocale(await getDb(), { userId: viewer.userId });
}

/** Keeps a signed-in person's language choice with their account, so it follows them. */
export async function rememberLocaleForViewer(locale: Locale): Promise<void> {
  const viewer = await currentViewer();
  if (!viewer) return;
  await saveLocale(await getDb(), { userId: viewer.userId, locale });
}
