import { z } from "zod";
import { francizationDateFields, type FrancizationDateField } from "./dates";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "invalid_date",
  );
const optionalDate = isoDate.nullable();

export const trainingKinds = ["class", "francisationQuebec", "other"] as const;

const dateInputs = Object.fromEntries(francizationDateFields.map((field) => [field, optionalDate])) as Record<
  FrancizationDateField,
  typeof optionalDate
>;

export const francizationProfileInput = z.strictObject({
  legalName: z.string().trim().max(200).nullable(),
  enterpriseNumber: z
    .string()
    .trim()
    .regex(/^\d{10}$/)
    .nullable(),
  establishmentsInQuebec: z.number().int().min(0).max(100_000).nullable(),
  headCount: z.number().int().min(0).max(1_000_000).nullable(),
  ...dateInputs,
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
/** A recorded position corrected: every field again, with the entry's id. */
export const otherLanguagePositionUpdate = otherLanguagePositionInput.extend({ id: z.string().min(1).max(128) });
