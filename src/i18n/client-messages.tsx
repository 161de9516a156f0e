import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import type { Namespace } from "./config";

/** What client components translate on every page: the shell (switchers, consent banner) and request errors. */
export const CLIENT_EVERYWHERE = ["shell", "errors"] as const;

/** The signed-in app's (and the sign-in pages') client components: forms, players, the tutor, the team area, checkout. */
export const APP_CLIENT_NAMESPACES = [
  "auth",
  "onboarding",
  "security",
  "orgs",
  "learning",
  "practice",
  "tutor",
  "pronunciation",
  "team",
  "cockpit",
  "billing.checkout",
] as const;

/** What the signed-in app's shell adds to CLIENT_EVERYWHERE around every page: the organization switcher. */
export const SHELL_CLIENT_NAMESPACES = ["orgs"] as const;

/**
 * The learning areas' pages, each area with what its client components translate; every area adds
 * the access gate's checkout. client-messages.test.ts follows each page's imports to check them.
 */
export const LEARNING_TEXTS = {
  /** `/dashboard`, its rewards and the level 4 track. */
  practice: ["practice"],
  /** The course, the levels and the email guide, under `/dashboard` (their layout replaces practice's texts). */
  lessons: ["learning"],
  tutor: ["tutor"],
  pronunciation: ["pronunciation"],
} as const satisfies Record<string, readonly Namespace[]>;

/** What the learning areas' access gate translates: its checkout button. */
export const LEARNING_GATE_NAMESPACES = ["billing.checkout"] as const;

/** The team area: its tables and forms, the invitations, the seats' checkout. */
export const TEAM_CLIENT_NAMESPACES = ["team", "cockpit", "orgs", "billing.checkout"] as const;

type ClientNamespace = Namespace | `${Namespace}.${string}`;

/**
 * Hands client components the messages they translate, and no more: every message sent here is
 * inlined in the page's HTML and its navigation payload, so a public page carrying the whole app's
 * texts weighed ~90 kB more (bench/lighthouse.mjs), and every team page carried the lessons' and
 * Madame's. The app's layout gives the shell's; each area's layout wraps its pages with its own
 * (a nested provider replaces the outer one's messages, so each one also carries what every page needs).
 */
export async function ClientMessages({
  namespaces = [],
  children,
}: {
  namespaces?: readonly ClientNamespace[];
  children: ReactNode;
}) {
  const messages = (await getMessages()) as Record<string, Record<string, unknown>>;
  const picked: Record<string, Record<string, unknown>> = {};
  for (const name of [...CLIENT_EVERYWHERE, ...namespaces]) {
    const [namespace, group] = name.split(".") as [string, string | undefined];
    picked[namespace] = group ? { ...picked[namespace], [group]: messages[namespace]?.[group] } : messages[namespace]!;
  }
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
