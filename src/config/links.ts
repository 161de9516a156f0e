import { env, type Env } from "@/env";

/** The external companion apps (conversation, lite trial, pronunciation); each appears only when its address is configured. */
export const companionIds = ["conversation", "trial", "pronunciation"] as const;
export type CompanionId = (typeof companionIds)[number];

export type ExternalLinks = {
  /** The waitlist form while sign-up is closed. */
  waitlist: string;
  /** Booking for the weekly group conversation call. */
  groupCall: string;
  /** Configured companion apps, in the order of `companionIds`. */
  companions: { id: CompanionId; href: string }[];
};

/**
 * Links that leave the product, each carrying `source=<page>` so the other side knows where the
 * visitor came from. Without a configured address, the waitlist and the group call fall back to
 * our own contact form with the topic set (and still say where they came from).
 */
export function externalLinks(source: string, settings: Env = env()): ExternalLinks {
  const companions: Record<CompanionId, string | undefined> = {
    conversation: settings.COMPANION_CONVERSATION_URL,
    trial: settings.COMPANION_TRIAL_URL,
    pronunciation: settings.COMPANION_PRONUNCIATION_URL,
  };
  return {
    waitlist: withSource(settings.WAITLIST_URL ?? "/contact?topic=waitlist", source),
    groupCall: withSource(settings.GROUP_CALL_URL ?? "/contact?topic=group-call", source),
    companions: companionIds.flatMap((id) =>
      companions[id] ? [{ id, href: withSource(companions[id], source) }] : [],
    ),
  };
}

/** The URL with `source` set (kept relative for our own paths). */
export function withSource(url: string, source: string): string {
  const target = new URL(url, "http://relative.invalid");
  target.searchParams.set("source", source);
  return url.startsWith("/") ? `${target.pathname}${target.search}` : target.toString();
}

/** Whether a link leaves the site (opened in a new tab, without our window as opener). */
export const isExternal = (href: string) => /^https?:\/\//.test(href);
