import { and, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/db";
import { member, organization } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { ApiError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";
import { deleteQueuedObjects, objectStore } from "@/lib/object-store";
import type { AuthDeps } from "./deps";
import { dropEmailChanges } from "./email-change";
import { confirmPassword } from "./password-confirmation";
import { authRefusal, emailDomain } from "./refusals";
import type { AccountDeletionInput } from "./security-schemas";
import type { Viewer } from "./viewer";
import { forgetViewers } from "./session-cache";

/**
 * The organizations a person may not leave behind by deleting their account: they are its only
 * owner and it has other members, who would be left with nobody able to run it.
 */
export async function soleOwnedOrganizations(
  db: Database,
  { userId }: { userId: string },
): Promise<{ id: string; name: string }[]> {
  const others = alias(member, "others");
  return db
    .select({ id: organization.id, name: organization.name })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .innerJoin(others, and(eq(others.organizationId, member.organizationId), ne(others.userId, userId)))
    .where(and(eq(member.userId, userId), eq(member.role, "owner")))
    .groupBy(organization.id, organization.name)
    .having(sql`count(*) filter (where ${others.role} = 'owner') = 0`)
    .orderBy(organization.name);
}

/** The word a person types to confirm, in their language ("SUPPRIMER", "DELETE", "ELIMINAR"). */
export async function deletionWord(locale: Locale): Promise<string> {
  const messages = (await loadMessages(locale)) as { security: { deletion: { word: string } } };
  return messages.security.deletion.word;
}

/**
 * Deletes the signed-in person's account after their password and the typed word: sessions,
 * sign-in methods, memberships, second factor and learning data go with it (foreign keys
 * cascade), and this browser's session cookie is cleared. Refused with `sole_owner` while they
 * are the only owner of an organization with other members.
 */
export async function deleteAccount(
  deps: AuthDeps,
  viewer: Viewer,
  { password, confirmation }: AccountDeletionInput,
  headers: Headers,
  locale: Locale,
): Promise<void> {
  const { db, auth } = deps;
  if (confirmation.trim().toLocaleUpperCase(locale) !== (await deletionWord(locale)).toLocaleUpperCase(locale)) {
    throw new ApiError("validation_failed", [{ path: "confirmation", code: "mismatch" }]);
  }
  await confirmPassword(deps, viewer, password, headers, "account-deletion");
  const blocking = await soleOwnedOrganizations(db, viewer);
  if (blocking.length > 0) {
    logger.warn(
      {
        event: "account-deletion",
        outcome: "sole-owner",
        organizations: blocking.map((o) => o.id),
        domain: emailDomain(viewer.email),
      },
      "account deletion refused",
    );
    throw new ApiError("sole_owner");
  }
  await dropEmailChanges(db, viewer);
  try {
    await auth.api.deleteUser({ body: { password }, headers });
    forgetViewers();
  } catch (error) {
    const refusal = authRefusal(error);
    if (refusal?.code === "INVALID_PASSWORD") throw new ApiError("current_password_wrong");
    throw error;
  }
  // Their rows are gone and their objects' keys queued with them: the store is asked at once, and
  // the object-deletion job tries again whatever it refuses or misses here.
  const store = objectStore();
  if (store) await deleteQueuedObjects(db, store, { owner: { userId: viewer.userId } }).catch(() => undefined);
  logger.info(
    { event: "account-deletion", outcome: "deleted", userId: viewer.userId, domain: emailDomain(viewer.email) },
    "account deleted",
  );
}
