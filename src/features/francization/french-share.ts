import { isAtLeast, type CefrLevel } from "@/lib/levels";

/*
 * The share of staff not able to communicate in French, which enterprises of 5 to 24 people
 * declare in the enterprise register. The law does not define "able to communicate in French"
 * (the Registraire speaks of doing one's tasks in French), so the rule below is ours; it is shown
 * to the organization word for word (messages `cockpit.share.rule`), and must change with it.
 */

/**
 * B1 is the CEFR's first "independent user" level: below it a person manages rehearsed, familiar
 * exchanges only; from it they can follow instructions, meetings and training and deal with
 * routine work in the language, which is what the Registraire's description asks. In North &
 * Piccardo's alignment of the Canadian benchmarks to the CEFR, B1 begins around NCLC 5.
 */
export const FRENCH_ABLE_LEVEL: CefrLevel = "B1";

/** First language codes as the onboarding stores them ("fr"); a regional tag ("fr-CA") counts too. */
export const FRENCH_LANGUAGE = "fr";

export type FrenchSharePerson = { nativeLanguage: string | null; frenchLevel: CefrLevel | null };
export type FrenchAbility = "able" | "notAble" | "unknown";

export type FrenchShare = {
  able: number;
  notAble: number;
  unknown: number;
  total: number;
  /** notAble / (able + notAble): among people whose ability is known; null when nobody's is. */
  share: number | null;
  /** notAble / total, counting unknown people as able: the lowest the true share can be. Null when there is nobody. */
  shareOfAll: number | null;
};

export function frenchAbility({ nativeLanguage, frenchLevel }: FrenchSharePerson): FrenchAbility {
  if (nativeLanguage && nativeLanguage.trim().toLowerCase().split(/[-_]/)[0] === FRENCH_LANGUAGE) return "able";
  if (frenchLevel === null) return "unknown";
  return isAtLeast(frenchLevel, FRENCH_ABLE_LEVEL) ? "able" : "notAble";
}

/** The share among `people`; an entry with a `count` stands for that many people alike. */
export function frenchShare(people: readonly (FrenchSharePerson & { count?: number })[]): FrenchShare {
  const counts = { able: 0, notAble: 0, unknown: 0 };
  for (const person of people) counts[frenchAbility(person)] += person.count ?? 1;
  const known = counts.able + counts.notAble;
  const total = counts.able + counts.notAble + counts.unknown;
  return {
    ...counts,
    total,
    share: known === 0 ? null : counts.notAble / known,
    shareOfAll: total === 0 ? null : counts.notAble / total,
  };
}
