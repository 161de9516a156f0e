export {
  EXPECTED_RESPONSE_MS,
  SLOW_FACTOR,
  FAST_FACTOR,
  EASY_FLOOR_MS,
  ratingOf,
  hasForgivenSlip,
  inLearningSteps,
  newCardState,
  toFsrsCard,
  fromFsrsCard,
  checkedRetention,
  scheduleReview,
  isDue,
  dueWithinLocalDay,
  dueForSession,
  type RatedAnswer,
  type ScheduleOptions,
} from "./scheduler";
export { cardKey, vocabularyCardKey, exerciseCardKey, phraseCardKey, parseCardKey, cardsFromLesson, type CardKey, type CardSource, type PhraseCard } from "./cards";
export {
  retentionSchema,
  dailyLimitSchema,
  reviewSettings,
  reviewCardStateSchema,
  reviewRatings,
  cardStates,
  MIN_RETENTION,
  MAX_RETENTION,
  DEFAULT_RETENTION,
  MIN_DAILY_LIMIT,
  MAX_DAILY_LIMIT,
  DEFAULT_DAILY_LIMIT,
  type ReviewSettings,
  type ReviewCardState,
  type ReviewRating,
  type CardStateName,
} from "./schemas";
export {
  addPhraseCards,
  openReviewSession,
  reviewListenText,
  reviewOverview,
  reviewSettingsOf,
  saveReviewSettings,
  setRetention,
  submitReviewAnswer,
  syncCards,
  synthesizeReviewListen,
  SESSION_SIZE,
  XP_PER_RIGHT_REVIEW,
  type ReviewOverview,
  type ReviewStart,
} from "./service";
export { planReviews, pickForSession, bySessionOrder, sessionRank, type ReviewPlan, type PlannedDay, type DueOnDay } from "./backlog";
export { ReviewPlanSummary } from "./components/review-plan";
export { reviewActivity, reviewXpByLearner, type ReviewActivity } from "./queries";
export { reviewExercise, formOf, type ReviewForm } from "./exercises";
