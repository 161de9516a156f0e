import { eq } from "drizzle-orm";
import type { Database } from "@/db";
import { user } from "@/db/schema";
import { isLocale, type Locale } from "@/i18n/config";

/** The interface language a person saved, if any. Scoped to that person. */
export async function getSavedLocale(db: Database, { userId }: { userId: string }): Promise<Locale | null> {
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, userId)).limit(1);
  return isLocale(row?.locale) ? row.locale : null;
}

export async function saveLocale(db: Database, { userId, locale }: { userId: string; locale: Locale }): Promise<void> {
  await db.update(user).set({ locale, updatedAt: new Date() }).where(eq(user.id, userId));
}
