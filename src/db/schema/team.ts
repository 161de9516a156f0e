import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { LEVELS } from "../../lib/levels";
import { invitation, member, organization, user } from "./accounts";

/*
 * The team area and the francization cockpit: how an organization is divided, what it declares
 * to the OQLF and the training it gives. Every row belongs to one organization and every query
 * takes it.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const organizationId = () =>
  text("organization_id")
    .notNull()
    .references(() => organization.id, { onDelete: "cascade" });

/** A department (service) of the organization; names are unique in it, whatever their case. */
export const department = pgTable(
  "department",
  {
    id: text("id").primaryKey(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("department_organization_name_idx").on(table.organizationId, sql`lower(${table.name})`)],
);

/** A position (job title) in the organization. */
export const position = pgTable(
  "position",
  {
    id: text("id").primaryKey(),
    organizationId: organizationId(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("position_organization_name_idx").on(table.organizationId, sql`lower(${table.name})`)],
);

/** Where a member sits in the organization, and whether they hold one of its seats. */
export const memberPlacement = pgTable(
  "member_placement",
  {
    organizationId: organizationId(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    departmentId: text("department_id").references(() => department.id, { onDelete: "set null" }),
    positionId: text("position_id").references(() => position.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    // Leaving the organization takes the placement with it.
    foreignKey({
      columns: [table.organizationId, table.userId],
      foreignColumns: [member.organizationId, member.userId],
    }).onDelete("cascade"),
  ],
);

/**
 * The group each person is counted in by the team's figures, per kind ("department", "position"):
 * a department's or position's id, or "none". It catches up with member_placement only when a
 * group has at least five arrivals and departures pending at once (features/team/counted-groups.ts),
 * so that moving one person never shows in the figures on its own. No row: counted among the
 * people changing groups.
 */
export const countedGroup = pgTable(
  "counted_group",
  {
    organizationId: organizationId(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["department", "position"] }).notNull(),
    groupKey: text("group_key").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.kind, table.userId] }),
    foreignKey({
      columns: [table.organizationId, table.userId],
      foreignColumns: [member.organizationId, member.userId],
    }).onDelete("cascade"),
  ],
);

/**
 * The team screens' costly figures (half a year of weekly activity, the app's hours of a year),
 * computed at most every five minutes for the whole deployment and shared by every process
 * (features/team/shared-figures.ts). `membership` is the organization's membership they were
 * computed for: someone joining or leaving makes them recomputed at once.
 */
export const teamFigures = pgTable(
  "team_figures",
  {
    organizationId: organizationId(),
    key: text("key").notNull(),
    membership: text("membership").notNull(),
    value: jsonb("value").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.key] })],
);

/** The department and position an invitation will give (set by the CSV import or the invite form). */
export const invitationPlacement = pgTable("invitation_placement", {
  invitationId: text("invitation_id")
    .primaryKey()
    .references(() => invitation.id, { onDelete: "cascade" }),
  departmentId: text("department_id").references(() => department.id, { onDelete: "set null" }),
  positionId: text("position_id").references(() => position.id, { onDelete: "set null" }),
});

/**
 * What the organization entered about itself for the Charter: size, establishments, and the date
 * of each step it took. Obligations and due dates are computed from it, never stored.
 */
export const francizationProfile = pgTable("francization_profile", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  legalName: text("legal_name"),
  /** Quebec enterprise number (NEQ), 10 digits. */
  enterpriseNumber: text("enterprise_number"),
  establishmentsInQuebec: integer("establishments_in_quebec"),
  headCount: integer("head_count"),
  thresholdReachedOn: date("threshold_reached_on"),
  registeredOn: date("registered_on"),
  registrationCertificateOn: date("registration_certificate_on"),
  analysisSubmittedOn: date("analysis_submitted_on"),
  programRequiredOn: date("program_required_on"),
  programAdoptedOn: date("program_adopted_on"),
  francizationCertificateOn: date("francization_certificate_on"),
  committeeFormedOn: date("committee_formed_on"),
  lastProgressReportOn: date("last_progress_report_on"),
  registerDeclarationOn: date("register_declaration_on"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Training given outside the app (classes, Francisation Québec sessions), entered by an admin. */
export const trainingEntry = pgTable(
  "training_entry",
  {
    id: text("id").primaryKey(),
    organizationId: organizationId(),
    kind: text("kind", { enum: ["class", "francisationQuebec", "other"] }).notNull(),
    provider: text("provider").notNull(),
    heldOn: date("held_on").notNull(),
    hours: numeric("hours", { precision: 7, scale: 2, mode: "number" }).notNull(),
    participants: integer("participants").notNull().default(1),
    /** Given on paid working time (Francisation Québec's short courses require it). */
    paidTime: boolean("paid_time").notNull().default(true),
    note: text("note"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("training_entry_organization_idx").on(table.organizationId, table.heldOn)],
);

/** A position that requires a language other than French, with the justification s.46 asks for. */
export const otherLanguagePosition = pgTable(
  "other_language_position",
  {
    id: text("id").primaryKey(),
    organizationId: organizationId(),
    title: text("title").notNull(),
    language: text("language").notNull(),
    needsAnalysis: text("needs_analysis").notNull(),
    whyStaffInsufficient: text("why_staff_insufficient").notNull(),
    decidedOn: date("decided_on").notNull(),
    signedBy: text("signed_by").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("other_language_position_organization_idx").on(table.organizationId)],
);

/**
 * Each time a learner reached a level in a course (placement result, or a unit of a higher level
 * completed): the team's levels and level gains are read from here, not recomputed from lessons.
 */
export const levelReached = pgTable(
  "level_reached",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    level: text("level", { enum: LEVELS }).notNull(),
    source: text("source", { enum: ["placement", "unit"] }).notNull(),
    reachedAt: timestamp("reached_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("level_reached_user_idx").on(table.userId, table.reachedAt)],
);
