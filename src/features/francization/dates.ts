/*
 * The dates an organization records for each step of its francization under the Charter of the
 * French language, ISO (YYYY-MM-DD). The names are the francization profile table's columns; the
 * profile's schema, its form and the obligations' rules are all made from this one list.
 */

export const FRANCIZATION_DATES = {
  thresholdReachedOn: "The head count first reached 25 (the Charter counts six months from there).",
  registeredOn: "Registration sent to the Office.",
  registrationCertificateOn: "The Office's attestation d'inscription.",
  analysisSubmittedOn: "The analysis of the language situation sent to the Office.",
  programRequiredOn:
    "The Office's notice that a francization program is required (the Charter counts from its receipt).",
  programAdoptedOn: "The francization program adopted.",
  francizationCertificateOn: "Certificat de francisation issued: no program is needed.",
  committeeFormedOn: "The francization committee formed (from 100 people).",
  lastProgressReportOn: "The last progress report on the program sent to the Office.",
  registerDeclarationOn:
    "Last declaration in the enterprise register of the share of staff unable to communicate in French.",
} as const;

export type FrancizationDateField = keyof typeof FRANCIZATION_DATES;

/** The fields in the order the form and the report show them: the Charter's steps in order. */
export const francizationDateFields = Object.keys(FRANCIZATION_DATES) as FrancizationDateField[];

export type FrancizationDates = { [Field in FrancizationDateField]?: string | null };
