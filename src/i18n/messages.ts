import { namespaces, type Locale } from "./config";

export type Messages = Record<string, unknown>;

// Every page asks for its language's messages; the files never change while a build runs, so each
// language is assembled once per process (20 imports and their promises cost about 3 % of a
// dashboard view's main thread). In development the files are read again so that edits show.
const assembled = new Map<Locale, Promise<Messages>>();

/** Every feature's message file for a locale, keyed by namespace (the file name). Shared: never mutate it. */
export function loadMessages(locale: Locale): Promise<Messages> {
  if (process.env.NODE_ENV === "development") return importMessages(locale);
  let messages = assembled.get(locale);
  if (!messages) {
    messages = importMessages(locale);
    assembled.set(locale, messages);
    // A failed import is tried again by the next request rather than remembered.
    messages.catch(() => assembled.delete(locale));
  }
  return messages;
}

async function importMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const),
  );
  return Object.fromEntries(entries);
}
