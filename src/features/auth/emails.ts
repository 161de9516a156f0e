import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";

export type RenderedEmail = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** One layout for every message: a greeting, a paragraph, one button, a note, the signature. */
function layout({ lang, paragraphs, action, note, signature }: { lang: Locale; paragraphs: string[]; action: { label: string; url: string }; note: string; signature: string }) {
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#16161d">${escapeHtml(text)}</p>`;
  return `<!doctype html><html lang="${lang}"><body style="margin:0;padding:24px;background:#f3f4f8;font-family:system-ui,-apple-system,Segoe UI,sans-serif">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:20px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#2343c4">MadameAI</p>
${paragraphs.map(p).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2343c4;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#555566">${escapeHtml(note)}</p>
<p style="margin:0;font-size:14px;color:#555566">${escapeHtml(signature)}</p>
</div></body></html>`;
}

/** The e-mail with a sign-in link, in the person's language. */
export async function signInLinkEmail(locale: Locale, { name, url, minutes }: { name: string; url: string; minutes: number }): Promise<RenderedEmail> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages: messages as never, namespace: "email" as never }) as (key: string, values?: Record<string, string | number>) => string;
  const greeting = t("signInLink.greeting", { name });
  const body = t("signInLink.body", { minutes });
  const note = t("signInLink.ignore");
  const signature = t("signature");
  return {
    subject: t("signInLink.subject"),
    text: [greeting, "", body, "", url, "", note, "", signature].join("\n"),
    html: layout({ lang: locale, paragraphs: [greeting, body], action: { label: t("signInLink.action"), url }, note, signature }),
  };
}
