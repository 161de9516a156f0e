export { reviewSettings } from "./schemas";
export {
  addPhraseCards,
  openReviewSession,
  reviewListenText,
  reviewOverview,
  saveReviewSettings,
  submitReviewAnswer,
  synthesizeReviewListen,
  SESSION_SIZE,
  type ReviewOverview,
} from "./service";
export { ReviewPlanSummary } from "./components/review-plan";
export { reviewActivity, reviewXpByLearner } from "./queries";
