import { namespaces, type Locale } from "./config";

export type Messages = Record<string, unknown>;

/** Loads every feature's message file for a locale, keyed by namespace (the file name). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const),
  );
  return Object.fromEntries(entries);
}
