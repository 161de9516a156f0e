import { env } from "@/env";

/**
 * Links that leave the product. The waitlist and group-call links are the brief's; without a
 * configured address they fall back to our own contact form, with the topic set.
 */
export function externalLinks() {
  const { WAITLIST_URL, GROUP_CALL_URL } = env();
  return {
    waitlist: WAITLIST_URL ?? "/contact?topic=waitlist",
    groupCall: GROUP_CALL_URL ?? "/contact?topic=group-call",
  };
}

/** External apps are opened with a source parameter so they know where the visitor came from. */
export function withSource(url: string, source: string): string {
  const target = new URL(url, "http://relative.invalid");
  target.searchParams.set("source", source);
  return url.startsWith("/") ? `${target.pathname}${target.search}` : target.toString();
}
