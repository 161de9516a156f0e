/* What the coach's screens receive, built on the server in the learner's interface language. */
import type { coachTones, SelfRating } from "./schemas";
import type { PhraseScore } from "./scoring/score";
import type { SoundFamily } from "./scoring/target";

export type PhraseView = {
  id: string;
  text: string;
  level: string;
  theme: string;
  sounds: SoundFamily[];
  translation: string;
  /** The learner's latest scores on this phrase, newest first (at most 5). */
  scores: number[];
  /** The learner's latest ratings of their own recordings of this phrase, newest first (at most 5). */
  selfRatings: SelfRatingView[];
  /** Written by the model for this learner (and checked), not authored. */
  generated: boolean;
};

export type SoundStatus = "mastered" | "improving" | "needs-work" | "not-tried";
export type SoundProgress = {
  family: SoundFamily;
  status: SoundStatus;
  latest: number | null;
  points: { at: string; score: number }[];
};

/** For a weak sound: how to make it (for the learner's native language where it matters) and pairs to drill it. */
export type Coaching = {
  family: SoundFamily;
  title: string;
  how: string;
  watchOut: string;
  forYou: string | null;
  pairs: { a: { text: string; meaning: string }; b: { text: string; meaning: string } }[];
};

export type AttemptView = {
  id: string;
  phraseId: string;
  phraseText: string;
  createdAt: string;
  /** What the score is based on: the recogniser's best hearing. */
  recognized: string;
  result: PhraseScore;
  recordingId: string | null;
  coaching: Coaching[];
};

export type CoachHome = {
  courseId: "fr" | "en";
  /** BCP 47 tag for speech (fr-CA, en-CA). */
  speechLang: string;
  phrases: PhraseView[];
  sounds: SoundProgress[];
  recent: AttemptView[];
  recordingDays: number;
  /** The server can transcribe a recording (when the browser cannot recognise speech). */
  transcription: boolean;
  /** The server's voice for a phrase when the browser has none: its TTS server's, or the synthetic one (labelled so). */
  serverSpeech: "server" | "synthetic";
  /** A model is configured: phrases written for the learner's job, and the coach's summary of an attempt. */
  model: boolean;
};

/** A batch of phrases written for the learner's job: those kept after the checks, and how many the checks dropped. */
export type GenerationResult = { phrases: PhraseView[]; dropped: number };

export type CoachTone = (typeof coachTones)[number];

/** The model's summary of an attempt: the weak sounds by impact with advice, what went well, the next milestone. */
export type CoachSummary = {
  tone: CoachTone;
  priorities: { family: SoundFamily; score: number; advice: string }[];
  wentWell: string[];
  nextMilestone: string;
};

/** An item of a perception drill: the two words of a pair, one of which the server plays (which one stays on the server until the answer). */
export type PerceptionItem = {
  id: string;
  a: { text: string; meaning: string };
  b: { text: string; meaning: string };
};

export type PerceptionRound = { family: SoundFamily; items: PerceptionItem[] };

/** How well the learner tells a family's sounds apart: right answers among their latest ones. */
export type PerceptionProgress = { family: SoundFamily; answered: number; right: number };

/** The server's verdict on one answer, with the word that was played and the family's progress since. */
export type PerceptionVerdict = {
  itemId: string;
  correct: boolean;
  played: "a" | "b";
  progress: PerceptionProgress;
};

/** The learner's judgement of one recording beside the model, by ear. */
export type SelfRatingView = { id: string; phraseId: string; rating: SelfRating; createdAt: string };
