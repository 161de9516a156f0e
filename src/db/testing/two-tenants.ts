import { setPassword } from "@/features/auth/passwords";
import type { Database } from "../client";
import { learnerProfile, member, organization, user } from "../schema";

/**
 * Two organizations that must never see each other's data, plus an individual learner with no
 * organization. Org A has every role (owner, admin, member) for the role tables of the tests;
 * its admin also belongs to a small third organization, to test switching between them. Every
 * feature's integration test loads this and checks that tenant B sees nothing of tenant A.
 */
export const twoTenants = {
  a: {
    organization: { id: "org_a", name: "Fromagerie Tremblay", slug: "fromagerie-tremblay" },
    /** The owner. (Called admin: owners are admins with more rights.) */
    admin: { id: "user_a_admin", name: "Julie Tremblay", email: "julie@fromagerie-tremblay.test", locale: "fr" },
    /** An admin who is not the owner; also a member of org C. */
    manager: { id: "user_a_manager", name: "Louis Bouchard", email: "louis@fromagerie-tremblay.test", locale: "fr" },
    learner: { id: "user_a_learner", name: "Carlos Mendoza", email: "carlos@fromagerie-tremblay.test", locale: "es" },
  },
  b: {
    organization: { id: "org_b", name: "Transports Gagnon", slug: "transports-gagnon" },
    admin: { id: "user_b_admin", name: "Marc Gagnon", email: "marc@transports-gagnon.test", locale: "fr" },
    learner: { id: "user_b_learner", name: "Priya Shah", email: "priya@transports-gagnon.test", locale: "en" },
  },
  /** A third organization, only so that org A's manager belongs to two. */
  c: { organization: { id: "org_c", name: "Coopérative Boréale", slug: "cooperative-boreale" } },
  individual: { id: "user_individual", name: "Anh Nguyen", email: "anh.nguyen@example.test", locale: null },
  /** Signed up but has not done onboarding yet: no learner profile, so app pages lead to /onboarding. */
  newcomer: { id: "user_newcomer", name: "Nadia Roy", email: "nadia.roy@example.test", locale: "fr" },
  /** Every fixture person signs in with this password. */
  password: "Fixture-Password-2026",
} as const;

export async function seedTwoTenants(db: Database): Promise<typeof twoTenants> {
  const { a, b, c, individual, newcomer } = twoTenants;
  const onboarded = [a.admin, a.manager, a.learner, b.admin, b.learner, individual];
  const people = [...onboarded, newcomer];
  await db.insert(organization).values([a.organization, b.organization, c.organization]).onConflictDoNothing();
  // Verified addresses: the people an admin invited and who proved their address by signing in.
  await db
    .insert(user)
    .values(people.map((person) => ({ ...person, emailVerified: true })))
    .onConflictDoNothing();
  await db
    .insert(member)
    .values([
      { id: "member_a_admin", organizationId: a.organization.id, userId: a.admin.id, role: "owner" },
      { id: "member_a_manager", organizationId: a.organization.id, userId: a.manager.id, role: "admin" },
      { id: "member_a_learner", organizationId: a.organization.id, userId: a.learner.id, role: "member" },
      { id: "member_b_admin", organizationId: b.organization.id, userId: b.admin.id, role: "owner" },
      { id: "member_b_learner", organizationId: b.organization.id, userId: b.learner.id, role: "member" },
      { id: "member_c_manager", organizationId: c.organization.id, userId: a.manager.id, role: "member" },
    ])
    .onConflictDoNothing();
  // Everyone but the newcomer has finished onboarding, so app pages open directly.
  await db
    .insert(learnerProfile)
    .values(
      onboarded.map((person) => ({
        userId: person.id,
        nativeLanguage: person.locale === "fr" ? "fr" : (person.locale ?? "vi"),
        targetLanguage: person.locale === "fr" ? ("en" as const) : ("fr" as const),
        variant: person.locale === "fr" ? ("en-CA" as const) : ("fr-CA" as const),
        industry: "food",
        jobTitle: "Employé",
        goals: ["meetings"],
        dailyMinutes: 10,
        timeZone: "America/Toronto",
      })),
    )
    .onConflictDoNothing();
  for (const person of people) await setPassword(db, { userId: person.id, password: twoTenants.password });
  return twoTenants;
}
