import { hashPassword } from "better-auth/crypto";
import { getDb } from "@/db";
import { account, learnerProfile, member, organization, user } from "@/db/schema";
import { seedTwoTenants } from "@/db/testing/two-tenants";
import { everyone, memberships, organizations, password } from "./people";

// The security suite's database: the two tenants, plus one account per purpose (people.ts).
async function seed() {
  const db = await getDb();
  await seedTwoTenants(db);
  await db.insert(organization).values(Object.values(organizations)).onConflictDoNothing();
  await db
    .insert(user)
    .values(everyone.map((person) => ({ ...person, emailVerified: true, locale: "fr" })))
    .onConflictDoNothing();
  await db
    .insert(member)
    .values(memberships.map((row) => ({ id: `sec_member_${row.organizationId}_${row.userId}`, ...row })))
    .onConflictDoNothing();
  await db
    .insert(learnerProfile)
    .values(
      everyone.map((person) => ({
        userId: person.id,
        nativeLanguage: "en",
        targetLanguage: "fr" as const,
        variant: "fr-CA" as const,
        industry: "food",
        jobTitle: "Employé",
        goals: ["meetings"],
        dailyMinutes: 10,
        timeZone: "America/Toronto",
      })),
    )
    .onConflictDoNothing();
  // One hash for everyone: the same password, and hashing is the slow part of a seed.
  const hash = await hashPassword(password);
  await db
    .insert(account)
    .values(
      everyone.map((person) => ({
        id: `credential_${person.id}`,
        accountId: person.id,
        providerId: "credential",
        userId: person.id,
        password: hash,
      })),
    )
    .onConflictDoNothing();
}

seed()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
