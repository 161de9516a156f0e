export { CourseMap } from "./course-map";
export { LessonPlayer } from "./lesson-player";
export { PlacementFlow } from "./placement/placement-flow";
export { TrialFlow } from "./trial/trial-flow";
export { LevelHistoryView } from "./level-history-view";
export { EmailGuide } from "./email-guide";
