import { z } from "zod";
import { roles } from "@/features/orgs";
import { locales } from "@/i18n/config";

const id = z.string().min(1).max(128);
const name = z.string().trim().min(1).max(100);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "invalid_date");
const optionalDate = isoDate.nullable();

export const peopleSorts = ["name", "role", "department", "joined", "level", "minutes", "lastActive"] as const;
export const trainingKinds = ["class", "francisationQuebec", "other"] as const;

/** The people list's URL: anything malformed falls back to the default rather than failing the page. */
export const peopleQuery = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  role: z.enum(roles).optional().catch(undefined),
  department: id.optional().catch(undefined),
  position: id.optional().catch(undefined),
  level: z.enum(["none", "preA1", "A1", "A2", "B1", "B2", "C1", "C2"]).optional().catch(undefined),
  sort: z.enum(peopleSorts).catch("name"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type PeopleQuery = z.infer<typeof peopleQuery>;

export const unitNameInput = z.strictObject({ name });
export const unitIdInput = z.strictObject({ id });
export const unitRenameInput = z.strictObject({ id, name });

/** Where a member sits: null clears it. */
export const memberPlacementInput = z.strictObject({ userId: id, departmentId: id.nullable(), positionId: id.nullable() });

/** The confirmation of an import, in the URL (the body is the file itself). */
export const importCommitParams = z.strictObject({
  /** The number of valid rows the admin saw: if the organization changed since, the import stops. */
  expected: z.coerce.number().int().min(1).max(10_000),
  /** The language of the invitation e-mails. */
  locale: z.enum(locales),
});

export const francizationProfileInput = z.strictObject({
  legalName: z.string().trim().max(200).nullable(),
  enterpriseNumber: z.string().trim().regex(/^\d{10}$/).nullable(),
  establishmentsInQuebec: z.number().int().min(0).max(100_000).nullable(),
  headCount: z.number().int().min(0).max(1_000_000).nullable(),
  thresholdReachedOn: optionalDate,
  registeredOn: optionalDate,
  registrationCertificateOn: optionalDate,
  analysisSubmittedOn: optionalDate,
  programRequiredOn: optionalDate,
  programAdoptedOn: optionalDate,
  francizationCertificateOn: optionalDate,
  committeeFormedOn: optionalDate,
  lastProgressReportOn: optionalDate,
  registerDeclarationOn: optionalDate,
});
export type FrancizationProfileInput = z.infer<typeof francizationProfileInput>;

export const trainingEntryInput = z.strictObject({
  kind: z.enum(trainingKinds),
  provider: z.string().trim().min(1).max(200),
  heldOn: isoDate,
  hours: z.number().positive().max(2000),
  participants: z.number().int().min(1).max(100_000),
  paidTime: z.boolean(),
  note: z.string().trim().max(500).nullable(),
});
export type TrainingEntryInput = z.infer<typeof trainingEntryInput>;

export const otherLanguagePositionInput = z.strictObject({
  title: z.string().trim().min(1).max(200),
  language: z.string().trim().min(1).max(60),
  needsAnalysis: z.string().trim().min(1).max(4000),
  whyStaffInsufficient: z.string().trim().min(1).max(4000),
  decidedOn: isoDate,
  signedBy: z.string().trim().min(1).max(200),
});
export type OtherLanguagePositionInput = z.infer<typeof otherLanguagePositionInput>;
