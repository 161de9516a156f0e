import { asc, eq } from "drizzle-orm";
import type { Database } from "@/db";
import { member, organization } from "@/db/schema";

/** For the learner's "what my employer sees" page: each organization they belong to and its policy. */
export type EmployerView = {
  organizationId: string;
  organizationName: string;
  role: string;
  dataSharing: "aggregates" | "named";
  privacyOfficerName: string | null;
  privacyOfficerEmail: string | null;
};

export async function employerViews(db: Database, { userId }: { userId: string }): Promise<EmployerView[]> {
  return db
    .select({
      organizationId: organization.id,
      organizationName: organization.name,
      role: member.role,
      dataSharing: organization.dataSharing,
      privacyOfficerName: organization.privacyOfficerName,
      privacyOfficerEmail: organization.privacyOfficerEmail,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(asc(organization.name));
}
