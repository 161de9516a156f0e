import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/db";
import { otherLanguagePosition } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import type { OtherLanguagePositionInput } from "./schemas";

/*
 * Positions for which the organization requires a language other than French. Section 46 of the
 * Charter allows it only after assessing the real needs of the tasks and showing that staff who
 * already know that language cannot cover them; each entry keeps that justification, dated and signed.
 */

export type OtherLanguagePosition = OtherLanguagePositionInput & { id: string; createdAt: Date };
type Scope = { organizationId: string };

export async function listOtherLanguagePositions(
  db: Database,
  { organizationId }: Scope,
): Promise<OtherLanguagePosition[]> {
  const rows = await db
    .select()
    .from(otherLanguagePosition)
    .where(eq(otherLanguagePosition.organizationId, organizationId))
    .orderBy(asc(otherLanguagePosition.decidedOn), asc(otherLanguagePosition.title));
  return rows.map(({ organizationId: _, ...row }) => row);
}

export async function addOtherLanguagePosition(
  db: Database,
  { organizationId }: Scope,
  input: OtherLanguagePositionInput,
): Promise<{ id: string }> {
  const id = randomUUID();
  await db.insert(otherLanguagePosition).values({ id, organizationId, ...input });
  return { id };
}

/** Corrects a recorded position (a better analysis, a new decision date and signer). */
export async function updateOtherLanguagePosition(
  db: Database,
  { organizationId }: Scope,
  { id, ...fields }: OtherLanguagePositionInput & { id: string },
): Promise<void> {
  const updated = await db
    .update(otherLanguagePosition)
    .set(fields)
    .where(and(eq(otherLanguagePosition.id, id), eq(otherLanguagePosition.organizationId, organizationId)))
    .returning({ id: otherLanguagePosition.id });
  if (updated.length === 0) throw new ApiError("not_found");
}

export async function deleteOtherLanguagePosition(
  db: Database,
  { organizationId }: Scope,
  { id }: { id: string },
): Promise<void> {
  const deleted = await db
    .delete(otherLanguagePosition)
    .where(and(eq(otherLanguagePosition.id, id), eq(otherLanguagePosition.organizationId, organizationId)))
    .returning({ id: otherLanguagePosition.id });
  if (deleted.length === 0) throw new ApiError("not_found");
}
