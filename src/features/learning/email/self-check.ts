import { and, desc, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/db";
import { emailSubmission } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";

/*
 * A self-check's ticks: without a correction, the learner ticks the checklist items their e-mail
 * meets. Each tick saves the whole list with the e-mail it is about; the same e-mail sent again
 * (after a reload, the next day) starts from them, and they go out with the learner's data.
 */

/** More than any task's checklist, so a list is never cut short, few enough to refuse a flood. */
const MOST_ITEMS = 20;

export const emailSelfCheckInput = z.strictObject({
  submissionId: z.string().min(1).max(64),
  ticked: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MOST_ITEMS - 1),
    )
    .max(MOST_ITEMS)
    .transform((items) => [...new Set(items)].sort((x, y) => x - y)),
});
export type EmailSelfCheckInput = z.infer<typeof emailSelfCheckInput>;

/** Saves the items ticked on one of the learner's own self-checked e-mails; anyone else's is not found. */
export async function saveEmailSelfCheck(
  db: Database,
  { userId }: { userId: string },
  { submissionId, ticked }: EmailSelfCheckInput,
): Promise<void> {
  const saved = await db
    .update(emailSubmission)
    .set({ selfCheck: ticked })
    .where(
      and(eq(emailSubmission.id, submissionId), eq(emailSubmission.userId, userId), eq(emailSubmission.source, "self")),
    )
    .returning({ id: emailSubmission.id });
  if (saved.length === 0) throw new ApiError("not_found");
}

/** What the learner last ticked on this same e-mail (same task, same text), or nothing. */
export async function ticksOfSameEmail(
  db: Database,
  { userId, exerciseId, textKey }: { userId: string; exerciseId: string; textKey: string },
): Promise<number[]> {
  const [row] = await db
    .select({ selfCheck: emailSubmission.selfCheck })
    .from(emailSubmission)
    .where(
      and(
        eq(emailSubmission.userId, userId),
        eq(emailSubmission.exerciseId, exerciseId),
        eq(emailSubmission.textKey, textKey),
        isNotNull(emailSubmission.selfCheck),
      ),
    )
    .orderBy(desc(emailSubmission.createdAt))
    .limit(1);
  return row?.selfCheck ?? [];
}
