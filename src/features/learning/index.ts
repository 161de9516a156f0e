export { openLesson, openUnitTest, submitAnswer, listenText, courseMap, nextLessonId } from "./service";
export { synthesizeListen, synthesizePlacementListen } from "./listen-audio";
export { learnerCourse } from "./learner";
export { answerSubmission, listenRequest, placementAnswerSubmission, placementTestRef, type AnswerSubmission, type ListenRequest } from "./schemas";
export { checkAnswer, type Note, type Verdict } from "./checker";
export { courseIds, getCourse, type CourseId } from "./content";
export { answerPlacement, placementListen, placementOverview, startPlacement, RETAKE_AFTER_DAYS } from "./placement/service";
export type * from "./player-types";
export type * from "./placement/types";
