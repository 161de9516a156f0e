import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { LEVELS } from "../../lib/levels";
import { organization, user } from "./accounts";

/**
 * A dated attestation that a placement test or a unit test confirmed a level. The holder's and the
 * organization's names are copied at issue time: the document and its verification page say what
 * was true that day, even after a rename or once the organization is gone.
 */
export const certificate = pgTable(
  "certificate",
  {
    id: text("id").primaryKey(),
    /** What /verify/<code> looks up: random, unguessable, written without ambiguous characters. */
    code: text("code").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    holderName: text("holder_name").notNull(),
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "set null" }),
    organizationName: text("organization_name"),
    courseId: text("course_id").notNull(),
    level: text("level", { enum: LEVELS }).notNull(),
    source: text("source", { enum: ["placement", "unitTest"] }).notNull(),
    /** The placement test's id, or the unit test attempt's. */
    sourceId: text("source_id").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the holder withdrew it or an admin of the named organization revoked it; null while valid. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Who revoked it: the holder or that admin (null once that account is deleted, or while valid). */
    revokedBy: text("revoked_by").references(() => user.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("certificate_code_idx").on(table.code),
    // One certificate per level and course: two acts confirming the same level at once issue one.
    uniqueIndex("certificate_user_course_level_idx").on(table.userId, table.courseId, table.level),
    index("certificate_organization_idx").on(table.organizationId),
  ],
);
