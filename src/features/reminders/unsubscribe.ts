import { eq } from "drizzle-orm";
import type { Database } from "@/db";
import { learnerProfile } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import { userOfUnsubscribeToken } from "./unsubscribe-token";

/** Whether an unsubscribe link's token is one of ours (the page shows its button only then). */
export const isUnsubscribeToken = (token: unknown): boolean => userOfUnsubscribeToken(token) !== null;

/**
 * Turns off every reminder of the person the token was made for: the daily one and the weekly
 * summary. Saying it twice is no error; a token that is not ours changes nothing.
 */
export async function unsubscribeFromReminders(db: Database, token: unknown): Promise<void> {
  const userId = userOfUnsubscribeToken(token);
  if (!userId) throw new ApiError("unsubscribe_link_invalid");
  await db
    .update(learnerProfile)
    .set({ reminderTime: null, weeklySummary: false, updatedAt: new Date() })
    .where(eq(learnerProfile.userId, userId));
}
