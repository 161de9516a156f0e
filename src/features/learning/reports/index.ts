/*
 * "My answer should be accepted": learners' reports of rejected answers, the maintainers' summary
 * of them (`npm run content:reports`), and a model's second opinion on rejected free-text answers.
 */
export { reportAnswer } from "./report";
export { answerReportRequest } from "./schemas";
export { withSecondOpinion } from "./opinion";
export { reportSummaries, reportsCsv } from "./summary";
