/**
 * Bench data for Madame's time to first token: one learner of French, member of an organization
 * whose daily budget of turns with the model is far above what a bench run takes (individuals get
 * 100 a day, fewer than the warm-up and the measured turns). Runs on the bench's fresh PGlite
 * before the app starts; writes who to sign in as to the path given.
 *   npx tsx bench/seed-tutor.ts <tutor.json>
 */
import { writeFileSync } from "node:fs";
import { hashPassword } from "better-auth/crypto";
import { getDb } from "../src/db";
import { account, learnerProfile, member, organization, user } from "../src/db/schema";

const EMAIL = "tutor@bench.test";
const PASSWORD = "Bench-Tutor-2026";

async function main() {
  const db = await getDb();
  const id = "bench_tutor";
  await db
    .insert(organization)
    .values({ id: "bench_org", name: "Bench Boulangerie", slug: "bench-boulangerie", tutorDailyTurns: 100_000 });
  await db.insert(user).values({ id, name: "Bench Tutor", email: EMAIL, emailVerified: true, locale: "fr" });
  await db.insert(account).values({
    id: `credential_${id}`,
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(PASSWORD),
  });
  await db.insert(member).values({ id: "member_bench_tutor", organizationId: "bench_org", userId: id, role: "member" });
  await db.insert(learnerProfile).values({
    userId: id,
    nativeLanguage: "es",
    targetLanguage: "fr",
    variant: "fr-CA",
    industry: "food",
    jobTitle: "Boulanger",
    goals: ["meetings"],
    dailyMinutes: 15,
    timeZone: "America/Toronto",
  });
  writeFileSync(process.argv[2]!, JSON.stringify({ email: EMAIL, password: PASSWORD }));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
