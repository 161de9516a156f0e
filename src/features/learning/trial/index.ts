export { readTrial, requireTrial, storeTrial } from "./request";
export { synthesizeTrialSentence } from "./audio";
export { TRIAL_COOKIE, decodeTrial } from "./cookie";
export {
  answerTrialLesson,
  answerTrialPlacement,
  claimTrial,
  startTrial,
  startTrialLesson,
  trialLessonListen,
  trialListen,
  trialPlayer,
  trialView,
} from "./service";
