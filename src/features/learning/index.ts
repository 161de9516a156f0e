export { openLesson, submitAnswer, listenText, courseMap, learnerCourse, nextLessonId } from "./service";
export { answerSubmission, listenRequest, type AnswerSubmission, type ListenRequest } from "./schemas";
export { checkAnswer, type Note, type Verdict } from "./checker";
export { courseIds, getCourse, type CourseId } from "./content";
export type * from "./player-types";
