import { hashPassword } from "better-auth/crypto";
import { count, eq } from "drizzle-orm";
import type { Database } from "./client";
import { seedDemoPractice } from "./demo-practice";
import { seedDemoTeam } from "./demo-team";
import { account, learnerProfile, member, organization, seatGrant, user } from "./schema";

/**
 * Demo data: one Quebec organization with an owner, an admin and learners, plus an individual
 * learner who has not done onboarding yet. Printed at creation: these are demo accounts on a
 * local database, not secrets.
 */
export const demo = {
  password: "Demo-MadameAI-2026",
  /** Seats granted to the demo organization (its people and colleagues take 21). */
  seats: 40,
  organization: { id: "org_demo", name: "Boulangerie Laurentienne inc.", slug: "boulangerie-laurentienne" },
  people: [
    {
      id: "user_demo_owner",
      name: "Isabelle Côté",
      email: "isabelle.cote@demo.madameai.ca",
      locale: "fr",
      role: "owner",
      native: "fr",
      learns: "en",
      job: "Présidente",
    },
    {
      id: "user_demo_admin",
      name: "Jean-François Roy",
      email: "jf.roy@demo.madameai.ca",
      locale: "fr",
      role: "admin",
      native: "fr",
      learns: "en",
      job: "Responsable des ressources humaines",
    },
    {
      id: "user_demo_learner_1",
      name: "Rafael Ortiz",
      email: "rafael.ortiz@demo.madameai.ca",
      locale: "es",
      role: "member",
      native: "es",
      learns: "fr",
      job: "Boulanger",
    },
    {
      id: "user_demo_learner_2",
      name: "Meera Patel",
      email: "meera.patel@demo.madameai.ca",
      locale: "en",
      role: "member",
      native: "hi",
      learns: "fr",
      job: "Comptable",
    },
    {
      id: "user_demo_learner_3",
      name: "Tran Van Minh",
      email: "minh.tran@demo.madameai.ca",
      locale: "fr",
      role: "member",
      native: "vi",
      learns: "fr",
      job: "Livreur",
    },
  ],
  individual: {
    id: "user_demo_individual",
    name: "Amina Diallo",
    email: "amina.diallo@demo.madameai.ca",
    locale: "fr",
  },
} as const;

/** Creates the demo data; safe to run again (existing rows are left as they are). */
export async function seedDemo(db: Database): Promise<void> {
  const people = [...demo.people, demo.individual];
  const hash = await hashPassword(demo.password);
  await db.insert(organization).values(demo.organization).onConflictDoNothing();
  await db
    .insert(user)
    .values(people.map(({ id, name, email, locale }) => ({ id, name, email, locale, emailVerified: true })))
    .onConflictDoNothing();
  await db
    .insert(account)
    .values(
      people.map(({ id }) => ({
        id: `credential_${id}`,
        accountId: id,
        providerId: "credential",
        userId: id,
        password: hash,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(member)
    .values(
      demo.people.map((person) => ({
        id: `member_${person.id}`,
        organizationId: demo.organization.id,
        userId: person.id,
        role: person.role,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(learnerProfile)
    .values(
      demo.people.map((person) => ({
        userId: person.id,
        nativeLanguage: person.native,
        targetLanguage: person.learns,
        variant: person.learns === "fr" ? ("fr-CA" as const) : ("en-CA" as const),
        industry: "food",
        jobTitle: person.job,
        goals: ["meetings", "customers"],
        dailyMinutes: 10,
        timeZone: "America/Toronto",
      })),
    )
    .onConflictDoNothing();
  // The demo organization holds its seats without Stripe, so it keeps working when billing is on.
  await db
    .insert(seatGrant)
    .values({ organizationId: demo.organization.id, seats: demo.seats, note: "demo organization" })
    .onConflictDoNothing();
  await seedDemoPractice(db, demo.organization.id);
  await seedDemoTeam(db, demo.organization.id);
}

/** The lines printed after creating the demo data: who is who, and the shared password. */
export function demoCredentials(): string {
  return [
    "",
    `Demo data ready: ${demo.organization.name}`,
    ...demo.people.map((p) => `  ${p.role.padEnd(10)} ${p.name.padEnd(18)} ${p.email}`),
    "  and 16 colleagues with six months of practice, to fill /team (they cannot sign in)",
    `  individual ${demo.individual.name.padEnd(18)} ${demo.individual.email}  (has not done onboarding yet)`,
    `Password for every demo account: ${demo.password}  (sign in at /auth/sign-in)`,
    "",
  ].join("\n");
}

export type DemoDecision = "created" | "present" | "skipped";

/**
 * Demo data on the first run of an empty embedded database, or on any database when asked
 * (DEMO_DATA=true). A database that already holds other people is never touched uninvited.
 */
export async function ensureDemoData(
  db: Database,
  { embedded, requested }: { embedded: boolean; requested: boolean },
): Promise<DemoDecision> {
  const [present] = await db
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.id, demo.organization.id))
    .limit(1);
  if (present && !requested) return "present";
  if (!requested) {
    if (!embedded) return "skipped";
    const [people] = await db.select({ n: count() }).from(user);
    if ((people?.n ?? 0) > 0) return "skipped";
  }
  await seedDemo(db);
  return present ? "present" : "created";
}
