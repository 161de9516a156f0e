export { reviewSettings } from "./schemas";
export {
  openReviewSession,
  reviewListenText,
  reviewOverview,
  synthesizeReviewListen,
  synthesizeReviewSpeak,
  SESSION_SIZE,
  type ReviewOverview,
} from "./service";
export { addPhraseCards } from "./card-sync";
export { submitReviewAnswer } from "./answers";
export { saveReviewSettings } from "./settings";
export { ReviewPlanSummary } from "./components/review-plan";
export { reviewActivity, reviewXpByLearner } from "./queries";
