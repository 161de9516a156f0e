import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { AUDIT_ACTS } from "../../config/audit";
import { organization, user } from "./accounts";

/**
 * One administrative act in an organization (Law 25 accountability): who did what to whom, when,
 * with only the fields that changed. Names are copied in so an entry still reads right after the
 * person leaves; the rows go when the organization does, or past its retention.
 */
export const auditEvent = pgTable(
  "audit_event",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    act: text("act", { enum: AUDIT_ACTS }).notNull(),
    subjectId: text("subject_id").references(() => user.id, { onDelete: "set null" }),
    subjectName: text("subject_name"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_event_organization_idx").on(table.organizationId, table.occurredAt),
    index("audit_event_subject_idx").on(table.organizationId, table.subjectId),
  ],
);
