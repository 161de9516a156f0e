import type { Database } from "@/db";
import { countMembers } from "@/features/orgs";
import { localDay } from "@/lib/days";
import { frenchKnowledge, type FrenchKnowledge } from "./knowledge";
import { listOtherLanguagePositions, type OtherLanguagePosition } from "./language-positions";
import { obligations, sizeBand, type Obligation, type SizeBand } from "./obligations";
import { getFrancizationProfile, type FrancizationProfile } from "./profile";
import { trainingLedger, type TrainingLedger } from "./training";

/** Years offered for the ledger and the report: this one and the four before. */
const REPORT_YEARS = 5;

export type FrancizationOverview = {
  today: string;
  profile: FrancizationProfile;
  band: SizeBand | null;
  obligations: Obligation[];
  members: number;
  knowledge: FrenchKnowledge;
  ledger: TrainingLedger;
  positions: OtherLanguagePosition[];
  years: number[];
};

/** The year asked for in the URL when it is one of those offered, else the current one. */
function reportYear(requested: string | undefined, currentYear: number): number {
  const year = Number(requested);
  return Number.isInteger(year) && year <= currentYear && year > currentYear - REPORT_YEARS ? year : currentYear;
}

/** Everything the cockpit and the yearly report show, for one organization. */
export async function francizationOverview(
  db: Database,
  { organizationId, timeZone }: { organizationId: string; timeZone: string },
  {
    year: requested,
    now = new Date(),
    recentAppHours = false,
  }: { year?: string; now?: Date; recentAppHours?: boolean },
): Promise<FrancizationOverview> {
  const today = localDay(now, timeZone);
  const currentYear = Number(today.slice(0, 4));
  const year = reportYear(requested, currentYear);
  const scope = { organizationId };
  const [profile, members, knowledge, ledger, positions] = await Promise.all([
    getFrancizationProfile(db, scope),
    countMembers(db, scope),
    frenchKnowledge(db, scope),
    trainingLedger(db, { organizationId, timeZone }, year, { recentAppHours }),
    listOtherLanguagePositions(db, scope),
  ]);
  return {
    today,
    profile,
    band: profile.headCount === null ? null : sizeBand(profile.headCount),
    obligations: obligations({ headCount: profile.headCount ?? 0, dates: profile }, today),
    members,
    knowledge,
    ledger,
    positions,
    years: Array.from({ length: REPORT_YEARS }, (_, index) => currentYear - index),
  };
}
