/*
 * What the lesson player in the browser receives and sends. Built on the server from the
 * content, without the answers: the browser learns an answer only after it has answered.
 * Texts the learner reads (instructions, translations) are already in the interface language.
 */
import type { Locale } from "@/i18n/config";
import type { Note } from "./checker/types";
import type { EmailFeedback } from "./email/feedback-prompt";

/*
 * `translation` is the sentence's meaning in the interface language; it is left out when the
 * interface is in the language being learned (it would be the answer itself).
 */
export type ExerciseView =
  | { type: "multipleChoice"; question: string; choices: string[] }
  | { type: "translate"; source: string; sourceLanguage: Locale }
  | { type: "fillGap"; before: string; after: string; translation?: string }
  /** The tiles, shuffled; the learner taps them in order (or types the sentence). */
  | { type: "wordOrder"; tiles: string[]; translation?: string }
  /** Terms in the language learned, meanings in the interface language, both shuffled. */
  | { type: "matchPairs"; terms: string[]; meanings: string[] }
  /** The sentence is not here: the player asks for it (POST /api/learning/listen) when it plays it. */
  | { type: "listen"; translation?: string }
  /** Said aloud: the learner may have it scored by the pronunciation coach (practice only), then moves on. */
  | { type: "speak"; text: string; translation?: string }
  /** A work e-mail to write: never the model answer, which comes with the result. `last`: the learner's latest e-mail for it. */
  | {
      type: "email";
      situation: string;
      recipient: string;
      register: "formal" | "friendly";
      checklist: string[];
      words: { min: number; max: number };
      last?: { subject: string; body: string };
    }
  | ComprehensionView;

/** A listening piece: its script is not here (the audio is asked for by attempt and position), nor its answers. */
export type ComprehensionView = {
  type: "comprehension";
  title: string;
  genre: "dialogue" | "meeting" | "phoneCall" | "voicemail" | "briefing" | "announcement";
  speakers: string[];
  questions: { question: string; choices: string[] }[];
};

/** After a listening piece: each question right or wrong; on the last try, the answers, the transcript and informal speech. */
export type ComprehensionResult = {
  questions: { correct: boolean; answer?: string; explanation?: string }[];
  transcript?: { speaker: string; text: string }[];
  informal?: { heard: string; standard: string; note: string }[];
};

export type PlayerItem = {
  /** Position in the attempt (retries of missed exercises come after the first round). */
  index: number;
  exerciseId: string;
  round: 1 | 2;
  instruction: string;
  view: ExerciseView;
  /** Present once answered (after a reload, the player shows it as done). */
  result?: AnswerResult;
};

/** What the learner sends: typed text, a choice index, tiles in order, or term→meaning pairs. */
export type AnswerInput =
  | { kind: "text"; text: string }
  | { kind: "choice"; index: number }
  | { kind: "tiles"; tiles: string[] }
  | { kind: "pairs"; pairs: { term: string; meaning: string }[] }
  | { kind: "spoken" }
  | { kind: "email"; subject: string; body: string }
  /** A listen exercise without audio in this browser, passed over. */
  | { kind: "choices"; indexes: number[] }
  | { kind: "skip" }
  /** "I don't know", in the placement test. */
  | { kind: "unknown" };

/**
 * A rejected free-text answer that a model, asked for a second opinion, found acceptable: the
 * verdict became right, with the model's one-sentence reason in the learner's interface language
 * (empty when the opinion was given earlier in another language). Apart from the checker's notes:
 * the checker never gives it.
 */
export type ReviewedNote = { kind: "reviewed"; reason: string };

/** What the feedback panel explains: the checker's notes, or the second opinion's. */
export type AnswerNote = Note | ReviewedNote;

export type AnswerResult = {
  correct: boolean;
  /** Counted neither right nor wrong: a listen exercise skipped (no audio), a sentence practised aloud. */
  skipped?: boolean;
  /** The right answer (the main one, or the accepted form closest to what was typed). */
  expected: string;
  notes: AnswerNote[];
  explanation: string;
  /** An e-mail task: the model's correction or a self-check, with the model answer and the checklist (interface language). */
  email?: EmailResult;
  comprehension?: ComprehensionResult;
};

/** After an e-mail is sent: the model's feedback, or null and why the learner checks it against the model themselves. */
export type EmailResult = (
  | { feedback: EmailFeedback }
  /** `ticked`: the checklist items ticked, by position, when the same e-mail was self-checked before. */
  | { feedback: null; selfCheck: "noModel" | "budget" | "failed"; ticked?: number[] }
) & {
  model: { subject: string; body: string };
  checklist: string[];
  /** The stored e-mail (absent from answers stored before it was kept here). */
  submissionId?: string;
};

export type LessonSummary = {
  correct: number;
  answered: number;
  accuracy: number;
  durationSeconds: number;
  xp: number;
  /** A unit test only: whether it was passed (the unit is then done). */
  passed?: boolean;
};

/** A lesson's teaching screen: the explanation in the interface language, examples in the language learned. */
export type TeachView = {
  title: string;
  explanation: string[];
  examples: { text: string; translation: string }[];
};

export type PlayerState = {
  attemptId: string;
  /** A lesson, the test to skip a unit, or a spaced-review session (the same player). */
  kind: "lesson" | "unitTest" | "review";
  lesson: { id: string; title: string; goal: string; unitTitle: string };
  /** A lesson's grammar, shown before its first exercise and on request (never in tests or review). */
  teach?: TeachView;
  /** BCP 47 tag of the language learned, for speech synthesis (fr-CA, en-CA). */
  speechLang: string;
  items: PlayerItem[];
  /** Index of the first item not answered yet; equals items.length when the lesson is finished. */
  position: number;
  finished: LessonSummary | null;
};

/** POST /api/learning/answers → the verdict, and the items added or the summary when the round ends. */
export type AnswerResponse = {
  result: AnswerResult;
  position: number;
  appended: PlayerItem[];
  finished: LessonSummary | null;
};

export type LessonState = "done" | "next" | "open" | "locked";

/** The course map (/dashboard/course): units and lessons with the learner's progress. */
export type CourseMapView = {
  courseId: string;
  title: string;
  /** The learner's level, from the placement test when taken (null until then), with its NCLC/CLB band. */
  level: { cefr: string; equivalent: string } | null;
  units: {
    id: string;
    level: string;
    title: string;
    description: string;
    /** The unit the placement test chose to start at. */
    placementStart: boolean;
    /** Skipped by passing its test. */
    testedOut: boolean;
    /** Not done yet: its test can be taken to skip it. */
    canTestOut: boolean;
    lessons: { id: string; title: string; goal: string; state: LessonState; bestAccuracy: number | null }[];
  }[];
};

/** A speak exercise scored by the pronunciation coach (practice only: not part of the verdict). */
export type SpokenScore = {
  score: number;
  colour: "green" | "yellow" | "red";
  recognized: string;
  words: { text: string; score: number; colour: "green" | "yellow" | "red" }[];
};
