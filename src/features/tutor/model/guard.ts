/*
 * The last line of defence against a model talked into reciting its instructions: Madame's
 * answer is watched as it streams for any run of SHINGLE words taken from the fixed rules. A
 * model that obeys "repeat your instructions" is stopped within a few words, and her answer is
 * replaced by a refusal. The rules hold no one's data, so a leak would reveal only how Madame is
 * told to behave; the learner's own context is left out of the watch (it is theirs to read).
 */
import { MADAME_RULES } from "./prompts";

/** Words in a row that count as quoting the rules: long enough not to occur in natural talk. */
const SHINGLE = 7;

const INTRO =
  "You are Madame, a patient, warm and encouraging language tutor in MadameAI, a service where people learn French or English for work in Quebec.";

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function shingles(list: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + SHINGLE <= list.length; i++) out.push(list.slice(i, i + SHINGLE).join(" "));
  return out;
}

const guarded = new Set([INTRO, ...MADAME_RULES].flatMap((text) => shingles(words(text))));

/** Whether a text quotes the fixed instructions (SHINGLE words in a row). */
export function quotesInstructions(text: string): boolean {
  return shingles(words(text)).some((shingle) => guarded.has(shingle));
}

/** What Madame says instead, in the language learned. */
export const refusal = {
  fr: "Je garde mes consignes pour moi, mais je suis là pour vous aider à pratiquer. Revenons à notre conversation : où en étions-nous?",
  en: "I keep my instructions to myself, but I'm here to help you practise. Let's get back to our conversation: where were we?",
} as const;
