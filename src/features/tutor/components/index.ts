export { Conversation } from "./conversation";
export { TutorHome } from "./tutor-home";
