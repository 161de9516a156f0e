import { and, eq } from "drizzle-orm";
import type { Database } from "@/db";
import { member, organization } from "@/db/schema";

/**
 * Whether this person may use the browser's own speech recognition: not when any organization they
 * belong to turned it off (the strictest wins: their employer's choice follows them everywhere).
 */
export async function browserRecognitionAllowed(db: Database, { userId }: { userId: string }): Promise<boolean> {
  const [refusing] = await db
    .select({ id: organization.id })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.userId, userId), eq(organization.browserRecognition, false)))
    .limit(1);
  return !refusing;
}
