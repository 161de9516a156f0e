/**
 * A teacher's corpus of learner slips: what a Quebec French / Canadian English teacher decides
 * about each typed answer. It records the truth the checker must reach, not what it does today.
 */

export type CorpusRule =
  | "numbers"
  | "times"
  | "dates"
  | "spellingVariants"
  | "agreement"
  | "conjugation"
  | "otherWord"
  | "silentLetter"
  | "elision"
  | "punctuation"
  | "accent"
  | "typo"
  | "wrong"
  | "patterns";

export type CorpusCase = {
  rule: CorpusRule;
  /** Accepted answers, written as course content writes them (patterns: `{a|b}`, `{optional}`). */
  accepted: string[];
  /** What the learner typed. */
  given: string;
  /**
   * `right`: correct, no note but `variant`. `rightWithNote`: correct, and one returned note
   * matches `note`. `wrong`: not correct, and when `note` is given, one returned note matches it.
   */
  verdict: "right" | "rightWithNote" | "wrong";
  /** Matched as a subset of one returned note: only the fields written here are compared. */
  note?: { kind: string; [field: string]: unknown };
  /** The teacher's reason, for whoever reads a disagreement. */
  why: string;
};
