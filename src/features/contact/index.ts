export { submitContact } from "./service";
export { contactInput, contactTopics, headCounts, type ContactInput, type ContactTopic } from "./schemas";
