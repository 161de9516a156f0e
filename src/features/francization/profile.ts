import { eq } from "drizzle-orm";
import type { Database } from "@/db";
import { francizationProfile } from "@/db/schema";
import { changedFields, recordAudit } from "@/features/audit";
import { francizationDateFields, type FrancizationDateField } from "./dates";
import type { FrancizationProfileInput } from "./schemas";

/** What the organization entered about itself for the Charter; every field empty until then. */
export type FrancizationProfile = FrancizationProfileInput & { updatedAt: Date | null };

const EMPTY: FrancizationProfile = {
  legalName: null,
  enterpriseNumber: null,
  establishmentsInQuebec: null,
  headCount: null,
  ...(Object.fromEntries(francizationDateFields.map((field) => [field, null])) as Record<FrancizationDateField, null>),
  updatedAt: null,
};

export async function getFrancizationProfile(
  db: Database,
  { organizationId }: { organizationId: string },
): Promise<FrancizationProfile> {
  const [row] = await db
    .select()
    .from(francizationProfile)
    .where(eq(francizationProfile.organizationId, organizationId))
    .limit(1);
  if (!row) return EMPTY;
  const { organizationId: _, ...profile } = row;
  return profile;
}

export async function saveFrancizationProfile(
  db: Database,
  { organizationId, actorId }: { organizationId: string; actorId: string },
  input: FrancizationProfileInput,
): Promise<void> {
  const values = { ...input, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    const { updatedAt: _, ...current } = await getFrancizationProfile(tx, { organizationId });
    await tx
      .insert(francizationProfile)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: francizationProfile.organizationId, set: values });
    const change = changedFields(current, input);
    if (Object.keys(change.after).length === 0) return;
    await recordAudit(tx, { organizationId }, { act: "cockpit.profile_changed", actor: { id: actorId }, ...change });
  });
}
