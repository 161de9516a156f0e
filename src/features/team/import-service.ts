import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "@/db";
import { invitation, invitationPlacement, member, user } from "@/db/schema";
import { claimSeats } from "@/features/billing";
import { canInvite, INVITATION_DAYS, resendInvitation, roles, type Actor, type Role } from "@/features/orgs";
import type { Locale } from "@/i18n/config";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { listUnits } from "./structure";
import { previewStaffImport, type ImportContext, type ImportRow } from "./staff-import";

/*
 * Inviting many people from a CSV file: a preview that lists every bad row and why, then, once
 * the admin confirms, every valid row invited in one transaction (all or none), and the e-mails
 * sent afterwards, one by one, each with its own link.
 */

/** Rows of valid people shown in the preview (all the bad ones are always listed). */
export const PREVIEW_VALID_ROWS = 20;
// PostgreSQL takes at most 65,535 parameters per statement: invitations go in by the thousand.
const INSERT_BATCH = 1000;

export type ImportPreviewView = { valid: number; invalid: number; rows: ImportRow[] };

async function importContext(db: Database, actor: Actor, now: Date): Promise<ImportContext> {
  const { organizationId, role } = actor.membership;
  const [members, pending, departments, positions] = await Promise.all([
    db.select({ email: user.email }).from(member).innerJoin(user, eq(user.id, member.userId)).where(eq(member.organizationId, organizationId)),
    db
      .select({ email: invitation.email })
      .from(invitation)
      .where(and(eq(invitation.organizationId, organizationId), eq(invitation.status, "pending"), gt(invitation.expiresAt, now))),
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
export async function previewImport(db: Database, actor: Actor, file: Uint8Array, now = new Date()): Promise<ImportPreviewView> {
  const preview = await readFile(db, actor, file, now);
  const bad = preview.rows.filter((row) => row.errors.length > 0);
  const good = preview.rows.filter((row) => row.errors.length === 0).slice(0, PREVIEW_VALID_ROWS);
  return { valid: preview.valid, invalid: preview.invalid, rows: [...good, ...bad].sort((x, y) => x.line - y.line) };
}

/**
 * Invites every valid row of the file, in one transaction. The file is read again against the
 * organization as it is now: if the number of valid rows is not the one the admin confirmed
 * (someone joined or was invited meanwhile), nothing is imported and the admin previews again.
 * Returns the new invitations, whose e-mails `sendImportedInvitations` then sends.
 */
export async function commitImport(db: Database, actor: Actor, file: Uint8Array, { expectedValid, locale }: { expectedValid: number; locale: Locale }, now = new Date()): Promise<{ invitationIds: string[] }> {
  const preview = await readFile(db, actor, file, now);
  const valid = preview.rows.filter((row): row is ImportRow & { role: Role } => row.errors.length === 0 && row.role !== null);
  if (valid.length === 0) throw new ApiError("import_nothing_valid");
  if (valid.length !== expectedValid) throw new ApiError("import_changed");
  const { organizationId } = actor.membership;
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const rows = valid.map((row) => ({ row, id: randomUUID() }));
  await db.transaction(async (tx) => {
    await claimSeats(tx, { organizationId, adding: rows.length }, now);
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      const batch = rows.slice(start, start + INSERT_BATCH);
      // An expired invitation of the same address is replaced by the new one.
      await tx
        .update(invitation)
        .set({ status: "canceled", tokenHash: null })
        .where(and(eq(invitation.organizationId, organizationId), eq(invitation.status, "pending"), inArray(invitation.email, batch.map(({ row }) => row.email))));
      // No link yet (tokenHash null): each one is made when its e-mail goes out.
      await tx.insert(invitation).values(batch.map(({ row, id }) => ({ id, organizationId, email: row.email, role: row.role, status: "pending", inviterId: actor.userId, locale, expiresAt })));
      const placed = batch.filter(({ row }) => row.departmentId || row.positionId);
      if (placed.length > 0) await tx.insert(invitationPlacement).values(placed.map(({ row, id }) => ({ invitationId: id, departmentId: row.departmentId, positionId: row.positionId })));
    }
  });
  logger.info({ event: "staff.import", organizationId, invited: rows.length, skipped: preview.invalid }, "staff imported");
  return { invitationIds: rows.map(({ id }) => id) };
}

/** Sends the imported invitations' e-mails, each with a fresh link; one failure does not stop the others. */
export async function sendImportedInvitations(db: Database, actor: Actor, invitationIds: string[]): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const invitationId of invitationIds) {
    try {
      await resendInvitation(db, actor, { invitationId });
      sent += 1;
    } catch (error) {
      failed += 1;
      logger.warn({ event: "staff.import", invitationId, err: error instanceof Error ? error.message : String(error) }, "imported invitation not sent");
    }
  }
  return { sent, failed };
}
