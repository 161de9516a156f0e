/*
 * Madame, the conversation tutor (/madameai). Guided mode today: authored dialogues of work
 * situations, matched with the courses' forgiving checker; conversations with a model server come next.
 */
export { tutorHome, startSession, sessionView, sendTurn, endSession, activityView } from "./service";
export { sessionStart, learnerTurn, sessionRef, MAX_MESSAGE_LENGTH, type LearnerTurn } from "./schemas";
export { getActivities } from "./content";
export type * from "./types";
