/**
 * Bench data for /team: an organization of 2,000 members with a year of activity, sharing named
 * progress (the heaviest render: level, minutes and last activity per person): 12 departments,
 * 20 positions, about 100 lessons, 50 review sessions and 15 conversations with Madame per
 * person over the year, a placement and level ups, a francization profile, training entries.
 * Written in batches straight into the bench's fresh PGlite before the app starts; writes who to
 * sign in as (the owner) to the path given.
 *   npx tsx bench/seed-team.ts <team.json>
 */
import { writeFileSync } from "node:fs";
import { hashPassword } from "better-auth/crypto";
import { getDb } from "../src/db";
import { PLACEMENT_RESULTS } from "../src/lib/levels";
import {
  account,
  department,
  francizationProfile,
  learnerProfile,
  lessonAttempt,
  levelReached,
  member,
  memberPlacement,
  organization,
  position,
  reviewSession,
  trainingEntry,
  tutorSession,
  user,
} from "../src/db/schema";
import { inBatches, random } from "./seed-helpers";

const EMAIL = "owner@team.bench.test";
const PASSWORD = "Bench-Team-2026";
const MEMBERS = 2000;
const DAY_MS = 86_400_000;
const BATCH = 1000;

async function main() {
  const db = await getDb();
  const next = random(96);
  const now = Date.now();
  const organizationId = "bench_team_org";
  await db
    .insert(organization)
    .values({ id: organizationId, name: "Bench Transport inc.", slug: "bench-transport", dataSharing: "named" });
  const departments = Array.from({ length: 12 }, (_, index) => ({
    id: `bench_dept_${index}`,
    organizationId,
    name: `Service ${index + 1}`,
  }));
  const positions = Array.from({ length: 20 }, (_, index) => ({
    id: `bench_pos_${index}`,
    organizationId,
    name: `Poste ${index + 1}`,
  }));
  await db.insert(department).values(departments);
  await db.insert(position).values(positions);

  const people = Array.from({ length: MEMBERS }, (_, index) => ({
    id: `bench_member_${index}`,
    name: `Employé ${String(index).padStart(4, "0")}`,
    email: index === 0 ? EMAIL : `member${index}@team.bench.test`,
  }));
  await inBatches(people, BATCH, (batch) =>
    db.insert(user).values(batch.map((person) => ({ ...person, emailVerified: true, locale: "fr" }))),
  );
  await db.insert(account).values({
    id: "credential_bench_owner",
    accountId: people[0]!.id,
    providerId: "credential",
    userId: people[0]!.id,
    password: await hashPassword(PASSWORD),
  });
  await inBatches(people, BATCH, (batch) =>
    db.insert(member).values(
      batch.map((person, index) => ({
        id: `member_${person.id}`,
        organizationId,
        userId: person.id,
        role: person.email === EMAIL ? "owner" : index % 200 === 1 ? "admin" : "member",
      })),
    ),
  );
  await inBatches(people, BATCH, (batch) =>
    db.insert(learnerProfile).values(
      batch.map((person) => ({
        userId: person.id,
        nativeLanguage: next() < 0.2 ? "fr" : "es",
        targetLanguage: "fr" as const,
        variant: "fr-CA" as const,
        industry: "transport",
        jobTitle: "Chauffeur",
        dailyMinutes: 10,
        timeZone: "America/Toronto",
      })),
    ),
  );
  await inBatches(people, BATCH, (batch) =>
    db.insert(memberPlacement).values(
      batch.map((person) => ({
        organizationId,
        userId: person.id,
        departmentId: departments[Math.floor(next() * departments.length)]!.id,
        positionId: positions[Math.floor(next() * positions.length)]!.id,
      })),
    ),
  );

  const levels: (typeof levelReached.$inferInsert)[] = [];
  const lessons: (typeof lessonAttempt.$inferInsert)[] = [];
  const reviews: (typeof reviewSession.$inferInsert)[] = [];
  const conversations: (typeof tutorSession.$inferInsert)[] = [];
  for (const person of people) {
    let rank = Math.floor(next() * 3);
    levels.push({
      id: `bench_level_${person.id}_0`,
      userId: person.id,
      courseId: "fr",
      level: PLACEMENT_RESULTS[rank]!,
      source: "placement",
      reachedAt: new Date(now - 360 * DAY_MS),
    });
    for (const daysAgo of [240, 120])
      if (next() < 0.4 && rank < PLACEMENT_RESULTS.length - 1)
        levels.push({
          id: `bench_level_${person.id}_${daysAgo}`,
          userId: person.id,
          courseId: "fr",
          level: PLACEMENT_RESULTS[++rank]!,
          source: "unit",
          reachedAt: new Date(now - daysAgo * DAY_MS),
        });
    for (let day = 365; day >= 1; day--) {
      const at = new Date(now - day * DAY_MS + Math.floor(next() * 10) * 3_600_000);
      const roll = next();
      if (roll < 0.27)
        lessons.push({
          id: `${person.id}_l${day}`,
          userId: person.id,
          courseId: "fr",
          kind: "lesson",
          lessonId: "fr-u01-l01",
          items: [],
          startedAt: at,
          finishedAt: at,
          correct: 8,
          answered: 10,
          xp: 26,
          durationSeconds: 300 + Math.floor(next() * 600),
        });
      else if (roll < 0.41)
        reviews.push({
          id: `${person.id}_r${day}`,
          userId: person.id,
          courseId: "fr",
          items: [],
          startedAt: at,
          finishedAt: at,
          correct: 15,
          answered: 20,
          xp: 30,
          durationSeconds: 400,
        });
      else if (roll < 0.45)
        conversations.push({
          id: `${person.id}_t${day}`,
          userId: person.id,
          courseId: "fr",
          mode: "guided",
          startedAt: at,
          lastActivityAt: new Date(at.getTime() + 600_000),
          endedAt: new Date(at.getTime() + 600_000),
        });
    }
  }
  await inBatches(levels, BATCH, (batch) => db.insert(levelReached).values(batch));
  await inBatches(lessons, BATCH, (batch) => db.insert(lessonAttempt).values(batch));
  await inBatches(reviews, BATCH, (batch) => db.insert(reviewSession).values(batch));
  await inBatches(conversations, BATCH, (batch) => db.insert(tutorSession).values(batch));
  await db.insert(francizationProfile).values({
    organizationId,
    legalName: "Bench Transport inc.",
    headCount: 2150,
    establishmentsInQuebec: 9,
    thresholdReachedOn: "2019-03-01",
    registeredOn: "2019-08-01",
    registrationCertificateOn: "2019-09-01",
    analysisSubmittedOn: "2019-11-15",
    programRequiredOn: "2020-01-10",
    programAdoptedOn: "2020-04-01",
    committeeFormedOn: "2019-12-01",
    lastProgressReportOn: "2026-03-01",
  });
  await db.insert(trainingEntry).values(
    Array.from({ length: 40 }, (_, index) => ({
      id: `bench_training_${index}`,
      organizationId,
      kind: "francisationQuebec" as const,
      provider: "Francisation Québec",
      heldOn: new Date(now - index * 8 * DAY_MS).toISOString().slice(0, 10),
      hours: 3,
      participants: 12,
      paidTime: true,
    })),
  );
  writeFileSync(process.argv[2]!, JSON.stringify({ email: EMAIL, password: PASSWORD }));
  console.error(
    `team: ${MEMBERS} members, ${lessons.length} lessons, ${reviews.length} review sessions, ${conversations.length} conversations, ${levels.length} levels`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
