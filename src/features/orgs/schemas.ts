import { z } from "zod";
import { AUDIT_RETENTION_MONTHS } from "@/config/audit";
import { emailSchema } from "@/features/auth";
import { timeZoneInput } from "@/features/learners";
import { locales } from "@/i18n/config";
import { roles } from "./roles";

const id = z.string().min(1).max(128);

export const invitationInput = z.strictObject({
  email: emailSchema,
  role: z.enum(roles),
  /** Language of the invitation e-mail: the invitee has no account yet to tell us theirs. */
  locale: z.enum(locales),
});
export type InvitationInput = z.infer<typeof invitationInput>;

export const invitationIdInput = z.strictObject({ invitationId: id });

export const invitationTokenInput = z.strictObject({ token: z.string().min(16).max(128) });

export const memberRoleInput = z.strictObject({ userId: id, role: z.enum(roles) });

export const memberIdInput = z.strictObject({ userId: id });

export const activeOrganizationInput = z.strictObject({ organizationId: id });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null);

export const organizationSettingsInput = z.strictObject({
  name: z.string().trim().min(2).max(120),
  privacyOfficerName: optionalText(120),
  privacyOfficerEmail: z.union([z.literal("").transform(() => null), emailSchema]),
  dataSharing: z.enum(["aggregates", "named"]),
  /** Where the organization's week starts and ends (its weekly ranking); unchanged when left out. */
  timeZone: timeZoneInput.optional(),
  /** Turns each member may take per day with Madame when she runs on a model; unchanged when left out. */
  // An empty field means "unchanged", not 0.
  tutorDailyTurns: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(0).max(1000).optional(),
  ),
  /** Whether members may use the browser's own speech recognition; unchanged when left out. */
  browserRecognition: z.boolean().optional(),
  /** Months the audit trail keeps its entries; unchanged when left out. */
  auditRetentionMonths: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(AUDIT_RETENTION_MONTHS.min).max(AUDIT_RETENTION_MONTHS.max).optional(),
  ),
});
export type OrganizationSettingsInput = z.infer<typeof organizationSettingsInput>;

export const organizationCreationInput = z.strictObject({ name: z.string().trim().min(2).max(120) });
