import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Database } from "@/db";
import { auditEvent, user } from "@/db/schema";
import type { AuditAct } from "@/config/audit";

/** A person by id; without a name, the account's current name is copied in. */
export type AuditPerson = { id: string | null; name?: string };
type Fields = Record<string, unknown>;

export type AuditEventInput = {
  act: AuditAct;
  /** The signed-in admin who acted (null id for the system, e.g. a webhook). */
  actor: AuditPerson;
  /** The person the act concerns, when there is one. */
  subject?: AuditPerson;
  before?: Fields | null;
  after?: Fields | null;
};

// Whatever a caller hands in, these never reach the trail: the log is read by people who must
// not gain access through it.
const SECRET_FIELD = /token|secret|password|key|otp|hash/i;

function withoutSecrets(fields: Fields | null | undefined): Fields | null {
  if (!fields) return null;
  const kept = Object.entries(fields).filter(([name, value]) => !SECRET_FIELD.test(name) && value !== undefined);
  return kept.length === 0 ? null : Object.fromEntries(kept);
}

/**
 * Only the fields whose value differs, on each side: what an entry shows as before → after.
 * Values are compared as JSON, so dates and arrays compare by content.
 */
export function changedFields(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const changed = Object.keys({ ...before, ...after }).filter(
    (name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(after[name] ?? null),
  );
  return {
    before: Object.fromEntries(changed.map((name) => [name, before[name] ?? null])),
    after: Object.fromEntries(changed.map((name) => [name, after[name] ?? null])),
  };
}

/**
 * Writes one entry of the organization's audit trail. Pass the transaction of the act itself:
 * the act and its trace then commit together or not at all.
 */
export async function recordAudit(
  tx: Database,
  { organizationId }: { organizationId: string },
  event: AuditEventInput,
  now = new Date(),
): Promise<void> {
  const { actor, subject } = event;
  const unnamed = [actor, subject].flatMap((person) => (person?.id && person.name === undefined ? [person.id] : []));
  const names = new Map(
    unnamed.length === 0
      ? []
      : (await tx.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, unnamed))).map(
          (row) => [row.id, row.name] as const,
        ),
  );
  const nameOf = (person: AuditPerson) => person.name ?? (person.id && names.get(person.id)) ?? "";
  await tx.insert(auditEvent).values({
    id: randomUUID(),
    organizationId,
    actorId: actor.id,
    actorName: nameOf(actor),
    act: event.act,
    subjectId: subject?.id ?? null,
    subjectName: subject ? nameOf(subject) : null,
    before: withoutSecrets(event.before),
    after: withoutSecrets(event.after),
    occurredAt: now,
  });
}
