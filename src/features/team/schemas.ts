import { z } from "zod";
import { roles } from "@/features/orgs";
import { locales } from "@/i18n/config";
import { LEVELS } from "@/lib/levels";

const id = z.string().min(1).max(128);
const name = z.string().trim().min(1).max(100);

export const peopleSorts = [
  "name",
  "email",
  "role",
  "department",
  "position",
  "joined",
  "level",
  "minutes",
  "lastActive",
] as const;
/** A member's level, "none" before any: the people list's filter and the progress tables' columns. */
export const memberLevels = ["none", ...LEVELS] as const;
export type MemberLevel = (typeof memberLevels)[number];

/** The people list's URL: anything malformed falls back to the default rather than failing the page. */
export const peopleQuery = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  role: z.enum(roles).optional().catch(undefined),
  department: id.optional().catch(undefined),
  position: id.optional().catch(undefined),
  level: z.enum(memberLevels).optional().catch(undefined),
  sort: z.enum(peopleSorts).catch("name"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type PeopleQuery = z.infer<typeof peopleQuery>;

export const unitNameInput = z.strictObject({ name });
export const unitIdInput = z.strictObject({ id });
export const unitRenameInput = z.strictObject({ id, name });

/** Where a member sits: null clears it. */
export const memberPlacementInput = z.strictObject({
  userId: id,
  departmentId: id.nullable(),
  positionId: id.nullable(),
});

/** Several members moved at once, or moved back: each with the department or position to give them, null for none. */
const bulkPlacementInput = z.strictObject({
  action: z.enum(["department", "position"]),
  changes: z
    .array(z.strictObject({ userId: id, unitId: id.nullable() }))
    .min(1)
    .max(500),
});
export type BulkPlacementInput = z.infer<typeof bulkPlacementInput>;

const BULK_MAX = 500;

/** What the people table's bulk actions send: a move, new roles (or the previous ones back), or removals. */
export const bulkMembersInput = z.discriminatedUnion("action", [
  bulkPlacementInput,
  z.strictObject({
    action: z.literal("role"),
    changes: z
      .array(z.strictObject({ userId: id, role: z.enum(roles) }))
      .min(1)
      .max(BULK_MAX),
  }),
  z.strictObject({ action: z.literal("remove"), userIds: z.array(id).min(1).max(BULK_MAX) }),
]);
export type BulkMembersInput = z.infer<typeof bulkMembersInput>;

/** The confirmation of an import, in the URL (the body is the file itself). */
export const importCommitParams = z.strictObject({
  /** The number of valid rows the admin saw: if the organization changed since, the import stops. */
  expected: z.coerce.number().int().min(1).max(10_000),
  /** The language of the invitation e-mails. */
  locale: z.enum(locales),
});
