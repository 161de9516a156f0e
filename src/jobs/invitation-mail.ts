import { IMPORTED_INVITATIONS_QUEUE, sendImportedInvitations, type ImportedInvitationsJob } from "@/features/team";
import { logger } from "@/lib/logger";
import type { JobDefinition } from "./definition";

/**
 * The e-mails of the invitations a staff import created, queued by the import's own transaction.
 * A run that could not send them all fails and is tried again (after 10 s, then about 20 s, 40 s,
 * 80 s…, over 3 to 6 hours in all); the invitations already e-mailed are left alone, so each
 * invitee gets one e-mail.
 */
export const invitationMail: JobDefinition<ImportedInvitationsJob> = {
  queue: IMPORTED_INVITATIONS_QUEUE,
  policy: "standard",
  retry: { limit: 10, delaySeconds: 10, backoff: true },
  // A run stores at most 50 e-mails, in seconds. One the database lost track of (a restart while it
  // ran cannot record its end) is tried again this soon after it started; each invitation is claimed
  // before its e-mail, so a run still going at that moment never doubles one.
  expireInSeconds: 30,
  pollingIntervalSeconds: 2,
  async run({ db, mailTransport }, { invitationIds }) {
    const outcome = await sendImportedInvitations(db, invitationIds, mailTransport);
    logger.info({ event: "staff.import", ...outcome }, "imported invitations e-mailed");
  },
};
