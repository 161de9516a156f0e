import { francizationDateFields, type FrancizationDates } from "./dates";

/*
 * The francization steps a Québec enterprise owes at its size, with their due dates. A due date is
 * given only where a statute fixes the delay; where the law sets none, or the date depends on a
 * step not taken yet, `dueOn` is null and `basis` says which case it is, so the screen never shows
 * a deadline we made up.
 *
 * Checked against LégisQuébec, Charter of the French language (C-11) as amended by 2022, c. 14:
 * s.139 (registration within six months after six months at the threshold, which the stored text
 * still gives as 50: the 25 since 2025-06-01 comes from law-firm summaries; analysis within three
 * months of the attestation d'inscription), s.140 (program sent within three months of receiving
 * the Office's notice), s.136 (committee at 100+, no delay of its own), s.143 (program reports
 * every 12 months), s.146 (a certificate holder reports every three years). The enterprise-register
 * declaration is in the Act respecting the legal publicity of enterprises (P-44.1), known to us
 * from law-firm summaries only (Blakes, BBK, Edilex): see registerDeclarationBelow.
 */

export const SIZE_BANDS = ["under5", "5to24", "25to49", "50to99", "100plus"] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];

export const OBLIGATION_IDS = [
  "registerDeclaration",
  "registration",
  "analysis",
  "program",
  "committee",
  "progressReport",
] as const;
export type ObligationId = (typeof OBLIGATION_IDS)[number];

/** "waiting": an earlier step is not done yet, so no due date can be computed. */
export const OBLIGATION_STATUSES = ["done", "due", "overdue", "waiting", "notApplicable"] as const;
export type ObligationStatus = (typeof OBLIGATION_STATUSES)[number];

/** Which rule produced the due date (or why there is none); each has its wording in messages `cockpit.basis`. */
export const OBLIGATION_BASES = [
  "sizeBand",
  "stepRecorded",
  "annualUpdateDeclaration",
  "declaredWithinTwelveMonths",
  "sixMonthsAfterThreshold",
  "sixMonthsAfterJune2025",
  "thresholdDateMissing",
  "afterRegistration",
  "awaitingRegistrationCertificate",
  "threeMonthsAfterRegistrationCertificate",
  "afterAnalysis",
  "awaitingOfficeDecision",
  "threeMonthsAfterNotice",
  "certificateIssued",
  "noStatutoryDelay",
  "afterProgramOrCertificate",
  "twelveMonthsAfterProgram",
  "twelveMonthsAfterLastReport",
  "threeYearsAfterCertificate",
  "threeYearsAfterLastReport",
] as const;
export type ObligationBasis = (typeof OBLIGATION_BASES)[number];

export type Obligation = {
  id: ObligationId;
  status: ObligationStatus;
  dueOn: string | null;
  section: string;
  basis: ObligationBasis;
};

/** s.139: registration is owed from 25 people (50 before the date below). */
export const REGISTRATION_HEAD_COUNT = 25;
/** s.136: a francization committee is owed from 100 people. */
export const COMMITTEE_HEAD_COUNT = 100;
/** P-44.1: the register declaration starts at 5 people. */
export const REGISTER_DECLARATION_FROM = 5;

/**
 * The day the s.139 threshold fell from 50 to 25 (2022, c. 14). Every summary we found (Miller
 * Thomson, Gascon, Dunton Rainville, HR Insider) says that from this day an enterprise of 25–49
 * "employing 25 or more for six months" must register within the following six months; none quotes
 * a transitional provision. We read it as the six months at 25+ counting from this day at the
 * earliest for an enterprise of 25–49 (a new obligation is not triggered by time before it existed).
 * Another reading circulates (Le Devoir, Infobref: "registered by 1 June 2025"), which would give
 * earlier dates: that is why this rule has its own basis key and wording.
 */
export const TWENTY_FIVE_THRESHOLD_SINCE = "2025-06-01";

/**
 * The register declaration covers 5–49 people until 2025-06-01, then 5–24, since 25–49 now register
 * with the Office instead (Blakes: "À partir du 1er juin 2025, cette obligation … visera les
 * entreprises comptant de 5 à 24 employés"). Not confirmed against the text of P-44.1 itself.
 */
export function registerDeclarationBelow(today: string): number {
  return today < TWENTY_FIVE_THRESHOLD_SINCE ? 50 : REGISTRATION_HEAD_COUNT;
}

export function sizeBand(headCount: number): SizeBand {
  if (!(headCount >= 5)) return "under5";
  if (headCount < 25) return "5to24";
  if (headCount < 50) return "25to49";
  if (headCount < 100) return "50to99";
  return "100plus";
}

/**
 * Adds calendar months; a day the target month lacks becomes its last day (31 August + 6 months is
 * 28 February). Chained delays are added one after the other, as the Charter words them, which can
 * only bring a date earlier, never later.
 */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const index = month - 1 + months;
  const targetYear = year + Math.floor(index / 12);
  const targetMonth = ((index % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, "0")}-${String(targetMonth + 1).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}

type Step = { status: ObligationStatus; dueOn: string | null; basis: ObligationBasis; section?: string };
type Dates = { [K in keyof FrancizationDates]-?: string | null };

const SECTIONS: Record<ObligationId, string> = {
  registerDeclaration: "LPLE, art. 33",
  registration: "art. 139",
  analysis: "art. 139",
  program: "art. 140",
  committee: "art. 136",
  progressReport: "art. 143",
};

/** Which law a section belongs to (the register declaration is not in the Charter) and its number. */
export function sectionParts(section: string): { law: "charter" | "register"; article: string } {
  return { law: section.startsWith("LPLE") ? "register" : "charter", article: section.replace(/^.*art\. /, "") };
}

const NOT_APPLICABLE: Step = { status: "notApplicable", dueOn: null, basis: "sizeBand" };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every obligation, in a stable order, for an enterprise of this size on `today` (an ISO date). */
export function obligations(input: { headCount: number; dates: FrancizationDates }, today: string): Obligation[] {
  const dates = clean(input.dates);
  const headCount = input.headCount;
  const steps: Record<ObligationId, () => Step> = {
    registerDeclaration: () =>
      headCount >= REGISTER_DECLARATION_FROM && headCount < registerDeclarationBelow(today)
        ? registerDeclaration(dates, today)
        : NOT_APPLICABLE,
    registration: () => (headCount >= REGISTRATION_HEAD_COUNT ? registration(headCount, dates, today) : NOT_APPLICABLE),
    analysis: () => (headCount >= REGISTRATION_HEAD_COUNT ? analysis(dates, today) : NOT_APPLICABLE),
    program: () => (headCount >= REGISTRATION_HEAD_COUNT ? program(dates, today) : NOT_APPLICABLE),
    committee: () => (headCount >= COMMITTEE_HEAD_COUNT ? committee(dates) : NOT_APPLICABLE),
    progressReport: () => (headCount >= REGISTRATION_HEAD_COUNT ? progressReport(dates, today) : NOT_APPLICABLE),
  };
  return OBLIGATION_IDS.map((id) => {
    const { section, ...step } = steps[id]();
    return { id, ...step, section: section ?? SECTIONS[id] };
  });
}

/** A malformed date is treated as not entered rather than producing a nonsense deadline. */
function clean(dates: FrancizationDates): Dates {
  const pick = (value: string | null | undefined) => (typeof value === "string" && ISO_DATE.test(value) ? value : null);
  return Object.fromEntries(francizationDateFields.map((field) => [field, pick(dates[field])])) as Dates;
}

/** Done when recorded; otherwise due until the day itself, overdue after it. */
function statusOf(dueOn: string, today: string, doneOn: string | null): ObligationStatus {
  if (doneOn) return "done";
  return today > dueOn ? "overdue" : "due";
}

const later = (a: string, b: string | null) => (b && b > a ? b : a);

// A later step recorded implies the earlier ones were taken, even if their dates were not entered.
const registered = (d: Dates) => d.registeredOn ?? d.registrationCertificateOn ?? analysed(d);
const analysed = (d: Dates) =>
  d.analysisSubmittedOn ?? d.programRequiredOn ?? d.programAdoptedOn ?? d.francizationCertificateOn;

/**
 * The annual update declaration's own deadline depends on the enterprise's legal form and fiscal
 * year (set by regulation under P-44.1), which we do not know: no date, and a declaration made in
 * the last 12 months counts as this year's.
 */
function registerDeclaration(d: Dates, today: string): Step {
  if (d.registerDeclarationOn && today < addMonths(d.registerDeclarationOn, 12))
    return { status: "done", dueOn: null, basis: "declaredWithinTwelveMonths" };
  return { status: "due", dueOn: null, basis: "annualUpdateDeclaration" };
}

/** s.139: "durant une période de six mois … dans les six mois de la fin de cette période". */
function registration(headCount: number, d: Dates, today: string): Step {
  const done = registered(d);
  if (!d.thresholdReachedOn)
    return done
      ? { status: "done", dueOn: null, basis: "stepRecorded" }
      : { status: "due", dueOn: null, basis: "thresholdDateMissing" };
  // We only know when the head count reached 25. An enterprise now at 50+ is counted from that
  // date, without the 2025 deferral: if it had 50 before 2025, the old threshold already applied.
  const deferred = headCount < 50 && d.thresholdReachedOn < TWENTY_FIVE_THRESHOLD_SINCE;
  const periodStart = deferred ? TWENTY_FIVE_THRESHOLD_SINCE : d.thresholdReachedOn;
  const dueOn = addMonths(addMonths(periodStart, 6), 6);
  return {
    status: statusOf(dueOn, today, done),
    dueOn,
    basis: deferred ? "sixMonthsAfterJune2025" : "sixMonthsAfterThreshold",
  };
}

/** s.139 al. 3: the analysis within three months of the attestation d'inscription. */
function analysis(d: Dates, today: string): Step {
  const done = analysed(d);
  if (!d.registrationCertificateOn) {
    if (done) return { status: "done", dueOn: null, basis: "stepRecorded" };
    return {
      status: "waiting",
      dueOn: null,
      basis: registered(d) ? "awaitingRegistrationCertificate" : "afterRegistration",
    };
  }
  const dueOn = addMonths(d.registrationCertificateOn, 3);
  return { status: statusOf(dueOn, today, done), dueOn, basis: "threeMonthsAfterRegistrationCertificate" };
}

/** s.140: a certificate, or a program sent within three months of receiving the Office's notice. */
function program(d: Dates, today: string): Step {
  if (d.francizationCertificateOn && !d.programAdoptedOn)
    return { status: "done", dueOn: null, basis: "certificateIssued" };
  if (!d.programRequiredOn) {
    if (d.programAdoptedOn) return { status: "done", dueOn: null, basis: "stepRecorded" };
    return { status: "waiting", dueOn: null, basis: analysed(d) ? "awaitingOfficeDecision" : "afterAnalysis" };
  }
  const dueOn = addMonths(d.programRequiredOn, 3);
  return {
    status: statusOf(dueOn, today, d.programAdoptedOn ?? d.francizationCertificateOn),
    dueOn,
    basis: "threeMonthsAfterNotice",
  };
}

/** s.136 names no delay: the committee is owed as soon as the enterprise is in the s.139 process. */
function committee(d: Dates): Step {
  return d.committeeFormedOn
    ? { status: "done", dueOn: null, basis: "stepRecorded" }
    : { status: "due", dueOn: null, basis: "noStatutoryDelay" };
}

/**
 * Recurring: the next report is due a cycle after the later of the last report and the start of the
 * cycle. s.143 says "tous les douze mois" without naming the start; we count from the program's
 * adoption, which comes before the Office's approval and so never gives a later date.
 */
function progressReport(d: Dates, today: string): Step {
  const last = d.lastProgressReportOn;
  if (d.francizationCertificateOn) {
    const base = later(d.francizationCertificateOn, last);
    const dueOn = addMonths(base, 36);
    return {
      status: statusOf(dueOn, today, null),
      dueOn,
      basis: base === d.francizationCertificateOn ? "threeYearsAfterCertificate" : "threeYearsAfterLastReport",
      section: "art. 146",
    };
  }
  if (d.programAdoptedOn) {
    const base = later(d.programAdoptedOn, last);
    const dueOn = addMonths(base, 12);
    return {
      status: statusOf(dueOn, today, null),
      dueOn,
      basis: base === d.programAdoptedOn ? "twelveMonthsAfterProgram" : "twelveMonthsAfterLastReport",
    };
  }
  return { status: "waiting", dueOn: null, basis: "afterProgramOrCertificate" };
}
