import { randomUUID } from "node:crypto";
import type { Database } from "@/db";
import { withLock } from "@/db/lock";
import type { StoredPlacementAnswer } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import type { AnswerInput } from "../player-types";
import { getCourse, speechLangOf, type CourseId } from "../content";
import { courseIndex, itemShuffle } from "../course-index";
import { checkExercise, pick, viewExercise } from "../exercise-types";
import { learnerCourse } from "../learner";
import type { PlacementAnswerSubmission, PlacementTestRef } from "../schemas";
import type { PlacementItem } from "./content-schema";
import { getPlacementBank } from "./content";
import { withGuessing } from "./ability-estimate";
import { FULL_TEST, nextItem, outcomeOf, type PlacementOutcome, type TestLength } from "./engine";
import { CORRESPONDENCE_TABLE, canadianEquivalent, type PlacementResult } from "@/lib/levels";
import { appendAnswer, findOpenTest, getTest, insertTest, latestResult, type PlacementRow } from "./queries";
import type { PlacementItemView, PlacementOverview, PlacementResultView, PlacementState } from "./types";

/** A new placement test may start this long after the last one finished. */
export const RETAKE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type Learner = { userId: string };

/** The unit the course starts at for a level: the first unit of that level (A1 for a beginner). */
export function startUnitFor(courseId: CourseId, overall: PlacementResult) {
  const units = getCourse(courseId).unitData;
  const level = overall === "preA1" ? "A1" : overall;
  return units.find((unit) => unit.level === level) ?? units[0]!;
}

/** One item as the screen shows it, without its answer. */
export function itemView(
  courseId: CourseId,
  item: PlacementItem,
  index: number,
  seed: string,
  locale: Locale,
): PlacementItemView {
  const courseLanguage = getCourse(courseId).language;
  return {
    id: item.id,
    index,
    skill: item.skill,
    instruction: pick(item.exercise.instruction, locale),
    ...(item.skill === "reading" && { passage: item.passage }),
    ...(item.skill === "listening" && item.audio !== undefined && { heard: true as const }),
    view: viewExercise(item.exercise, { locale, courseLanguage, shuffle: itemShuffle(`${seed}:${index}`) }),
  };
}

/**
 * Judges one placement answer: "I don't know" is wrong; passing a listening item over (no audio)
 * tells nothing; any other pass is wrong. null when the answer does not fit the item.
 */
export function judgePlacement(
  courseId: CourseId,
  item: PlacementItem,
  answer: AnswerInput,
  locale: Locale,
  shown: { seed: string; index: number },
): boolean | null | undefined {
  if (answer.kind === "unknown") return false;
  if (answer.kind === "skip") return item.skill === "listening" ? null : false;
  const checked = checkExercise(item.exercise, answer, {
    language: getCourse(courseId).language,
    locale,
    words: courseIndex(courseId).words,
    shuffle: itemShuffle(`${shown.seed}:${shown.index}`),
  });
  return checked ? checked.correct === true : undefined;
}

/** The sentence or message a listening item speaks. */
export function listeningText(item: PlacementItem | undefined): string | null {
  if (item?.skill !== "listening") return null;
  return item.audio ?? (item.exercise.type === "listen" ? item.exercise.text : null);
}

export function resultView(
  courseId: CourseId,
  outcome: PlacementOutcome,
  startUnitId: string | null,
  finishedAt: Date,
  locale: Locale,
): PlacementResultView {
  const language = getCourse(courseId).language;
  const unit =
    getCourse(courseId).unitData.find((candidate) => candidate.id === startUnitId) ??
    startUnitFor(courseId, outcome.overall);
  return {
    skills: (Object.entries(outcome.skills) as [keyof PlacementOutcome["skills"], PlacementResult | null][]).map(
      ([skill, level]) => ({
        skill,
        level,
        equivalent: level ? canadianEquivalent(level, language) : null,
      }),
    ),
    overall: outcome.overall,
    overallEquivalent: canadianEquivalent(outcome.overall, language),
    table: CORRESPONDENCE_TABLE,
    startUnit: { id: unit.id, title: pick(unit.title, locale), level: unit.level, firstLessonId: unit.lessons[0]!.id },
    finishedAt: finishedAt.toISOString(),
  };
}

function stateOf(row: PlacementRow, locale: Locale, length: TestLength = FULL_TEST): PlacementState {
  const courseId = row.courseId as CourseId;
  const bank = getPlacementBank(courseId);
  const current = row.currentItemId ? bank.byId.get(row.currentItemId) : undefined;
  const outcome = row.result as PlacementOutcome | null;
  return {
    testId: row.id,
    speechLang: speechLangOf[courseId],
    answered: row.answers.length,
    maxItems: length.maxItems,
    item: !row.finishedAt && current ? itemView(courseId, current, row.answers.length, row.id, locale) : null,
    result: row.finishedAt && outcome ? resultView(courseId, outcome, row.startUnitId, row.finishedAt, locale) : null,
  };
}

/** The date a new test may start, or null when it may start now. */
async function retakeFrom(db: Database, learner: Learner, courseId: CourseId): Promise<Date | null> {
  const lastTest = await latestResult(db, { userId: learner.userId, courseId }, "test");
  const from = lastTest?.finishedAt ? new Date(lastTest.finishedAt.getTime() + RETAKE_AFTER_DAYS * DAY_MS) : null;
  return from && from.getTime() > Date.now() ? from : null;
}

/** What /placement shows for the learner; null before onboarding. */
export async function placementOverview(
  db: Database,
  learner: Learner,
  locale: Locale,
): Promise<PlacementOverview | null> {
  const courseId = await learnerCourse(db, learner);
  if (!courseId) return null;
  const [open, last, from] = await Promise.all([
    findOpenTest(db, { userId: learner.userId, courseId }),
    latestResult(db, { userId: learner.userId, courseId }),
    retakeFrom(db, learner, courseId),
  ]);
  return {
    open: open && stateOf(open, locale),
    last: last && stateOf(last, locale).result,
    retakeFrom: from?.toISOString() ?? null,
  };
}

/** Resumes the learner's open test, or starts one (at most every 30 days). */
export async function startPlacement(db: Database, learner: Learner, locale: Locale): Promise<PlacementState> {
  const courseId = await learnerCourse(db, learner);
  if (!courseId) throw new ApiError("not_found");
  // Two starts at once (a double click, two tabs) resume the same test rather than each starting one.
  const test = await withLock(db, `placement:${learner.userId}`, async (tx) => {
    const open = await findOpenTest(tx, { userId: learner.userId, courseId });
    if (open) return open;
    if (await retakeFrom(tx, learner, courseId)) throw new ApiError("placement_too_soon");
    const id = randomUUID();
    const first = nextItem(getPlacementBank(courseId).items, [], FULL_TEST, id)!;
    return insertTest(tx, { id, userId: learner.userId, courseId, kind: "test", currentItemId: first.id });
  });
  return stateOf(test, locale);
}

/**
 * Stores one answer and moves the test on: the next item follows from every answer so far; after
 * the last one the result and the starting unit are recorded. Sending an answer again returns the
 * test as it stands.
 */
export async function answerPlacement(
  db: Database,
  learner: Learner,
  { testId, index, answer }: PlacementAnswerSubmission,
  locale: Locale,
): Promise<PlacementState> {
  const row = await getTest(db, { userId: learner.userId, testId });
  if (!row || row.kind !== "test") throw new ApiError("not_found");
  if (index < row.answers.length) return stateOf(row, locale);
  if (row.finishedAt) throw new ApiError("placement_finished");
  if (index > row.answers.length) throw new ApiError("answer_out_of_order");

  const courseId = row.courseId as CourseId;
  const bank = getPlacementBank(courseId);
  const item = row.currentItemId ? bank.byId.get(row.currentItemId) : undefined;
  if (!item) throw new ApiError("not_found");
  const correct = judgePlacement(courseId, item, answer, locale, { seed: row.id, index });
  if (correct === undefined)
    throw new ApiError("validation_failed", [{ path: "answer", code: "does_not_fit_exercise" }]);

  const stored: StoredPlacementAnswer = { itemId: item.id, skill: item.skill, level: item.level, correct, answer };
  const answers = [...row.answers, stored];
  const judged = withGuessing(answers, bank.byId);
  const next = nextItem(bank.items, judged, FULL_TEST, row.id);
  const outcome = next ? null : outcomeOf(judged);
  const startUnitId = outcome ? startUnitFor(courseId, outcome.overall).id : null;
  const saved = await appendAnswer(
    db,
    { userId: learner.userId, testId, index },
    { answer: stored, currentItemId: next?.id ?? null, ...(outcome && { finish: { result: outcome, startUnitId } }) },
  );
  if (!saved) return stateOf((await getTest(db, { userId: learner.userId, testId }))!, locale);
  if (outcome)
    logger.info(
      { event: "placement.completed", courseId, overall: outcome.overall, items: answers.length },
      "placement test completed",
    );
  const finishedAt = outcome ? new Date() : null;
  return stateOf(
    { ...row, answers, currentItemId: next?.id ?? null, finishedAt, result: outcome, startUnitId },
    locale,
  );
}

/** The sentence or message of the listening item on screen, asked for when it plays. */
export async function placementListen(
  db: Database,
  learner: Learner,
  { testId }: PlacementTestRef,
): Promise<{ text: string; lang: string }> {
  const row = await getTest(db, { userId: learner.userId, testId });
  const item =
    row && !row.finishedAt && row.currentItemId
      ? getPlacementBank(row.courseId as CourseId).byId.get(row.currentItemId)
      : undefined;
  const text = listeningText(item);
  if (!row || text === null) throw new ApiError("not_found");
  return { text, lang: speechLangOf[row.courseId as CourseId] };
}

/** Where the course starts for the learner: the unit chosen by their latest result, if any. */
export async function placementStartUnit(
  db: Database,
  { userId, courseId }: { userId: string; courseId: CourseId },
): Promise<{ unitId: string; level: PlacementResult } | null> {
  const last = await latestResult(db, { userId, courseId });
  const outcome = last?.result as PlacementOutcome | null | undefined;
  return last?.startUnitId && outcome ? { unitId: last.startUnitId, level: outcome.overall } : null;
}
