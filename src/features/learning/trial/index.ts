export { readTrial, requireTrial, storeTrial } from "./request";
export { TRIAL_COOKIE, decodeTrial, type TrialState } from "./cookie";
export { answerTrialLesson, answerTrialPlacement, claimTrial, startTrial, startTrialLesson, trialLessonListen, trialListen, trialPlayer, trialView, type TrialView } from "./service";
