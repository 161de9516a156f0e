import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { AUDIT_RETENTION_MONTHS } from "../../config/audit";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/*
 * People and organizations. Table and column names follow better-auth's core and organization
 * schemas so the accounts feature can put its adapter on these tables rather than duplicate them.
 */

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** Interface language the person chose (fr, en, es); null until they choose. */
  locale: text("locale"),
  /** Set by better-auth's two-factor plugin once the person has confirmed an authenticator app. */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A signed-in browser. The token is what the session cookie carries (signed). */
export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** The organization the person is working in, when they belong to several. */
    activeOrganizationId: text("active_organization_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("session_user_idx").on(table.userId)],
);

/** A way to sign in: for us, the e-mail and password "credential" account (password is a scrypt hash). */
export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("account_user_idx").on(table.userId)],
);

/** Short-lived secrets: e-mail links, e-mail change confirmations. */
export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

export const organization = pgTable("organization", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  /** A small PNG, JPEG or WebP as a data: URL (at most 256 KB), shown in the app's header. */
  logo: text("logo"),
  metadata: text("metadata"),
  /** Who answers employees' privacy questions (Law 25 requires a person in charge). */
  privacyOfficerName: text("privacy_officer_name"),
  privacyOfficerEmail: text("privacy_officer_email"),
  /** What admins see of each learner: only aggregates (the default), or named progress. Shown to every learner. */
  dataSharing: text("data_sharing", { enum: ["aggregates", "named"] })
    .notNull()
    .default("aggregates"),
  /** IANA time zone of the organization: its weekly ranking starts on Monday at its midnight. */
  timeZone: text("time_zone").notNull().default("America/Toronto"),
  /** Turns each member may take per day with Madame when she runs on a model (a cost the organization controls). */
  tutorDailyTurns: integer("tutor_daily_turns").notNull().default(100),
  /**
   * Whether members may use the browser's own speech recognition (Chrome and Edge send the voice to
   * Google or Microsoft to recognise it). Off, they type, or the transcription server recognises.
   */
  browserRecognition: boolean("browser_recognition").notNull().default(true),
  /** How many months the audit trail keeps its entries before the retention job deletes them. */
  auditRetentionMonths: integer("audit_retention_months").notNull().default(AUDIT_RETENTION_MONTHS.default),
  createdAt: createdAt(),
});

export const member = pgTable(
  "member",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("member_organization_user_idx").on(table.organizationId, table.userId),
    index("member_user_idx").on(table.userId),
  ],
);

/** An admin's invitation of an e-mail address into an organization, with the role it will get. */
export const invitation = pgTable(
  "invitation",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").notNull().default("member"),
    status: text("status").notNull().default("pending"),
    teamId: text("team_id"),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Language of the invitation e-mail (the invitee has no account, so no language of their own yet). */
    locale: text("locale").notNull().default("fr"),
    /** SHA-256 of the secret in the e-mailed link; only the invitee's mailbox ever sees the secret. */
    tokenHash: text("token_hash").unique(),
    /** Last time the e-mail went out (resending makes a new link and voids the old one). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("invitation_organization_idx").on(table.organizationId),
    index("invitation_email_idx").on(table.email),
  ],
);

/** A person's authenticator secret and recovery codes (better-auth's two-factor plugin, behind its flag). */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [index("two_factor_user_idx").on(table.userId), index("two_factor_secret_idx").on(table.secret)],
);
