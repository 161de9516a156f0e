/*
 * Madame, the conversation tutor (/madameai): free conversation with any OpenAI-compatible model
 * (model/), or, without one, authored dialogues of work situations matched with the courses'
 * forgiving checker (guided/).
 */
export { tutorHome, startSession, sessionView, sendTurn, retryTurn, endSession, translateLine, explainLine, forgetLearner, activityView, type TurnAnswer } from "./service";
export { sessionStart, learnerTurn, sessionRef, messageRef, spokenLine, MAX_MESSAGE_LENGTH, type LearnerTurn } from "./schemas";
export { getActivities } from "./content";
export { speakForSession, transcribeTurn } from "./voice";
export { modelConfigured, tutorModel, type TutorModel } from "./model/provider";
export { languageName } from "./model/prompts";
export { tutorUsage, tutorActivity } from "./queries";
export { INDIVIDUAL_DAILY_TURNS } from "./model/budget";
export type * from "./types";
