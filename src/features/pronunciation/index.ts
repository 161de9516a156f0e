/*
 * The pronunciation coach (/pronunciation): phrases to say, scored sound by sound from what was
 * recognised (scoring/), coached with tips and minimal pairs, and kept as the learner's history.
 * With a model, phrases written for the learner's job, checked before use (generate.ts).
 */
export { coachHome, submitAttempt, recordingAudio, speakPhrase } from "./service";
export {
  attemptInput,
  perceptionAnswerInput,
  perceptionAudioInput,
  perceptionRoundInput,
  phraseRef,
  selfRatingInput,
  summaryInput,
  spokenExerciseInput,
} from "./schemas";
export { answerPerception, perceptionAudio, perceptionProgress, startPerceptionRound } from "./perception";
export { rateRecording } from "./self-rating";
export { scoreSpokenExercise } from "./spoken-exercise";
export { coachSummary } from "./summary";
export { speakingEstimate, speakingEstimates, type SpeakingEstimate } from "./speaking-estimate";
export { pronunciationMilestones } from "./milestones";
export { speakingDistribution, type SpeakingCounts } from "./speaking-distribution";
export { getPronunciation } from "./content";
export { MAX_RECORDING_BYTES } from "./recording";
export { deleteRecording, deleteAllRecordings, deleteExpiredRecordings, deleteGeneratedPhrase } from "./queries";
export { generatePhrases } from "./generate";
export { moveRecordingsToStore } from "./recording-move";
export type * from "./types";
