/*
 * Madame, the conversation tutor (/madameai): free conversation with any OpenAI-compatible model
 * (model/), or, without one, authored dialogues of work situations matched with the courses'
 * forgiving checker (guided/).
 */
export {
  tutorHome,
  startSession,
  sendTurn,
  retryTurn,
  endSession,
  translateLine,
  explainLine,
  forgetLearner,
} from "./service";
export { sessionView } from "./session-view";
export { sessionStart, learnerTurn, sessionRef, messageRef, spokenLine, registerChange } from "./schemas";
export { changeRegister } from "./model/service";
export { getActivities } from "./content";
export { speakForSession, transcribeTurn } from "./voice";
export { languageName } from "./model/prompts";
export { tutorActivity } from "./queries";
export type * from "./types";
