import type { CheckLanguage } from "@/features/learning";
import type { GuidedDialogue, GuidedLine } from "../content-schema";
import { matchTokens, tokenize, type Token } from "./match";
import { PHRASES } from "./phrases";
import { explain, inOtherLanguage, readRequest, type Request } from "./requests";

/*
 * The guided mode: an authored branching dialogue, no model. Madame says a line; the learner's
 * reply is matched to one of the line's intents and the dialogue follows it. Before that, on every
 * line: a learner who does not understand gets the line said more simply (or the word they name
 * explained), one who asks for help gets a sentence that would do, and one who answers in their
 * other language is asked to try in the language learned. A reply that matches nothing gets
 * Madame's rephrasing, then the help grows: the hint of what to do, then a whole sentence that
 * would do. Pure: the caller stores where the dialogue stands.
 */

export type GuidedPosition = {
  /** The line Madame last said; "end" once the closing line is said. */
  lineId: string | "end";
  /** Replies in a row that matched nothing on this line. */
  misses: number;
};

/** The help shown after a miss: the line's hint after one, an example sentence from two on. */
export type GuidedHelp = "hint" | "example" | null;

/** Why a reply was not taken as an answer. */
export type MissReason = "unmatched" | "clarify" | "help" | "other-language";

export type GuidedTurn =
  | { kind: "matched"; intent: string; position: GuidedPosition; madame: string; line: GuidedLine | null }
  | {
      kind: "missed";
      reason: MissReason;
      position: GuidedPosition;
      madame: string;
      help: GuidedHelp;
      line: GuidedLine;
    };

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
  const { matched, request, explanation } = read(line, reply, language);
  if (!matched) return missed(line, position, reply, language, request, explanation);
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

type Reading = {
  matched: GuidedLine["replies"][number] | null;
  request: Request | null;
  /** The glossary's explanation of the word the learner asked about. */
  explanation: string | null;
};

/** What the reply says on this line: one of its intents, or what it asks instead. */
function read(line: GuidedLine, reply: string, language: CheckLanguage): Reading {
  const tokens = tokenize(reply, language);
  const { request, clauses, explicit, plain } = readRequest(reply, language);
  if (request === "clarify") {
    const explanation = explain(tokens, line.glossary, language);
    if (explanation) return { matched: null, request, explanation };
  }
  if (!request)
    return {
      matched: inOtherLanguage(reply, language) ? null : matchTokens(tokens, line.replies, language),
      request,
      explanation: null,
    };
  const matched = plain
    ? matchTokens(tokens, line.replies, language)
    : answerAround(line, tokens, clauses, language, request === "clarify" || !explicit);
  // « Sorry, I can't tomorrow » in a French dialogue is an answer in English, not a request.
  const answersInOtherLanguage = tokens.some((token) => !clauses.has(token.clause)) && inOtherLanguage(reply, language);
  return { matched, request: answersInOtherLanguage ? null : request, explanation: null };
}

/**
 * The answer in a reply that also asks something (« Pardon? Je travaille à l'emballage »), or, when
 * the line answers such a request itself and the request allows it, the intent that does:
 * « Pouvez-vous répéter? » → Madame repeats step by step, « Je sais pas » → she says the answer;
 * « Je sais pas quoi dire » still gets the usual help.
 */
function answerAround(
  line: GuidedLine,
  tokens: readonly Token[],
  clauses: ReadonlySet<number>,
  language: CheckLanguage,
  lineMayAnswer: boolean,
) {
  const answering = tokens.filter((token) => !clauses.has(token.clause));
  const asking = tokens.filter((token) => clauses.has(token.clause));
  return (
    matchTokens(answering, line.replies, language) ??
    (lineMayAnswer ? matchTokens(asking, ownRequests(line, language), language) : null)
  );
}

/** The line's intents that answer a request themselves, with only the keywords that make it one. */
function ownRequests(line: GuidedLine, language: CheckLanguage) {
  return line.replies
    .map((reply) => ({
      ...reply,
      keywords: reply.keywords.filter((keyword) => readRequest(keyword, language).request !== null),
    }))
    .filter((reply) => reply.keywords.length > 0);
}

function missed(
  line: GuidedLine,
  position: GuidedPosition,
  reply: string,
  language: CheckLanguage,
  request: Request | null,
  explanation: string | null,
): GuidedTurn {
  const base = { kind: "missed" as const, line };
  if (request === "clarify")
    return {
      ...base,
      reason: "clarify",
      position,
      madame: explanation ? `${explanation} ${line.rephrase}` : line.rephrase,
      help: null,
    };
  if (request === "help") return { ...base, reason: "help", position, madame: line.rephrase, help: "example" };
  const misses = position.misses + 1;
  const next = { lineId: line.id, misses };
  if (inOtherLanguage(reply, language))
    return {
      ...base,
      reason: "other-language",
      position: next,
      madame: PHRASES[language].tryInThisLanguage(line.replies[0]!.example),
      help: "hint",
    };
  return {
    ...base,
    reason: "unmatched",
    position: next,
    madame: line.rephrase,
    help: misses >= 2 ? "example" : "hint",
  };
}
