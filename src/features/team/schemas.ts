import { z } from "zod";
import { roles } from "@/features/orgs";

const id = z.string().min(1).max(128);
const name = z.string().trim().min(1).max(100);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "invalid_date");
const optionalDate = isoDate.nullable();

/** The people list's URL: anything malformed falls back to the default rather than failing the page. */
export const peopleQuery = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  role: z.enum(roles).optional().catch(undefined),
  department: id.optional().catch(undefined),
  position: id.optional().catch(undefined),
  level: z.enum(["none", "preA1", "A1", "A2", "B1", "B2", "C1", "C2"]).optional().catch(undefined),
  sort: z.enum(["name", "role", "department", "joined", "level", "minutes", "lastActive"]).catch("name"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type PeopleQuery = z.infer<typeof peopleQuery>;

export const unitNameInput = z.strictObject({ name });
export const unitIdInput = z.strictObject({ id });

/** Where a member sits: null clears it. */
export const memberPlacementInput = z.strictObject({ userId: id, departmentId: id.nullable(), positionId: id.nullable() });

export const importConfirmInput = z.strictObject({
  /** The file's text as previewed: the server reads it again and imports exactly what it shows. */
  file: z.string().max(3 * 1024 * 1024),
  /** The number of valid rows the admin saw: if the organization changed since, the import stops. */
  expectedValid: z.number().int().min(1).max(10_000),
  locale: z.enum(["fr", "en", "es"]),
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
  kind: z.enum(["class", "francisationQuebec", "other"]),
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
