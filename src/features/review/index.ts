export {
  EXPECTED_RESPONSE_MS,
  SLOW_FACTOR,
  FAST_FACTOR,
  EASY_FLOOR_MS,
  ratingOf,
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
  reviewSettings,
  reviewCardStateSchema,
  reviewRatings,
  cardStates,
  MIN_RETENTION,
  MAX_RETENTION,
  DEFAULT_RETENTION,
  type ReviewCardState,
  type ReviewRating,
  type CardStateName,
} from "./schemas";
export { addPhraseCards, openReviewSession, reviewListenText, reviewOverview, setRetention, submitReviewAnswer, syncCards, synthesizeReviewListen, SESSION_SIZE, XP_PER_RIGHT_REVIEW, type ReviewOverview, type ReviewStart } from "./service";
export { reviewActivity, reviewXpByLearner, type ReviewActivity } from "./queries";
export { reviewExercise, formOf, type ReviewForm } from "./exercises";
