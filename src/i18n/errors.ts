import { createTranslator } from "next-intl";
import type { Locale } from "./config";
import { loadMessages } from "./messages";

/**
 * The words for an API error code in a language (messages/<locale>/errors.json, key api.<code>).
 * The code is typed where it is thrown (src/lib/api/errors.ts); this layer only reads messages.
 */
export async function errorMessage(code: string, locale: Locale): Promise<string> {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages: messages as never, namespace: "errors.api" as never });
  return t(code as never);
}
