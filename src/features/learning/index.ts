export { openLesson, openUnitTest, listenText, speakText, courseMap, nextLessonId } from "./service";
export { submitAnswer } from "./submit-answer";
export { emailSelfCheckInput, saveEmailSelfCheck } from "./email/self-check";
export { synthesizeFor, synthesizeListen, synthesizePlacementListen, synthesizeSpeak } from "./listen-audio";
export { synthesizeComprehension } from "./comprehension-audio";
export { learnerCourse } from "./learner";
export { levelHistory } from "./level-history";
export { trackProgress, trackStepsDone, trackLength, type TrackView, type TrackStepState } from "./track/progress";
export {
  answerSubmission,
  comprehensionAudioRequest,
  listenRequest,
  placementAnswerSubmission,
  placementTestRef,
  type AnswerSubmission,
  type ListenRequest,
} from "./schemas";
export { editDistance, normalize, stripAccents, type CheckLanguage, type Note } from "./checker";
export { courseIds, getCourse, speechLangOf, type CourseId } from "./content";
export { answerPlacement, placementListen, placementOverview, startPlacement } from "./placement/service";
export type * from "./player-types";
export type * from "./placement/types";
export {
  courseStanding,
  finishedAttemptsSince,
  lessonActivity,
  lessonVocabularyIds,
  lessonXpByLearner,
  missedExercises,
  type CourseStanding,
} from "./practice";
export { courseIndex, itemShuffle, seededShuffle } from "./course-index";
export { checkExercise, pick, viewExercise } from "./exercise-types";
export { withSecondOpinion } from "./reports";
export type { Exercise, VocabularyItem } from "./content-schema";
export {
  TRIAL_COOKIE,
  decodeTrial,
  trialView,
  answerTrialPlacement,
  requireTrial,
  storeTrial,
  claimTrial,
  readTrial,
  answerTrialLesson,
  synthesizeTrialSentence,
  trialLessonListen,
  startTrialLesson,
  trialPlayer,
  trialListen,
  startTrial,
} from "./trial";
export { answerReportRequest, reportAnswer } from "./reports";
export { trialStart } from "./schemas";
export { localized } from "./content-schema";
export { preloadWordLists, wordsOf } from "./checker/word-lists";
