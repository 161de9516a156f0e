export { recordAudit, changedFields } from "./record";
export { AUDIT_ACTS } from "@/config/audit";
export { listAuditEvents, exportAuditEvents, auditEventsAbout, AUDIT_PAGE_SIZE } from "./queries";
export { deleteExpiredAuditEvents } from "./retention";
export { parseAuditFilters, auditPage } from "./schemas";
export { auditCsv } from "./csv";
export { actKey } from "./change";
