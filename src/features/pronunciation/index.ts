/*
 * The pronunciation coach (/pronunciation): phrases to say, scored sound by sound from what was
 * recognised (scoring/), coached with tips and minimal pairs, and kept as the learner's history.
 */
export { coachHome, submitAttempt, recordingAudio, soundProgress, speakPhrase } from "./service";
export { attemptInput, phraseRef, type AttemptInput } from "./schemas";
export { getPronunciation } from "./content";
export { MAX_RECORDING_BYTES } from "./recording";
export { deleteRecording, deleteAllRecordings } from "./queries";
export type * from "./types";
