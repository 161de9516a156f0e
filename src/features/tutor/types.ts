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
  /** Madame's line in the interface language, when known (the "translate" button). */
  translation: string | null;
  /** After a reply Madame did not understand: what to do, or a sentence that would do. */
  help: { kind: "hint" | "example"; text: string } | null;
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
};

export type SessionSummary = { id: string; activityTitle: string | null; mode: "guided" | "model"; startedAt: string; endedAt: string | null; completed: boolean | null; replies: number };
