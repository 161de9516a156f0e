export type CheckLanguage = "fr" | "en";

/** Who a verb form is for, read from the subject pronoun before it (je → 1s … ils/elles → 3p). */
export type Person = "1s" | "2s" | "3s" | "1p" | "2p" | "3p";

/**
 * What the checker says about an answer. Accepted slips (the answer is right): accent, typo,
 * spelling, punctuation, and variant (another accepted form). Grammar that makes it wrong, each
 * explained: elision, agreement, conjugation, otherWord.
 */
export type Note =
  /** Accents missing or wrong: the expected word and its letters that differ ("é" in "café"). */
  | { kind: "accent"; word: string; letters: string[] }
  /** One letter off in a long word that is no other word. */
  | { kind: "typo"; word: string; given: string }
  /** A silent final letter left out of a word that has no other form (beaucou → beaucoup). */
  | { kind: "spelling"; word: string; given: string }
  /** A hyphen, apostrophe or space left out (Pourriez vous, jai, biensur); not for compounds written both ways (email, cellphone). */
  | { kind: "punctuation"; mark: "hyphen" | "apostrophe" | "space"; word: string }
  /** Right, with another accepted form: this is the main answer. */
  | { kind: "variant"; expected: string }
  /** An elision not made where it must be (je ai → j'ai), or made where it must not. */
  | { kind: "elision"; expected: string; given: string }
  /** A gender or number ending: the expected word, described. */
  | {
      kind: "agreement";
      word: string;
      given: string;
      gender?: "feminine" | "masculine";
      number?: "singular" | "plural";
    }
  /** A verb ending: person, tense or mood. */
  | { kind: "conjugation"; word: string; given: string; person?: Person }
  /** One letter away, but another real word (quite / quiet): not a slip. */
  | { kind: "otherWord"; word: string; given: string };

export type Verdict = { correct: boolean; expected: string; notes: Note[] };

export type CheckOptions = {
  language: CheckLanguage;
  /** Words the learner meets (the lesson's, the course's): a typo that turns one word into another of these is a different word, not a slip. */
  lessonWords?: ReadonlySet<string>;
};
