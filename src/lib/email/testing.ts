import frEmailMessages from "../../../messages/fr/email.json";
import type { RenderedEmail } from "./types";

/** A person-supplied string that must come out as text, never as markup. */
export const HOSTILE_NAME = `Zoé <script>alert("x")</script> & Cie`;

/** A link with the characters that HTML escapes and plain text must keep (&, %, =). */
export const testUrl = (path: string) =>
  `https://app.madameai.test${path}?token=Zx81kQ2pLmN0vB7cR4tY9wE3&next=%2Fdashboard`;

function leafKeys(value: unknown, prefix: string): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, `${prefix}.${key}`));
}

// Both spellings a key would leak as: next-intl's fallback ("email.signInLink.subject") and the
// key relative to the namespace ("signInLink.subject"; a bare word like "signature" may be prose).
const messageKeys = leafKeys(frEmailMessages, "email").flatMap((key) => {
  const relative = key.slice("email.".length);
  return relative.includes(".") ? [key, relative] : [key];
});

const decodeAttribute = (value: string) =>
  value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

/**
 * What is wrong with a rendered message, as sentences (an empty list when nothing is): the
 * language, the links in both parts, escaping of what people typed, and no ICU or key left over.
 */
export function renderedEmailProblems(
  mail: RenderedEmail,
  { locale, urls }: { locale: string; urls: string[] },
): string[] {
  const problems: string[] = [];
  // The dark-mode rules are the only braces the HTML may hold.
  const html = mail.html.replace(/<style>[\s\S]*?<\/style>/g, "");
  if (!mail.subject.trim()) problems.push("the subject is empty");
  if (!mail.html.includes(`lang="${locale}"`)) problems.push(`the html does not say lang="${locale}"`);
  for (const url of urls) {
    if (!html.includes(`href="${url.replaceAll("&", "&amp;")}"`)) problems.push(`the html has no link to ${url}`);
    if (!mail.text.includes(url)) problems.push(`the text does not spell out ${url}`);
  }
  for (const href of [...html.matchAll(/href="([^"]*)"/g)].map((m) => decodeAttribute(m[1] ?? ""))) {
    if (!mail.text.includes(href)) problems.push(`the text lacks the link ${href}`);
  }
  if (/<script/i.test(mail.html)) problems.push("a <script> tag reached the html");
  for (const [part, content] of [
    ["subject", mail.subject],
    ["text", mail.text],
    ["html", html],
  ] as const) {
    if (/[{}]/.test(content)) problems.push(`an ICU brace is left in the ${part}`);
    const leaked = messageKeys.find((key) => content.includes(key));
    if (leaked) problems.push(`the message key ${leaked} shows in the ${part}`);
  }
  return problems;
}
