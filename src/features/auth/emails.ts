// One React Email template per message (emails/*.tsx), each with the function that renders it in
// the person's language; the strings are in messages/<locale>/email.json.
export type { RenderedEmail } from "@/lib/email/types";
export { emailChangeEmail } from "./emails/email-change";
export { emailChangedNoticeEmail } from "./emails/email-changed-notice";
export { passwordChangedEmail } from "./emails/password-changed";
export { signInLinkEmail } from "./emails/sign-in-link";
export { verifyEmailEmail } from "./emails/verify-email";
