import type { Activity } from "./content-schema";
import type { Locale } from "@/i18n/config";
import type { ModelDebrief } from "./model/calls";
import type { DebriefView } from "./types";

/** What each stored line says about the guided dialogue (tutor_message.meta). */
export type GuidedMeta = { lineId?: string; help?: "hint" | "example"; matched?: boolean; example?: string };
export type DebriefMessage = { role: "learner" | "madame"; text: string; meta: GuidedMeta };

const MAX_ITEMS = 3;

/**
 * The debrief of a guided conversation, from its lines: completed when it reached its end; done
 * well, the replies understood the first time on their line; to work on, a sentence that would
 * have done on the lines where help was needed; new words, the activity's useful phrases.
 */
export function guidedDebrief(
  activity: Activity,
  messages: readonly DebriefMessage[],
  completed: boolean,
  locale: Locale,
): DebriefView {
  const replies = messages.filter((message) => message.role === "learner");
  const wellDone: string[] = [];
  const toWorkOn: string[] = [];
  let missesOnLine = 0;
  let helped = 0;
  for (const message of replies) {
    if (!message.meta.matched) {
      missesOnLine += 1;
      continue;
    }
    if (missesOnLine === 0) wellDone.push(message.text);
    else {
      helped += 1;
      if (message.meta.example) toWorkOn.push(message.meta.example);
    }
    missesOnLine = 0;
  }
  return {
    completed,
    replies: replies.length,
    helped,
    wellDone: wellDone.slice(-MAX_ITEMS),
    toWorkOn: [...new Set(toWorkOn)].slice(0, MAX_ITEMS),
    newWords: activity.usefulPhrases.map((item) => ({ phrase: item.phrase, meaning: item.meaning[locale] })),
    goals: null,
    corrections: null,
    unavailable: false,
  };
}

/** The debrief Madame wrote with a model (stored as the model gave it), with the criteria of the activity as read now. */
export function modelDebrief(
  activity: Activity | null,
  messages: readonly { role: "learner" | "madame"; meta: unknown }[],
  stored: { completed: boolean; model?: ModelDebrief; unavailable?: boolean },
  locale: Locale,
): DebriefView {
  const replies = messages.filter((message) => message.role === "learner");
  const corrections = replies.filter((message) =>
    Boolean((message.meta as { correction?: unknown }).correction),
  ).length;
  const model = stored.model;
  return {
    completed: stored.completed,
    replies: replies.length,
    helped: 0,
    wellDone: model?.wellDone.slice(0, MAX_ITEMS) ?? [],
    toWorkOn: model?.toWorkOn.slice(0, MAX_ITEMS) ?? [],
    newWords: model?.newWords ?? [],
    goals:
      activity && model
        ? activity.successCriteria.map((criterion, index) => ({
            criterion: criterion[locale],
            met: model.goalsMet.includes(index),
          }))
        : null,
    corrections,
    unavailable: Boolean(stored.unavailable),
  };
}
