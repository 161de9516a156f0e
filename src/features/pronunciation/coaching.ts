/*
 * An attempt as the learner sees it: the score with, for each weak sound, how to make it, what to
 * watch out for given their first language, and minimal pairs to practise it.
 */
import { pick, type CourseId } from "@/features/learning";
import type { Locale } from "@/i18n/config";
import { getPronunciation } from "./content";
import type { AttemptRow } from "./queries";
import type { PhraseScore } from "./scoring/score";
import type { AttemptView, Coaching } from "./types";

/** A sound below this in a phrase is coached. */
export const WEAK = 80;
const MAX_PAIRS = 3;

/** How to make each weak sound of a result, with its minimal pairs, for this learner. */
function coachingFor(
  courseId: CourseId,
  result: PhraseScore,
  locale: Locale,
  nativeLanguage: string | null,
): Coaching[] {
  const { tips, pairs } = getPronunciation(courseId);
  return result.families
    .filter((entry) => entry.score < WEAK)
    .flatMap(({ family }) => {
      const tip = tips.find((item) => item.family === family);
      if (!tip) return [];
      const native = nativeLanguage ? tip.forNative?.[nativeLanguage] : undefined;
      return [
        {
          family,
          title: pick(tip.title, locale),
          how: pick(tip.how, locale),
          watchOut: pick(tip.watchOut, locale),
          forYou: native ? pick(native, locale) : null,
          pairs: pairs
            .filter((pair) => pair.family === family)
            .slice(0, MAX_PAIRS)
            .map((pair) => ({
              a: { text: pair.a.text, meaning: pick(pair.a.meaning, locale) },
              b: { text: pair.b.text, meaning: pick(pair.b.meaning, locale) },
            })),
        },
      ];
    });
}

/** An attempt as shown; `phraseText` is "" for a generated phrase since deleted. */
export function attemptView(
  courseId: CourseId,
  row: AttemptRow,
  phraseText: string,
  recordingId: string | null,
  locale: Locale,
  nativeLanguage: string | null,
): AttemptView {
  const result = row.result as PhraseScore;
  return {
    id: row.id,
    phraseId: row.phraseId,
    phraseText,
    createdAt: row.createdAt.toISOString(),
    recognized: row.recognized[0] ?? "",
    result,
    recordingId,
    coaching: coachingFor(courseId, result, locale, nativeLanguage),
  };
}
