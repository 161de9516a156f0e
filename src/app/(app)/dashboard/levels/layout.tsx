// The lessons' client texts, in place of the dashboard's.
export { LessonTexts as default } from "../../learning-area";
