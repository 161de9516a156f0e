import type { Database } from "@/db";
import type { Locale } from "@/i18n/config";
import { courseIndex } from "../course-index";
import type { LessonSummary } from "../player-types";
import { openLesson } from "../service";
import { submitAnswer } from "../submit-answer";
import { rightAnswer, wrongAnswer } from "./answers";

/**
 * Plays a whole lesson through the real service, as a learner would: the first `missFirst`
 * exercises answered wrong (then right in the retry round), the others right. For tests that need
 * finished lessons (review cards, rewards).
 */
export async function finishLesson(
  db: Database,
  learner: { userId: string },
  lessonId: string,
  { locale = "fr", missFirst = 0 }: { locale?: Locale; missFirst?: number } = {},
): Promise<{ summary: LessonSummary; missed: string[] }> {
  const state = await openLesson(db, learner, { lessonId }, locale);
  if (!state) throw new Error(`lesson ${lessonId} is not open to ${learner.userId}`);
  const { exercises } = courseIndex("fr").exercises.has(state.items[0]!.exerciseId)
    ? courseIndex("fr")
    : courseIndex("en");
  const items = [...state.items];
  const missed: string[] = [];
  for (let index = state.position; index < items.length; index++) {
    const exercise = exercises.get(items[index]!.exerciseId)!;
    const miss = items[index]!.round === 1 && index < missFirst && exercise.type !== "speak";
    if (miss) missed.push(exercise.id);
    const response = await submitAnswer(
      db,
      learner,
      {
        attemptId: state.attemptId,
        index,
        answer: miss
          ? wrongAnswer(exercise, locale, items[index]!.view)
          : rightAnswer(exercise, locale, items[index]!.view),
      },
      locale,
    );
    items.push(...response.appended);
    if (response.finished) return { summary: response.finished, missed };
  }
  throw new Error(`lesson ${lessonId} did not finish`);
}
