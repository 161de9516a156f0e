import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { member, user } from "@/db/schema";

export type OrganizationMember = { userId: string; name: string; email: string; role: string };

/** The people of one organization, owners then admins then members; never anyone else's. */
export async function listMembers(db: Database, { organizationId }: { organizationId: string }): Promise<OrganizationMember[]> {
  return db
    .select({ userId: user.id, name: user.name, email: user.email, role: member.role })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, organizationId))
    .orderBy(sql`case ${member.role} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(user.name));
}
