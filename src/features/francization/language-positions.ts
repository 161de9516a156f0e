import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/db";
import { otherLanguagePosition } from "@/db/schema";
import { changedFields, recordAudit } from "@/features/audit";
import { ApiError } from "@/lib/api/errors";
import type { OtherLanguagePositionInput } from "./schemas";

/*
 * Positions for which the organization requires a language other than French. Section 46 of the
 * Charter allows it only after assessing the real needs of the tasks and showing that staff who
 * already know that language cannot cover them; each entry keeps that justification, dated and signed.
 */

export type OtherLanguagePosition = OtherLanguagePositionInput & { id: string; createdAt: Date };
type Scope = { organizationId: string };
type Acting = Scope & { actorId: string };

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
  { organizationId, actorId }: Acting,
  input: OtherLanguagePositionInput,
): Promise<{ id: string }> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(otherLanguagePosition).values({ id, organizationId, ...input });
    await recordAudit(
      tx,
      { organizationId },
      { act: "cockpit.position_changed", actor: { id: actorId }, after: input },
    );
  });
  return { id };
}

/** Corrects a recorded position (a better analysis, a new decision date and signer). */
export async function updateOtherLanguagePosition(
  db: Database,
  { organizationId, actorId }: Acting,
  { id, ...fields }: OtherLanguagePositionInput & { id: string },
): Promise<void> {
  const ofThisOrganization = and(
    eq(otherLanguagePosition.id, id),
    eq(otherLanguagePosition.organizationId, organizationId),
  );
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(otherLanguagePosition).where(ofThisOrganization).limit(1);
    if (!current) throw new ApiError("not_found");
    await tx.update(otherLanguagePosition).set(fields).where(ofThisOrganization);
    const change = changedFields(current, fields);
    if (Object.keys(change.after).length === 0) return;
    await recordAudit(
      tx,
      { organizationId },
      {
        act: "cockpit.position_changed",
        actor: { id: actorId },
        before: { title: current.title, ...change.before },
        after: change.after,
      },
    );
  });
}

export async function deleteOtherLanguagePosition(
  db: Database,
  { organizationId, actorId }: Acting,
  { id }: { id: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(otherLanguagePosition)
      .where(and(eq(otherLanguagePosition.id, id), eq(otherLanguagePosition.organizationId, organizationId)))
      .returning({ title: otherLanguagePosition.title, language: otherLanguagePosition.language });
    if (!deleted) throw new ApiError("not_found");
    await recordAudit(
      tx,
      { organizationId },
      { act: "cockpit.position_changed", actor: { id: actorId }, before: deleted },
    );
  });
}
