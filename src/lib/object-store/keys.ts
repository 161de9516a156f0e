/*
 * Object keys name their owner first, "users/<id>/…" or "organizations/<id>/…", and every part is
 * checked, so a key made for one tenant can never name another's object (no "/", no "..").
 */

export type ObjectOwner = { userId: string } | { organizationId: string };

const PART = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

function checkedPart(part: string): string {
  if (!PART.test(part)) throw new Error(`not a safe object key part: ${JSON.stringify(part)}`);
  return part;
}

/** What every key of this owner starts with. */
export function ownerPrefix(owner: ObjectOwner): string {
  return "userId" in owner
    ? `users/${checkedPart(owner.userId)}/`
    : `organizations/${checkedPart(owner.organizationId)}/`;
}

/** The key of one of the owner's objects, e.g. objectKey({ userId }, "pronunciation", recordingId). */
export function objectKey(owner: ObjectOwner, ...parts: [string, ...string[]]): string {
  return ownerPrefix(owner) + parts.map(checkedPart).join("/");
}

/** Whether the key names one of this owner's objects. */
export function ownsKey(owner: ObjectOwner, key: string): boolean {
  return key.startsWith(ownerPrefix(owner));
}
