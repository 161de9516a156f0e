import { eq } from "drizzle-orm";
import type { Database } from "@/db";
import { user } from "@/db/schema";
import type { Locale } from "@/i18n/config";

export type Profile = { name: string; email: string; locale: Locale | null };

/** One person's profile; never anyone else's. */
export async function getProfile(db: Database, { userId }: { userId: string }): Promise<Profile | null> {
  const [row] = await db.select({ name: user.name, email: user.email, locale: user.locale }).from(user).where(eq(user.id, userId)).limit(1);
  return row ? { ...row, locale: row.locale as Locale | null } : null;
}

export async function updateProfile(db: Database, { userId, name, locale }: { userId: string; name: string; locale: Locale }): Promise<void> {
  await db.update(user).set({ name, locale, updatedAt: new Date() }).where(eq(user.id, userId));
}
