/**
 * The administrative acts the audit trail records: stable codes, stored and exported as they are,
 * so one is never renamed once written; a new act is a new code.
 */
export const AUDIT_ACTS = [
  "member.invited",
  "member.imported",
  "member.role_changed",
  "member.removed",
  "member.department_changed",
  "member.position_changed",
  "unit.created",
  "unit.renamed",
  "unit.deleted",
  "cockpit.profile_changed",
  "cockpit.position_changed",
  "training.recorded",
  "training.changed",
  "training.deleted",
  "report.downloaded",
  "export.downloaded",
  "progress.viewed",
  "organization.settings_changed",
  "billing.changed",
  "certificate.revoked",
] as const;
export type AuditAct = (typeof AUDIT_ACTS)[number];

const FRANCIZATION_PROFILE_FIELDS = [
  "legalName",
  "enterpriseNumber",
  "establishmentsInQuebec",
  "headCount",
  "thresholdReachedOn",
  "registeredOn",
  "registrationCertificateOn",
  "analysisSubmittedOn",
  "programRequiredOn",
  "programAdoptedOn",
  "francizationCertificateOn",
  "committeeFormedOn",
  "lastProgressReportOn",
  "registerDeclarationOn",
] as const;
const TRAINING_FIELDS = ["kind", "provider", "heldOn", "hours", "participants"] as const;

/**
 * The fields each act may keep in its before and after. Each has a label in every language
 * (`audit.fields.<name>`), so the trail never shows a stored name; an act that records a new field
 * lists it here first (a test compares what the acts write with this list).
 */
export const AUDIT_ACT_FIELDS = {
  "member.invited": ["role"],
  "member.imported": ["invited"],
  "member.role_changed": ["role"],
  "member.removed": ["role"],
  "member.department_changed": ["department"],
  "member.position_changed": ["position"],
  "unit.created": ["kind", "name"],
  "unit.renamed": ["kind", "name"],
  "unit.deleted": ["kind", "name"],
  "cockpit.profile_changed": FRANCIZATION_PROFILE_FIELDS,
  "cockpit.position_changed": ["title", "language", "needsAnalysis", "whyStaffInsufficient", "decidedOn", "signedBy"],
  "training.recorded": TRAINING_FIELDS,
  "training.changed": TRAINING_FIELDS,
  "training.deleted": TRAINING_FIELDS,
  "report.downloaded": ["report", "year", "format"],
  "export.downloaded": ["export", "rows", "person", "act", "from", "to"],
  "progress.viewed": [],
  "organization.settings_changed": [
    "name",
    "privacyOfficerName",
    "privacyOfficerEmail",
    "dataSharing",
    "timeZone",
    "tutorDailyTurns",
    "browserRecognition",
    "auditRetentionMonths",
  ],
  "billing.changed": ["priceId", "status", "quantity", "cancelAtPeriodEnd"],
  "certificate.revoked": ["level", "revoked"],
} as const satisfies Record<AuditAct, readonly string[]>;

/** How many months an organization may keep its audit trail, and how many when it chose nothing. */
export const AUDIT_RETENTION_MONTHS = { min: 6, max: 120, default: 24 } as const;
