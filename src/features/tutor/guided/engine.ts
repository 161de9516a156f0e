import type { CheckLanguage } from "@/features/learning";
import type { GuidedDialogue, GuidedLine } from "../content-schema";
import { matchIntent } from "./match";

/*
 * The guided mode: an authored branching dialogue, no model. Madame says a line; the learner's
 * reply is matched to one of the line's intents and the dialogue follows it. A reply that matches
 * nothing gets Madame's rephrasing, then the help grows: the hint of what to do, then a whole
 * sentence that would do. Pure: the caller stores where the dialogue stands.
 */

export type GuidedPosition = {
  /** The line Madame last said; "end" once the closing line is said. */
  lineId: string | "end";
  /** Replies in a row that matched nothing on this line. */
  misses: number;
};

/** The help shown after a miss: the line's hint after one, an example sentence from two on. */
export type GuidedHelp = "hint" | "example" | null;

export type GuidedTurn =
  | { kind: "matched"; intent: string; position: GuidedPosition; madame: string; line: GuidedLine | null }
  | { kind: "missed"; position: GuidedPosition; madame: string; help: GuidedHelp; line: GuidedLine };

export function startPosition(dialogue: GuidedDialogue): GuidedPosition {
  return { lineId: dialogue.start, misses: 0 };
}

export function lineOf(dialogue: GuidedDialogue, lineId: string): GuidedLine {
  const line = dialogue.lines.find((candidate) => candidate.id === lineId);
  if (!line) throw new RangeError(`no line ${lineId} in this dialogue`);
  return line;
}

/** Madame's answer to the learner's reply, and where the dialogue stands after it. */
export function replyTo(
  dialogue: GuidedDialogue,
  position: GuidedPosition,
  reply: string,
  language: CheckLanguage,
): GuidedTurn {
  if (position.lineId === "end") throw new RangeError("the dialogue is over");
  const line = lineOf(dialogue, position.lineId);
  const matched = matchIntent(reply, line.replies, language);
  if (!matched) {
    const misses = position.misses + 1;
    return {
      kind: "missed",
      position: { lineId: line.id, misses },
      madame: line.rephrase,
      help: misses >= 2 ? "example" : "hint",
      line,
    };
  }
  if (matched.next === "end")
    return {
      kind: "matched",
      intent: matched.intent,
      position: { lineId: "end", misses: 0 },
      madame: dialogue.closing,
      line: null,
    };
  const next = lineOf(dialogue, matched.next);
  return {
    kind: "matched",
    intent: matched.intent,
    position: { lineId: next.id, misses: 0 },
    madame: next.madame,
    line: next,
  };
}
