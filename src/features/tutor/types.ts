import type { Register } from "./content-schema";

/*
 * What the tutor's screens receive, built on the server in the learner's interface language.
 * Madame's lines and the learner's are in the language learned; help, translations and the
 * debrief in the interface language.
 */

export type ActivityView = {
  id: string;
  situation: string;
  title: string;
  scenario: string;
  goal: string;
  madameRole: string;
  levels: { min: string; max: string };
  /** Offered in guided mode (an authored dialogue), without a model. */
  guided: boolean;
  successCriteria: string[];
  usefulPhrases: { phrase: string; meaning: string }[];
};

export type MessageView = {
  id: string;
  position: number;
  role: "learner" | "madame";
  text: string;
  /** Madame's line in the learner's first language when it can be, else the interface's (the "translate" button). */
  translation: string | null;
  /** The language of `translation` (ISO 639-1), for the screen to mark it. */
  translationLang?: string;
  /** After a reply Madame did not understand: what to do, or a sentence that would do. */
  help: { kind: "hint" | "example"; text: string } | null;
  /** With a model, on a learner's turn: Madame's correction (null when none was needed, or not checked yet). */
  correction: CorrectionView | null;
  /** With a model, on Madame's line: "translate" asks the server (the translation is made on demand). */
  translatable: boolean;
  /** Madame stopped because the learner spoke over her. */
  interrupted: boolean;
};

export type CorrectionView = {
  corrected: string;
  /** One line, in the interface language. */
  explanation: string;
  kind: "grammar" | "vocabulary" | "spelling" | "word-order" | "register";
  /** The longer explanation, once asked for ("explain"). */
  more: string | null;
};

export type DebriefView = {
  /** Whether the conversation reached its end (the activity's goal, in guided mode). */
  completed: boolean;
  /** The learner's replies, and how many needed Madame's help first. */
  replies: number;
  helped: number;
  /** Up to three things done well: replies understood the first time. */
  wellDone: string[];
  /** Up to three things to work on: a sentence that would have done where help was needed. */
  toWorkOn: string[];
  newWords: { phrase: string; meaning: string }[];
  /** With a model: each success criterion and whether it was met (null for guided and free talk). */
  goals: { criterion: string; met: boolean }[] | null;
  /** With a model: how many turns Madame corrected (null in guided mode). */
  corrections: number | null;
  /** With a model: the debrief could not be written (the model failed); it can be asked again. */
  unavailable: boolean;
};

export type SessionView = {
  id: string;
  mode: "guided" | "model";
  activity: ActivityView | null;
  /** BCP 47 tag of the language learned, for speech (fr-CA, en-CA). */
  speechLang: string;
  startedAt: string;
  endedAt: string | null;
  messages: MessageView[];
  /** What to do now, in the interface language (guided mode, while the session is open). */
  hint: string | null;
  debrief: DebriefView | null;
  /** With a model: the learner's last turn has no answer yet (Madame failed or was stopped before a word): "try again". */
  awaitingReply: boolean;
  /** With a model: the turns taken today and the daily limit. */
  budget: { used: number; limit: number } | null;
  /** With a model, in French: « tu » or « vous » for this conversation, which the learner may switch. */
  register: Register | null;
  /**
   * Server speech services: recorded speech to text (when the browser cannot recognise), and
   * Madame's voice (when it has none; always there, the synthetic one when no TTS server is set).
   */
  voice: { transcription: boolean; serverSpeech: boolean; syntheticVoice: boolean };
};

/** One line of the answer stream of POST /api/tutor/messages with a model (newline-delimited JSON). */
export type TurnEvent =
  | { type: "delta"; text: string }
  /** Madame's answer so far is withdrawn and replaced (she started reciting her instructions). */
  | { type: "replace"; text: string }
  | { type: "done"; view: SessionView }
  /** The model failed or took too long: the learner's turn is kept, and can be answered again. */
  | { type: "error"; code: "tutor_model_failed"; message: string; view: SessionView | null };

export type SessionSummary = {
  id: string;
  activityTitle: string | null;
  mode: "guided" | "model";
  startedAt: string;
  endedAt: string | null;
  completed: boolean | null;
  replies: number;
};

/** What Madame remembers of the learner (shown on /madameai, erasable). */
export type MemoryView = { interests: string[]; recurringMistakes: string[]; goals: string[]; updatedAt: string };
