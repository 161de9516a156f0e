import { randomUUID } from "node:crypto";
import type { Database } from "@/db";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { getCourse, speechLangOf, type CourseId } from "../content";
import { courseIndex, itemShuffle } from "../course-index";
import { checkExercise, pick, viewExercise } from "../exercise-types";
import { getPlacementBank } from "../placement/content";
import { guessingOf, type PlacementAnswer } from "../placement/ability-estimate";
import { MINI_TEST, nextItem, outcomeOf } from "../placement/engine";
import { insertTest, latestResult } from "../placement/queries";
import { itemView, judgePlacement, listeningText, resultView, startUnitFor } from "../placement/service";
import type { PlacementResultView, PlacementState } from "../placement/types";
import type { AnswerInput, AnswerResponse, LessonSummary, PlayerItem, PlayerState } from "../player-types";
import type { TrialState } from "./cookie";

/** What /try shows, from the trial cookie. */
export type TrialView =
  | { step: "choose" }
  | { step: "placement"; placement: PlacementState }
  | { step: "result"; trialId: string; result: PlacementResultView }
  | { step: "lesson"; player: PlayerState }
  | { step: "end"; result: PlacementResultView; summary: LessonSummary };

type Submission = { index: number; answer: AnswerInput };

const answersOf = (trial: TrialState): PlacementAnswer[] =>
  trial.answers.map(([itemId, mark]) => {
    const item = getPlacementBank(trial.course).byId.get(itemId)!;
    return {
      itemId,
      skill: item.skill,
      level: item.level,
      correct: mark === null ? null : mark === 1,
      guessing: guessingOf(item),
    };
  });

/** A new trial of a course: the mini placement's first item on screen. */
export function startTrial(course: CourseId, now = Date.now(), id: string = randomUUID()): TrialState {
  const first = nextItem(getPlacementBank(course).items, [], MINI_TEST, id)!;
  return { v: 1, id, course, answers: [], current: first.id, result: null, lesson: null, at: now };
}

function placementState(trial: TrialState, locale: Locale): PlacementState {
  const item = trial.current ? getPlacementBank(trial.course).byId.get(trial.current) : undefined;
  return {
    testId: trial.id,
    speechLang: speechLangOf[trial.course],
    answered: trial.answers.length,
    maxItems: MINI_TEST.maxItems,
    item: item ? itemView(trial.course, item, trial.answers.length, trial.id, locale) : null,
    result: trial.result && resultOf({ ...trial, result: trial.result }, locale),
  };
}

const resultOf = (
  trial: TrialState & { result: NonNullable<TrialState["result"]> },
  locale: Locale,
): PlacementResultView =>
  resultView(
    trial.course,
    { skills: trial.result.skills, overall: trial.result.overall },
    trial.result.startUnitId,
    new Date(trial.at),
    locale,
  );

/** The mini placement's answer: judged, then the next item or the estimated level. Resending an answer changes nothing. */
export function answerTrialPlacement(
  trial: TrialState,
  { index, answer }: Submission,
  locale: Locale,
): { trial: TrialState; view: PlacementState } {
  if (index < trial.answers.length) return { trial, view: placementState(trial, locale) };
  if (trial.result) throw new ApiError("placement_finished");
  if (index > trial.answers.length) throw new ApiError("answer_out_of_order");
  const bank = getPlacementBank(trial.course);
  const item = trial.current ? bank.byId.get(trial.current) : undefined;
  if (!item) throw new ApiError("not_found");
  const correct = judgePlacement(trial.course, item, answer, locale, { seed: trial.id, index });
  if (correct === undefined)
    throw new ApiError("validation_failed", [{ path: "answer", code: "does_not_fit_exercise" }]);
  const answers: TrialState["answers"] = [...trial.answers, [item.id, correct === null ? null : correct ? 1 : 0]];
  const judged = answersOf({ ...trial, answers });
  const next = nextItem(bank.items, judged, MINI_TEST, trial.id);
  const outcome = next ? null : outcomeOf(judged);
  const updated: TrialState = {
    ...trial,
    answers,
    current: next?.id ?? null,
    result: outcome && {
      overall: outcome.overall,
      skills: outcome.skills,
      startUnitId: startUnitFor(trial.course, outcome.overall).id,
    },
  };
  return { trial: updated, view: placementState(updated, locale) };
}

export function trialListen(trial: TrialState): { text: string; lang: string } {
  const text = listeningText(trial.current ? getPlacementBank(trial.course).byId.get(trial.current) : undefined);
  if (text === null) throw new ApiError("not_found");
  return { text, lang: speechLangOf[trial.course] };
}

/** The sample lesson: the first lesson of the unit the mini placement chose. */
function sampleLesson(trial: TrialState) {
  const unit =
    getCourse(trial.course).unitData.find((candidate) => candidate.id === trial.result?.startUnitId) ??
    getCourse(trial.course).unitData[0]!;
  return { unit, lesson: unit.lessons[0]! };
}

export function startTrialLesson(trial: TrialState, now = Date.now()): TrialState {
  if (!trial.result) throw new ApiError("trial_missing");
  return trial.lesson ? trial : { ...trial, lesson: { id: sampleLesson(trial).lesson.id, marks: [], at: now } };
}

function lessonItem(trial: TrialState, position: number, locale: Locale): PlayerItem {
  const { lesson } = sampleLesson(trial);
  const exercise = lesson.exercises[position]!;
  const mark = trial.lesson?.marks[position];
  const item: PlayerItem = {
    index: position,
    exerciseId: exercise.id,
    round: 1,
    instruction: pick(exercise.instruction, locale),
    view: viewExercise(exercise, {
      locale,
      courseLanguage: getCourse(trial.course).language,
      shuffle: itemShuffle(`${trial.id}:${position}`),
    }),
  };
  // Only marks are kept in the cookie: an item answered before a reload shows as done, without its details.
  if (mark !== undefined)
    item.result = {
      correct: mark === 1,
      ...(mark === null && { skipped: true }),
      expected: "",
      notes: [],
      explanation: "",
    };
  return item;
}

function lessonSummary(trial: TrialState, now: number): LessonSummary | null {
  const marks = trial.lesson?.marks ?? [];
  if (!trial.lesson || marks.length < sampleLesson(trial).lesson.exercises.length) return null;
  const counted = marks.filter((mark) => mark !== null);
  const correct = counted.filter((mark) => mark === 1).length;
  return {
    correct,
    answered: counted.length,
    accuracy: counted.length ? correct / counted.length : 1,
    durationSeconds: Math.min(3600, Math.round((now - trial.lesson.at) / 1000)),
    xp: 0,
  };
}

/** The sample lesson as the lesson player needs it (first round only: a trial has no retry round). */
export function trialPlayer(trial: TrialState, locale: Locale, now = Date.now()): PlayerState {
  const { unit, lesson } = sampleLesson(trial);
  const items = lesson.exercises.map((_, position) => lessonItem(trial, position, locale));
  return {
    attemptId: trial.id,
    kind: "lesson",
    lesson: {
      id: lesson.id,
      title: pick(lesson.title, locale),
      goal: pick(lesson.goal, locale),
      unitTitle: pick(unit.title, locale),
    },
    speechLang: speechLangOf[trial.course],
    items,
    position: trial.lesson?.marks.length ?? 0,
    finished: lessonSummary(trial, now),
  };
}

/** One answer of the sample lesson, judged like any lesson answer; only its mark is kept. */
export function answerTrialLesson(
  trial: TrialState,
  { index, answer }: Submission,
  locale: Locale,
  now = Date.now(),
): { trial: TrialState; response: AnswerResponse } {
  if (!trial.lesson) throw new ApiError("trial_missing");
  const { lesson } = sampleLesson(trial);
  const exercise = lesson.exercises[index];
  if (!exercise) throw new ApiError("not_found");
  if (index !== trial.lesson.marks.length)
    throw new ApiError(index < trial.lesson.marks.length ? "attempt_finished" : "answer_out_of_order");
  const checked = checkExercise(exercise, answer, {
    language: getCourse(trial.course).language,
    locale,
    words: courseIndex(trial.course).words,
    shuffle: itemShuffle(`${trial.id}:${index}`),
  });
  if (!checked) throw new ApiError("validation_failed", [{ path: "answer", code: "does_not_fit_exercise" }]);
  const updated: TrialState = {
    ...trial,
    lesson: {
      ...trial.lesson,
      marks: [...trial.lesson.marks, checked.correct === null ? null : checked.correct ? 1 : 0],
    },
  };
  const result = {
    correct: checked.correct ?? true,
    ...(checked.correct === null && { skipped: true }),
    expected: checked.expected,
    notes: checked.notes,
    explanation: pick(exercise.explanation, locale),
  };
  return {
    trial: updated,
    response: { result, position: index + 1, appended: [], finished: lessonSummary(updated, now) },
  };
}

/** The sentence of one of the sample lesson's listen exercises. */
export function trialLessonListen(trial: TrialState, { index }: { index: number }): { text: string; lang: string } {
  const exercise = trial.lesson ? sampleLesson(trial).lesson.exercises[index] : undefined;
  if (exercise?.type !== "listen") throw new ApiError("not_found");
  return { text: exercise.text, lang: speechLangOf[trial.course] };
}

/** The sentence of a speak exercise of the sample lesson (on screen already), the model to imitate. */
export function trialLessonSpeak(trial: TrialState, { index }: { index: number }): { text: string; lang: string } {
  const exercise = trial.lesson ? sampleLesson(trial).lesson.exercises[index] : undefined;
  if (exercise?.type !== "speak") throw new ApiError("not_found");
  return { text: exercise.text, lang: speechLangOf[trial.course] };
}

/** What /try shows for a visitor's trial (or none yet). */
export function trialView(trial: TrialState | null, locale: Locale, now = Date.now()): TrialView {
  // A trial whose item left the bank since (a new release) starts over rather than showing nothing.
  if (!trial || (!trial.result && !(trial.current && getPlacementBank(trial.course).byId.has(trial.current))))
    return { step: "choose" };
  if (!trial.result) return { step: "placement", placement: placementState(trial, locale) };
  const result = resultOf({ ...trial, result: trial.result }, locale);
  if (!trial.lesson) return { step: "result", trialId: trial.id, result };
  const summary = lessonSummary(trial, now);
  return summary ? { step: "end", result, summary } : { step: "lesson", player: trialPlayer(trial, locale, now) };
}

export type ClaimOutcome = "claimed" | "kept_test";

/**
 * Carries a finished trial into the signed-in learner's account as their starting point, unless
 * they have taken the full placement test for that course (a full test is never replaced by the
 * shorter trial).
 */
export async function claimTrial(
  db: Database,
  learner: { userId: string },
  trial: TrialState | null,
): Promise<ClaimOutcome> {
  if (!trial?.result) throw new ApiError("trial_missing");
  if (await latestResult(db, { userId: learner.userId, courseId: trial.course }, "test")) return "kept_test";
  const answers = answersOf(trial).map(({ itemId, skill, level, correct }) => ({
    itemId,
    skill,
    level,
    correct,
    answer: null,
  }));
  await insertTest(db, {
    id: randomUUID(),
    userId: learner.userId,
    courseId: trial.course,
    kind: "trial",
    answers,
    currentItemId: null,
    startedAt: new Date(trial.at),
    finishedAt: new Date(),
    result: { skills: trial.result.skills, overall: trial.result.overall },
    startUnitId: trial.result.startUnitId,
  });
  return "claimed";
}
