export { AuditFilters } from "./audit-filters";
export { AuditTable } from "./audit-table";
export { AuditAboutMe } from "./audit-about-me";
