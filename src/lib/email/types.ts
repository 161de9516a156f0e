import type { createTranslator, Messages } from "next-intl";

/** What every e-mail template returns and `sendMail` sends. */
export type RenderedEmail = { subject: string; text: string; html: string };

/** A translator over the `email` namespace (messages/<locale>/email.json), keys checked against French. */
export type EmailTranslator = ReturnType<typeof createTranslator<Messages, "email">>;
