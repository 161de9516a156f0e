import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { placementTest, user } from "@/db/schema";
import { seedTwoTenants, twoTenants } from "@/db/testing/two-tenants";

/**
 * The two tenants, with two learners placed at the first unit holding a listening piece: Priya
 * (French, interface in French) at fr-u05, Louis (English, interface in English) at en-u04. The
 * placement opens every lesson of that unit.
 */
export const placedLearners = {
  fr: { email: twoTenants.b.learner.email, lessonId: "fr-u05-l04", pieceId: "fr-u05-l04-listening" },
  en: { email: twoTenants.a.manager.email, lessonId: "en-u04-l04", pieceId: "en-u04-l04-listening" },
} as const;

/** Carlos (French, interface in French) placed at B1 in fr-u09, whose piece is spoken in informal Quebec French. */
export const placedAtB1 = {
  email: twoTenants.a.learner.email,
  lessonId: "fr-u09-l04",
  pieceId: "fr-u09-l04-listening",
} as const;

async function seed() {
  const db = await getDb();
  await seedTwoTenants(db);
  const placed = [
    { userId: twoTenants.b.learner.id, courseId: "fr", startUnitId: "fr-u05", locale: "fr", level: "A2" },
    { userId: twoTenants.a.manager.id, courseId: "en", startUnitId: "en-u04", locale: "en", level: "A2" },
    { userId: twoTenants.a.learner.id, courseId: "fr", startUnitId: "fr-u09", locale: "fr", level: "B1" },
  ] as const;
  for (const { userId, courseId, startUnitId, locale, level } of placed) {
    await db.update(user).set({ locale }).where(eq(user.id, userId));
    await db
      .insert(placementTest)
      .values({
        id: `e2e-placement-${userId}`,
        userId,
        courseId,
        kind: "test",
        finishedAt: new Date(),
        result: { skills: { reading: level, listening: level, writing: level }, overall: level },
        startUnitId,
      })
      .onConflictDoNothing();
  }
}

if (process.argv[1]?.endsWith("seed-listening.ts"))
  seed()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
