import { randomUUID } from "node:crypto";
import { and, count, eq, gt, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Database } from "@/db";
import { invitation, invitationPlacement, member, user } from "@/db/schema";
import { recordAudit } from "@/features/audit";
import { claimSeats } from "@/features/billing";
import { canInvite, INVITATION_DAYS, roles, sendFirstInvitationEmail, type Actor, type Role } from "@/features/orgs";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { enqueueJobs } from "@/lib/job-queue";
import { logger } from "@/lib/logger";
import type { MailTransport } from "@/lib/mailer";
import { listUnits } from "./structure";
import { previewStaffImport, type ImportContext, type ImportRow, type MissingUnits } from "./staff-import";

/*
 * Inviting many people from a CSV file: a preview that lists every bad row and why, then, once
 * the admin confirms, every valid row invited in one transaction (all or none) together with the
 * jobs that e-mail them, each with its own link (src/jobs/invitation-mail.ts): a commit always has
 * its e-mails, sent and retried by whichever app process is up.
 */

/** Rows of valid people shown in the preview (all the bad ones are always listed). */
export const PREVIEW_VALID_ROWS = 20;
// PostgreSQL takes at most 65,535 parameters per statement: invitations go in by the thousand.
const INSERT_BATCH = 1000;
/** The queue of the imported invitations' e-mails; each job e-mails up to INVITATIONS_PER_JOB of them. */
export const IMPORTED_INVITATIONS_QUEUE = "imported-invitation-mail";
const INVITATIONS_PER_JOB = 50;
export type ImportedInvitationsJob = { invitationIds: string[] };
/** An imported invitation still not e-mailed this long after it was made had its e-mail lost. */
const MAIL_LOST_AFTER_MS = 60 * 60 * 1000;
const lostBefore = (now: Date) => new Date(now.getTime() - MAIL_LOST_AFTER_MS);

export type ImportPreviewView = { valid: number; invalid: number; rows: ImportRow[]; missingUnits: MissingUnits };

async function importContext(db: Database, actor: Actor, now: Date): Promise<ImportContext> {
  const { organizationId, role } = actor.membership;
  const [members, pending, departments, positions] = await Promise.all([
    db
      .select({ email: user.email })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(eq(member.organizationId, organizationId)),
    // An invitation whose e-mail is on its way (made within the hour) is already invited. One still
    // not e-mailed after that was lost (as before this queue existed): importing again replaces it.
    db
      .select({ email: invitation.email })
      .from(invitation)
      .where(
        and(
          eq(invitation.organizationId, organizationId),
          eq(invitation.status, "pending"),
          gt(invitation.expiresAt, now),
          or(isNotNull(invitation.sentAt), gt(invitation.createdAt, lostBefore(now))),
        ),
      ),
    listUnits(db, { organizationId }, "department"),
    listUnits(db, { organizationId }, "position"),
  ]);
  return {
    memberEmails: new Set(members.map((row) => row.email.toLowerCase())),
    pendingInvitationEmails: new Set(pending.map((row) => row.email.toLowerCase())),
    departments,
    positions,
    assignableRoles: roles.filter((candidate) => canInvite(role, candidate)),
  };
}

async function readFile(db: Database, actor: Actor, file: Uint8Array, now: Date) {
  const preview = previewStaffImport(file, await importContext(db, actor, now));
  if (!preview.ok) throw new ApiError("import_file_invalid", [{ path: "file", code: preview.error }]);
  return preview;
}

/** What the file would do: counts, every bad row with its reasons, and the first valid rows. */
export async function previewImport(
  db: Database,
  actor: Actor,
  file: Uint8Array,
  now = new Date(),
): Promise<ImportPreviewView> {
  const preview = await readFile(db, actor, file, now);
  const bad = preview.rows.filter((row) => row.errors.length > 0);
  const good = preview.rows.filter((row) => row.errors.length === 0).slice(0, PREVIEW_VALID_ROWS);
  return {
    valid: preview.valid,
    invalid: preview.invalid,
    rows: [...good, ...bad].sort((x, y) => x.line - y.line),
    missingUnits: preview.missingUnits,
  };
}

/** Pending invitations of these addresses that a new import replaces: expired, or their e-mail lost. */
const replaceable = (organizationId: string, emails: string[], now: Date) =>
  and(
    eq(invitation.organizationId, organizationId),
    eq(invitation.status, "pending"),
    inArray(invitation.email, emails),
    or(lte(invitation.expiresAt, now), and(isNull(invitation.sentAt), lte(invitation.createdAt, lostBefore(now)))),
  );

/** How many of the replaced invitations still hold a seat (unexpired): the new ones take those over. */
async function seatsHeldByReplaced(tx: Database, organizationId: string, emails: string[], now: Date): Promise<number> {
  let held = 0;
  for (let start = 0; start < emails.length; start += INSERT_BATCH) {
    const [row] = await tx
      .select({ held: count() })
      .from(invitation)
      .where(
        and(replaceable(organizationId, emails.slice(start, start + INSERT_BATCH), now), gt(invitation.expiresAt, now)),
      );
    held += row?.held ?? 0;
  }
  return held;
}

/**
 * Invites every valid row of the file, in one transaction. The file is read again against the
 * organization as it is now: if the number of valid rows is not the one the admin confirmed
 * (someone joined or was invited meanwhile), nothing is imported and the admin previews again.
 * The same transaction queues the jobs that e-mail the new invitations.
 */
export async function commitImport(
  db: Database,
  actor: Actor,
  file: Uint8Array,
  { expectedValid, locale }: { expectedValid: number; locale: Locale },
  now = new Date(),
): Promise<{ invitationIds: string[] }> {
  const preview = await readFile(db, actor, file, now);
  const valid = preview.rows.filter(
    (row): row is ImportRow & { role: Role } => row.errors.length === 0 && row.role !== null,
  );
  if (valid.length === 0) throw new ApiError("import_nothing_valid");
  if (valid.length !== expectedValid) throw new ApiError("import_changed");
  const { organizationId } = actor.membership;
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const rows = valid.map((row) => ({ row, id: randomUUID() }));
  await db.transaction(async (tx) => {
    const replacing = await seatsHeldByReplaced(
      tx,
      organizationId,
      rows.map(({ row }) => row.email),
      now,
    );
    await claimSeats(tx, { organizationId, adding: rows.length - replacing }, now);
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      const batch = rows.slice(start, start + INSERT_BATCH);
      await tx
        .update(invitation)
        .set({ status: "canceled", tokenHash: null })
        .where(
          replaceable(
            organizationId,
            batch.map(({ row }) => row.email),
            now,
          ),
        );
      // No link yet (tokenHash null): each one is made when its e-mail goes out.
      await tx.insert(invitation).values(
        batch.map(({ row, id }) => ({
          id,
          organizationId,
          email: row.email,
          role: row.role,
          status: "pending",
          inviterId: actor.userId,
          locale,
          expiresAt,
        })),
      );
      const placed = batch.filter(({ row }) => row.departmentId || row.positionId);
      if (placed.length > 0)
        await tx.insert(invitationPlacement).values(
          placed.map(({ row, id }) => ({
            invitationId: id,
            departmentId: row.departmentId,
            positionId: row.positionId,
          })),
        );
    }
    const jobs: ImportedInvitationsJob[] = [];
    for (let start = 0; start < rows.length; start += INVITATIONS_PER_JOB)
      jobs.push({ invitationIds: rows.slice(start, start + INVITATIONS_PER_JOB).map(({ id }) => id) });
    await enqueueJobs(tx, IMPORTED_INVITATIONS_QUEUE, jobs);
    await recordAudit(
      tx,
      { organizationId },
      { act: "member.imported", actor: { id: actor.userId, name: actor.name }, after: { invited: rows.length } },
      now,
    );
  });
  logger.info(
    { event: "staff.import", organizationId, invited: rows.length, skipped: preview.invalid },
    "staff imported",
  );
  return { invitationIds: rows.map(({ id }) => id) };
}

/**
 * E-mails imported invitations, each with its own link; one failure does not stop the others,
 * and an invitation already e-mailed is left alone. Throws when any could not be sent, so that
 * the job is tried again for them.
 */
export async function sendImportedInvitations(
  db: Database,
  invitationIds: string[],
  transport?: MailTransport,
): Promise<{ sent: number; stored: number; skipped: number }> {
  const outcome = { sent: 0, stored: 0, skipped: 0 };
  let failed = 0;
  for (const invitationId of invitationIds) {
    try {
      outcome[await sendFirstInvitationEmail(db, invitationId, transport)] += 1;
    } catch (error) {
      failed += 1;
      logger.warn(
        { event: "staff.import", invitationId, err: error instanceof Error ? error.message : String(error) },
        "imported invitation not sent yet",
      );
    }
  }
  if (failed > 0) throw new Error(`${failed} of ${invitationIds.length} imported invitations not e-mailed yet`);
  return outcome;
}
