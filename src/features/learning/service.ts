import { randomUUID } from "node:crypto";
import type { Database } from "@/db";
import { withLock } from "@/db/lock";
import { lessonAttempt } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { canadianEquivalent, type Level } from "@/lib/levels";
import { playerState, type Learner } from "./attempt-view";
import { getCourse, speechLangOf, type CourseId } from "./content";
import { courseIndex, seededShuffle } from "./course-index";
import { learnerCourse } from "./learner";
import { courseProgress } from "./progress";
import { pick } from "./exercise-types";
import type { Teach } from "./content-schema";
import type { CourseMapView, PlayerState, TeachView } from "./player-types";
import { findOpenAttempt, getAttempt, type Attempt } from "./queries";
import { catchUp } from "./submit-answer";
import { getTrack } from "./track/content";
import type { ListenRequest } from "./schemas";

/**
 * The lesson as the player needs it: the learner's unfinished attempt (so a reload resumes at
 * the first unanswered item), or a new one. null when the lesson is not in their course or is
 * still locked.
 */
export async function openLesson(
  db: Database,
  learner: Learner,
  { lessonId }: { lessonId: string },
  locale: Locale,
): Promise<PlayerState | null> {
  const courseId = await learnerCourse(db, learner);
  if (!courseId) return null;
  const location = courseIndex(courseId).lessons.get(lessonId);
  if (!location) return null;
  const { states } = await courseProgress(db, { userId: learner.userId, courseId });
  if (states.get(lessonId) === "locked") return null;
  const items = location.lesson.exercises.map((exercise) => ({ exerciseId: exercise.id, round: 1 as const }));
  const attempt = await openOrStartAttempt(db, learner, { courseId, kind: "lesson", lessonId, items }, locale);
  const header = {
    id: lessonId,
    title: pick(location.lesson.title, locale),
    goal: pick(location.lesson.goal, locale),
    unitTitle: pick(location.unit.title, locale),
  };
  const state = await playerState(db, learner, attempt, header, locale);
  const teach = location.lesson.teach;
  return teach ? { ...state, teach: teachView(teach, locale) } : state;
}

function teachView(teach: Teach, locale: Locale): TeachView {
  return {
    title: pick(teach.title, locale),
    explanation: teach.explanation.map((line) => pick(line, locale)),
    examples: teach.examples.map((example) => ({ text: example.text, translation: pick(example.translation, locale) })),
  };
}

/** Exercises in a unit test: the same number from each lesson, none said aloud (it cannot be judged yet). */
const UNIT_TEST_PER_LESSON = 3;

/**
 * The test to skip a unit: exercises drawn from each of its lessons, no retry round; passing it
 * (80 % right) marks the unit done and moves the course on past it. null when the unit is not in
 * the learner's course or is already done.
 */
export async function openUnitTest(
  db: Database,
  learner: Learner,
  { unitId }: { unitId: string },
  locale: Locale,
  labels: { title: string; goal: string },
): Promise<PlayerState | null> {
  const courseId = await learnerCourse(db, learner);
  const unit = courseId ? getCourse(courseId).unitData.find((candidate) => candidate.id === unitId) : undefined;
  if (!courseId || !unit) return null;
  const { states, testedOut } = await courseProgress(db, { userId: learner.userId, courseId });
  if (testedOut.has(unitId) || unit.lessons.every((lesson) => states.get(lesson.id) === "done")) return null;
  // Drawn for a new test, seeded by its id; unused when one is open (a reload resumes it).
  const id = randomUUID();
  const items = unit.lessons.flatMap((lesson) =>
    seededShuffle(
      // A sentence said aloud and an e-mail to write are practice, never a test item; a listening piece takes minutes.
      lesson.exercises.filter(
        (exercise) => exercise.type !== "speak" && exercise.type !== "email" && exercise.type !== "comprehension",
      ),
      `${id}:${lesson.id}`,
    )
      .slice(0, UNIT_TEST_PER_LESSON)
      .map((exercise) => ({ exerciseId: exercise.id, round: 1 as const })),
  );
  const attempt = await openOrStartAttempt(
    db,
    learner,
    { courseId, kind: "unitTest", lessonId: unitId, items },
    locale,
    id,
  );
  return playerState(
    db,
    learner,
    attempt,
    { id: unitId, title: labels.title, goal: labels.goal, unitTitle: pick(unit.title, locale) },
    locale,
  );
}

/**
 * The learner's unfinished attempt at this lesson or unit test (a reload resumes it), or a new one
 * of these items. Two requests at once (a double click, two tabs) resume the same attempt: with
 * two, the answers would go to one and a reload would show the other.
 */
async function openOrStartAttempt(
  db: Database,
  learner: Learner,
  values: Pick<Attempt, "courseId" | "kind" | "lessonId" | "items">,
  locale: Locale,
  id: string = randomUUID(),
): Promise<Attempt> {
  const { kind, lessonId } = values;
  const found = await withLock(db, `attempt:${learner.userId}`, async (tx) => {
    const open = await findOpenAttempt(tx, { userId: learner.userId, lessonId, kind });
    if (open) return { open };
    const [started] = await tx
      .insert(lessonAttempt)
      .values({ id, userId: learner.userId, ...values })
      .returning();
    return { started: started! };
  });
  return found.open ? catchUp(db, learner, found.open, locale) : found.started;
}

/** The sentence of a listen exercise, asked for when the player speaks it. */
export async function listenText(
  db: Database,
  learner: Learner,
  { attemptId, index }: ListenRequest,
): Promise<{ text: string; lang: string }> {
  const attempt = await getAttempt(db, { userId: learner.userId, attemptId });
  const item = attempt?.items[index];
  const exercise = item && courseIndex(attempt.courseId as CourseId).exercises.get(item.exerciseId);
  if (!attempt || exercise?.type !== "listen") throw new ApiError("not_found");
  return { text: exercise.text, lang: speechLangOf[attempt.courseId as CourseId] };
}

/** The sentence of a speak exercise, for the pronunciation coach's scorer. */
export async function speakText(
  db: Database,
  learner: Learner,
  { attemptId, index }: ListenRequest,
): Promise<{ text: string; courseId: CourseId; exerciseId: string; level: Level }> {
  const attempt = await getAttempt(db, { userId: learner.userId, attemptId });
  const item = attempt?.items[index];
  const courseId = attempt?.courseId as CourseId;
  const exercise = item && courseIndex(courseId).exercises.get(item.exerciseId);
  if (!attempt || exercise?.type !== "speak") throw new ApiError("not_found");
  // The course's units and its track's alike.
  const { unit } = [...courseIndex(courseId).lessons.values()].find(({ lesson }) =>
    lesson.exercises.includes(exercise),
  )!;
  return { text: exercise.text, courseId, exerciseId: exercise.id, level: unit.level };
}

/** The course map of the learner: every unit and lesson with where they stand. null before onboarding. */
export async function courseMap(db: Database, learner: Learner, locale: Locale): Promise<CourseMapView | null> {
  const courseId = await learnerCourse(db, learner);
  if (!courseId) return null;
  const course = getCourse(courseId);
  const { done, testedOut, placement, states } = await courseProgress(db, { userId: learner.userId, courseId });
  return {
    courseId,
    title: pick(course.title, locale),
    level: placement && {
      cefr: placement.level,
      equivalent: canadianEquivalent(placement.level as Level, course.language),
    },
    units: course.unitData.map((unit) => {
      const lessons = unit.lessons.map((lesson) => ({
        id: lesson.id,
        title: pick(lesson.title, locale),
        goal: pick(lesson.goal, locale),
        state: states.get(lesson.id) ?? "locked",
        bestAccuracy: done.get(lesson.id) ?? null,
      }));
      const testedOutHere = testedOut.has(unit.id);
      return {
        id: unit.id,
        level: unit.level,
        title: pick(unit.title, locale),
        description: pick(unit.description, locale),
        placementStart: placement?.unitId === unit.id,
        testedOut: testedOutHere,
        canTestOut: !testedOutHere && lessons.some((lesson) => lesson.state !== "done"),
        lessons,
      };
    }),
  };
}

/** The lesson after this one in the course (or in its track, for a track's own lesson), for the player's "next lesson" button. */
export function nextLessonId(courseId: CourseId, lessonId: string): string | null {
  const { order } = courseIndex(courseId);
  const position = order.indexOf(lessonId);
  if (position >= 0) return order[position + 1] ?? null;
  const trackLessons = getTrack(courseId)?.lessonIds ?? [];
  const inTrack = trackLessons.indexOf(lessonId);
  return inTrack >= 0 ? (trackLessons[inTrack + 1] ?? null) : null;
}
