import { render } from "@react-email/render";
import type { ReactElement } from "react";
import type { RenderedEmail } from "./types";

/**
 * Turns a template into the HTML part and the plain-text part of one message. The text part is
 * made from the same tree, so it cannot drift from the HTML; links keep their full address there
 * (as "label https://…") because many people read or forward the plain text.
 */
export async function renderEmail(element: ReactElement, subject: string): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
