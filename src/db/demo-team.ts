import type { PlacementResult, TaughtLevel } from "../lib/levels";
import type { Database } from "./client";
import {
  department,
  francizationProfile,
  learnerProfile,
  lessonAttempt,
  levelReached,
  member,
  memberPlacement,
  otherLanguagePosition,
  position,
  trainingEntry,
  user,
} from "./schema";

/*
 * The demo organization as an HR person sees it in /team: departments and positions, sixteen
 * colleagues of the demo people with six months of practice and their levels, a francization
 * profile with the steps taken, training entered by hand and one s.46 position. The colleagues
 * have no password: they are there to be seen, not to sign in.
 */

const DAY_MS = 86_400_000;
const departments = [
  ["demo_dept_production", "Production"],
  ["demo_dept_comptoir", "Vente au comptoir"],
  ["demo_dept_livraison", "Livraison"],
  ["demo_dept_administration", "Administration"],
] as const;
const positions = [
  ["demo_pos_boulanger", "Boulanger ou boulangère"],
  ["demo_pos_patissier", "Pâtissier ou pâtissière"],
  ["demo_pos_caissier", "Caissier ou caissière"],
  ["demo_pos_livreur", "Livreur ou livreuse"],
  ["demo_pos_bureau", "Employé ou employée de bureau"],
] as const;

// Colleagues: name, first language, department, position, placement level, level reached since (or null).
const colleagues: [string, string, string, string, PlacementResult, TaughtLevel | null][] = [
  ["Luis Fernández", "es", "demo_dept_production", "demo_pos_boulanger", "A1", "A2"],
  ["Ana Gómez", "es", "demo_dept_production", "demo_pos_patissier", "A2", "B1"],
  ["Nguyen Thi Lan", "vi", "demo_dept_production", "demo_pos_boulanger", "preA1", null],
  ["Karim Haddad", "ar", "demo_dept_production", "demo_pos_boulanger", "A2", null],
  ["Olena Kovalenko", "uk", "demo_dept_production", "demo_pos_patissier", "A1", "A2"],
  ["Wei Zhang", "zh", "demo_dept_production", "demo_pos_boulanger", "A1", null],
  ["Priscila Santos", "pt", "demo_dept_comptoir", "demo_pos_caissier", "A2", "B1"],
  ["Jorge Ramírez", "es", "demo_dept_comptoir", "demo_pos_caissier", "B1", "B2"],
  ["Fatima Benali", "ar", "demo_dept_comptoir", "demo_pos_caissier", "A2", null],
  ["Daniel Okafor", "en", "demo_dept_comptoir", "demo_pos_caissier", "A1", "A2"],
  ["Maria Rossi", "it", "demo_dept_comptoir", "demo_pos_caissier", "B1", null],
  ["Samuel Mensah", "en", "demo_dept_livraison", "demo_pos_livreur", "A1", null],
  ["Diego Castillo", "es", "demo_dept_livraison", "demo_pos_livreur", "preA1", "A1"],
  ["Raj Sharma", "hi", "demo_dept_livraison", "demo_pos_livreur", "A2", "B1"],
  ["Sophie Martin", "fr", "demo_dept_administration", "demo_pos_bureau", "B1", null],
  ["Marc-André Gagnon", "fr", "demo_dept_administration", "demo_pos_bureau", "B1", null],
];
// Where the demo people themselves sit.
const demoPlacements: [string, string, string][] = [
  ["user_demo_learner_1", "demo_dept_production", "demo_pos_boulanger"],
  ["user_demo_learner_2", "demo_dept_administration", "demo_pos_bureau"],
  ["user_demo_learner_3", "demo_dept_livraison", "demo_pos_livreur"],
  ["user_demo_admin", "demo_dept_administration", "demo_pos_bureau"],
];

const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

export async function seedDemoTeam(db: Database, organizationId: string, now = new Date()): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await db
    .insert(department)
    .values(departments.map(([id, name]) => ({ id, organizationId, name })))
    .onConflictDoNothing();
  await db
    .insert(position)
    .values(positions.map(([id, name]) => ({ id, organizationId, name })))
    .onConflictDoNothing();
  const people = colleagues.map(([name, native, departmentId, positionId, placed, reached], index) => ({
    id: `user_demo_staff_${index + 1}`,
    name,
    native,
    departmentId,
    positionId,
    placed,
    reached,
  }));
  await db
    .insert(user)
    .values(
      people.map(({ id, name }) => ({
        id,
        name,
        email: `${id.replace(/_/g, ".")}@demo.madameai.ca`,
        emailVerified: true,
        locale: "fr",
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(member)
    .values(people.map(({ id }) => ({ id: `member_${id}`, organizationId, userId: id, role: "member" })))
    .onConflictDoNothing();
  await db
    .insert(learnerProfile)
    .values(
      people.map(({ id, native }) => ({
        userId: id,
        nativeLanguage: native,
        targetLanguage: native === "fr" ? ("en" as const) : ("fr" as const),
        variant: native === "fr" ? ("en-CA" as const) : ("fr-CA" as const),
        industry: "food",
        jobTitle: "Employé",
        goals: ["customers"],
        dailyMinutes: 10,
        timeZone: "America/Toronto",
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(memberPlacement)
    .values([
      ...people.map(({ id, departmentId, positionId }) => ({ organizationId, userId: id, departmentId, positionId })),
      ...demoPlacements.map(([userId, departmentId, positionId]) => ({
        organizationId,
        userId,
        departmentId,
        positionId,
      })),
    ])
    .onConflictDoNothing();
  // Placement about eight months ago, a level up around two months ago for those who moved.
  await db
    .insert(levelReached)
    .values([
      ...people.map(({ id, native, placed }) => ({
        id: `demo_level_${id}_placed`,
        userId: id,
        courseId: native === "fr" ? "en" : "fr",
        level: placed,
        source: "placement" as const,
        reachedAt: ago(240),
      })),
      ...people
        .filter(({ reached }) => reached)
        .map(({ id, native, reached }) => ({
          id: `demo_level_${id}_reached`,
          userId: id,
          courseId: native === "fr" ? "en" : "fr",
          level: reached!,
          source: "unit" as const,
          reachedAt: ago(60),
        })),
      {
        id: "demo_level_learner_1",
        userId: "user_demo_learner_1",
        courseId: "fr",
        level: "A1" as const,
        source: "placement" as const,
        reachedAt: ago(6),
      },
    ])
    .onConflictDoNothing();
  // Two or three lessons a week for 26 weeks, each colleague on their own days (no lesson ids needed by the team's figures).
  const attempts = people.flatMap(({ id, native }, person) =>
    Array.from({ length: 26 * 3 }, (_, index) => index)
      .filter((index) => (index + person) % 4 !== 0)
      .map((index) => {
        const finishedAt = new Date(ago(182 - Math.floor(index * (182 / 78))).getTime() + (person % 5) * 3_600_000);
        return {
          id: `demo_attempt_${id}_${index}`,
          userId: id,
          courseId: native === "fr" ? "en" : "fr",
          kind: "lesson" as const,
          lessonId: native === "fr" ? "en-u01-l01" : "fr-u01-l01",
          items: [],
          startedAt: new Date(finishedAt.getTime() - 540_000),
          finishedAt,
          correct: 8,
          answered: 10,
          xp: 26,
          durationSeconds: 420 + (person % 4) * 60,
        };
      }),
  );
  for (let start = 0; start < attempts.length; start += 500)
    await db
      .insert(lessonAttempt)
      .values(attempts.slice(start, start + 500))
      .onConflictDoNothing();
  await db
    .insert(francizationProfile)
    .values({
      organizationId,
      legalName: "Boulangerie Laurentienne inc.",
      enterpriseNumber: "1170000000",
      establishmentsInQuebec: 2,
      headCount: 38,
      thresholdReachedOn: "2025-06-01",
      registeredOn: "2025-12-10",
      registrationCertificateOn: "2026-01-20",
    })
    .onConflictDoNothing();
  await db
    .insert(trainingEntry)
    .values([
      {
        id: "demo_training_1",
        organizationId,
        kind: "francisationQuebec" as const,
        provider: "Francisation Québec",
        heldOn: isoDay(ago(90)),
        hours: 3,
        participants: 6,
        paidTime: true,
        note: "Cours en milieu de travail, groupe du matin",
      },
      {
        id: "demo_training_2",
        organizationId,
        kind: "class" as const,
        provider: "Centre de services scolaire des Laurentides",
        heldOn: isoDay(ago(40)),
        hours: 2,
        participants: 4,
        paidTime: true,
        note: null,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(otherLanguagePosition)
    .values({
      id: "demo_position_export",
      organizationId,
      title: "Représentant ou représentante aux ventes, Ontario",
      language: "anglais",
      needsAnalysis:
        "Appels et courriels quotidiens avec les épiceries clientes de l'Est ontarien, qui commandent en anglais.",
      whyStaffInsufficient:
        "Les deux employés qui parlent anglais travaillent à la production de nuit et ne peuvent pas prendre les appels de jour.",
      decidedOn: isoDay(ago(120)),
      signedBy: "Isabelle Côté, présidente",
    })
    .onConflictDoNothing();
}
