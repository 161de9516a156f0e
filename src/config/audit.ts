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

/** How many months an organization may keep its audit trail, and how many when it chose nothing. */
export const AUDIT_RETENTION_MONTHS = { min: 6, max: 120, default: 24 } as const;
