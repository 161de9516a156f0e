import type { AnswerInput, AnswerResult, ExerciseView, SpokenScore } from "../../player-types";

/** The one shape of props every exercise component takes. */
export type ExerciseProps<T extends ExerciseView["type"] = ExerciseView["type"]> = {
  view: Extract<ExerciseView, { type: T }>;
  /** Inputs locked: before the page is interactive, while the answer is sent, once it is judged. */
  disabled: boolean;
  /** The answer as it stands, or null while it is incomplete (the Check button waits for it). */
  onAnswer: (answer: AnswerInput | null) => void;
  /** The answer was just completed by a tap (last tile, last pair): the focus goes to the Check button. */
  onComplete: () => void;
  /** Passes the item over without an answer (no audio here, cannot speak now): counted neither way. */
  onSkip: () => void;
  /** The verdict, once there is one. */
  result: AnswerResult | null;
  /** BCP 47 tag of the language learned, for lang attributes and speech (fr-CA, en-CA). */
  lang: string;
  /** Which item this is (ids of its fields). */
  index: number;
  /** Asks the server for the sentence a listen exercise speaks (it is not in the page before it plays). */
  loadSentence: () => Promise<string>;
  /**
   * Asks the server for that sentence as audio from its text-to-speech server, for a browser with
   * no voice for the language; null or left out when the server has none, or the flow has no
   * audio route (the exercise then offers to skip).
   */
  loadAudio?: (() => Promise<Blob>) | null;
  /** A listening piece's audio (every line in its speaker's voice) at normal or slow speed; null where the flow has none. */
  loadPieceAudio?: ((speed: "normal" | "slow") => Promise<Blob>) | null;
  /** That audio is the server's synthetic voice: the exercise labels it so. */
  syntheticVoice?: boolean;
  /** Scores a speak exercise from what the browser heard (the pronunciation coach's scorer); null or left out where the flow has none. */
  scoreSpeech?: ((alternatives: string[]) => Promise<SpokenScore>) | null;
};

/** Text fields where the browser must not correct, capitalize or underline the learner's attempt. */
export const rawTextInput = {
  autoComplete: "off",
  autoCorrect: "off",
  autoCapitalize: "off",
  spellCheck: false,
} as const;
