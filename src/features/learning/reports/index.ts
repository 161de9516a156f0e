/*
 * "My answer should be accepted": learners' reports of rejected answers, the maintainers' summary
 * of them (`npm run content:reports`), and a model's second opinion on rejected free-text answers.
 */
export { reportAnswer } from "./report";
export { answerReportRequest, type AnswerReportRequest } from "./schemas";
export { withSecondOpinion, type Judged } from "./opinion";
export { opinionModel, OPINION_TIMEOUT_MS, type OpinionModel } from "./opinion-model";
export { contentReportsCsv, reportSummaries, reportsCsv, summarizeReports, type ReportSummary } from "./summary";
