import { getDb } from "./index";
import { member, organization, user } from "./schema";
import { setPassword } from "@/features/auth/passwords";
import { listMembers } from "@/features/orgs";

/**
 * Demo data for `npm run demo`: one Quebec organization with an admin and learners, and one
 * individual learner. Safe to run again: existing rows are left as they are.
 */
const demo = {
  /** Printed below: these are demo accounts on a local database, not secrets. */
  password: "Demo-MadameAI-2026",
  organization: { id: "org_demo", name: "Boulangerie Laurentienne inc.", slug: "boulangerie-laurentienne" },
  people: [
    { id: "user_demo_admin", name: "Isabelle Côté", email: "isabelle.cote@demo.madameai.ca", locale: "fr", role: "owner" },
    { id: "user_demo_learner_1", name: "Rafael Ortiz", email: "rafael.ortiz@demo.madameai.ca", locale: "es", role: "member" },
    { id: "user_demo_learner_2", name: "Meera Patel", email: "meera.patel@demo.madameai.ca", locale: "en", role: "member" },
    { id: "user_demo_learner_3", name: "Tran Van Minh", email: "minh.tran@demo.madameai.ca", locale: "fr", role: "member" },
  ],
  individual: { id: "user_demo_individual", name: "Amina Diallo", email: "amina.diallo@demo.madameai.ca", locale: "fr" },
} as const;

async function seed(): Promise<void> {
  const db = await getDb();
  await db.insert(organization).values(demo.organization).onConflictDoNothing();
  await db
    .insert(user)
    .values([...demo.people.map(({ role: _role, ...person }) => person), demo.individual].map((person) => ({ ...person, emailVerified: true })))
    .onConflictDoNothing();
  await db
    .insert(member)
    .values(demo.people.map((person) => ({ id: `member_${person.id}`, organizationId: demo.organization.id, userId: person.id, role: person.role })))
    .onConflictDoNothing();

  for (const person of [...demo.people, demo.individual]) await setPassword(db, { userId: person.id, password: demo.password });

  const members = await listMembers(db, { organizationId: demo.organization.id });
  const lines = [
    "",
    `Demo data ready: ${demo.organization.name}`,
    ...members.map((m) => `  ${m.role.padEnd(7)} ${m.name.padEnd(16)} ${m.email}`),
    `  individual ${demo.individual.name.padEnd(13)} ${demo.individual.email}`,
    `Password for every demo account: ${demo.password}  (sign in at /auth/sign-in)`,
    "",
  ];
  process.stdout.write(lines.join("\n"));
}

seed()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
