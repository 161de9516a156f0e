export { submitContact } from "./service";
export { contactInput, contactTopics, type ContactTopic } from "./schemas";
