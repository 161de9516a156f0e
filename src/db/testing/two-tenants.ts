import { setPassword } from "@/features/auth/passwords";
import type { Database } from "../client";
import { member, organization, user } from "../schema";

/**
 * Two organizations that must never see each other's data, each with an owner-admin and a
 * learner, plus an individual learner with no organization. Every feature's integration test
 * loads this and checks that tenant B sees nothing of tenant A.
 */
export const twoTenants = {
  a: {
    organization: { id: "org_a", name: "Fromagerie Tremblay", slug: "fromagerie-tremblay" },
    admin: { id: "user_a_admin", name: "Julie Tremblay", email: "julie@fromagerie-tremblay.test", locale: "fr" },
    learner: { id: "user_a_learner", name: "Carlos Mendoza", email: "carlos@fromagerie-tremblay.test", locale: "es" },
  },
  b: {
    organization: { id: "org_b", name: "Transports Gagnon", slug: "transports-gagnon" },
    admin: { id: "user_b_admin", name: "Marc Gagnon", email: "marc@transports-gagnon.test", locale: "fr" },
    learner: { id: "user_b_learner", name: "Priya Shah", email: "priya@transports-gagnon.test", locale: "en" },
  },
  individual: { id: "user_individual", name: "Anh Nguyen", email: "anh.nguyen@example.test", locale: null },
  /** Every fixture person signs in with this password. */
  password: "Fixture-Password-2026",
} as const;

export async function seedTwoTenants(db: Database): Promise<typeof twoTenants> {
  const { a, b, individual } = twoTenants;
  await db.insert(organization).values([a.organization, b.organization]).onConflictDoNothing();
  // Verified addresses: the people an admin invited and who proved their address by signing in.
  await db
    .insert(user)
    .values([a.admin, a.learner, b.admin, b.learner, individual].map((person) => ({ ...person, emailVerified: true })))
    .onConflictDoNothing();
  await db
    .insert(member)
    .values([
      { id: "member_a_admin", organizationId: a.organization.id, userId: a.admin.id, role: "owner" },
      { id: "member_a_learner", organizationId: a.organization.id, userId: a.learner.id, role: "member" },
      { id: "member_b_admin", organizationId: b.organization.id, userId: b.admin.id, role: "owner" },
      { id: "member_b_learner", organizationId: b.organization.id, userId: b.learner.id, role: "member" },
    ])
    .onConflictDoNothing();
  for (const person of [a.admin, a.learner, b.admin, b.learner, individual]) {
    await setPassword(db, { userId: person.id, password: twoTenants.password });
  }
  return twoTenants;
}
