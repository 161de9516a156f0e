import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { member, teamFigures } from "@/db/schema";
import { logger } from "@/lib/logger";

/*
 * Figures that are costly to compute and fine a few minutes old (a team's weekly activity over half
 * a year: about 0.4 s on 2,000 members with a year of practice). They are computed at most every
 * RECENT_FIGURES_MAX_AGE_MS for the whole deployment and kept in the team_figures table, so every
 * app process shows the same figures with the same "computed at". Someone joining or leaving the
 * organization makes them recomputed at once; older than the limit, they are served while one
 * background call per process recomputes them. A failure is never stored.
 */
export const RECENT_FIGURES_MAX_AGE_MS = 5 * 60 * 1000;

export type Cached<T> = { value: T; computedAt: Date };
type Key = { organizationId: string; key: string };

const running = new Map<string, Promise<Cached<unknown>>>();

/** Who the organization's members are, in a few bytes: their number and the latest arrival. */
async function membershipOf(db: Database, organizationId: string): Promise<string> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, latest: sql<string | null>`max(${member.createdAt})::text` })
    .from(member)
    .where(eq(member.organizationId, organizationId));
  return `${row?.count ?? 0}:${row?.latest ?? ""}`;
}

function recompute<T>(
  db: Database,
  { organizationId, key }: Key,
  membership: string,
  compute: () => Promise<T>,
  now: () => Date,
): Promise<Cached<T>> {
  const id = `${organizationId}:${key}`;
  const started =
    running.get(id) ??
    (async () => {
      const computedAt = now();
      const value = await compute();
      await db
        .insert(teamFigures)
        .values({ organizationId, key, membership, value, computedAt })
        .onConflictDoUpdate({
          target: [teamFigures.organizationId, teamFigures.key],
          set: { membership, value, computedAt },
          // Another process may have stored newer figures meanwhile.
          setWhere: sql`${teamFigures.computedAt} <= excluded.computed_at`,
        });
      return { value, computedAt };
    })().finally(() => running.delete(id));
  running.set(id, started);
  return started as Promise<Cached<T>>;
}

/** The figures stored under `key` for the organization, computed with `compute` when missing, outdated or stale. */
export async function sharedFigures<T>(
  db: Database,
  scope: Key,
  compute: () => Promise<T>,
  now: () => Date = () => new Date(),
): Promise<Cached<T>> {
  const known = readCopies(db).get(`${scope.organizationId}:${scope.key}`);
  // Whether the stored version is the one this process holds a copy of; its value is read only if not.
  const same = known
    ? sql<boolean>`(${teamFigures.membership} = ${known.membership} and ${teamFigures.computedAt} = ${known.computedAt.toISOString()}::timestamptz and pg_column_size(${teamFigures.value}) = ${known.size})`
    : sql<boolean>`false`;
  const [[stored], membership] = await Promise.all([
    db
      .select({
        membership: teamFigures.membership,
        computedAt: teamFigures.computedAt,
        size: sql<number>`pg_column_size(${teamFigures.value})`,
        same,
        value: sql<unknown>`case when ${same} then null else ${teamFigures.value} end`.mapWith(teamFigures.value),
      })
      .from(teamFigures)
      .where(and(eq(teamFigures.organizationId, scope.organizationId), eq(teamFigures.key, scope.key)))
      .limit(1),
    membershipOf(db, scope.organizationId),
  ]);
  if (!stored || stored.membership !== membership) return recompute(db, scope, membership, compute, now);
  if (now().getTime() - stored.computedAt.getTime() > RECENT_FIGURES_MAX_AGE_MS) {
    recompute(db, scope, membership, compute, now).catch((error: unknown) =>
      logger.warn(
        { figures: scope.key, err: error instanceof Error ? error.message : String(error) },
        "stale figures kept: recomputing failed",
      ),
    );
  }
  const value = stored.same && known ? known.value : remember(db, scope, stored);
  return { value: value as T, computedAt: stored.computedAt };
}

/*
 * A copy of the figures last read, per process: the cockpit's level-4 estimates for 2,000 members
 * are about 0.4 MB of JSON, which the embedded database took 30 ms to hand over on every view. The
 * stored version (membership, computed at, size) says whether the copy is still the one stored;
 * the copy is frozen, since every view shares it.
 */
type ReadCopy = { membership: string; computedAt: Date; size: number; value: unknown };
const MAX_READ_COPIES = 500;
const readCopiesByDatabase = new WeakMap<Database, Map<string, ReadCopy>>();

function readCopies(db: Database): Map<string, ReadCopy> {
  let copies = readCopiesByDatabase.get(db);
  if (!copies) readCopiesByDatabase.set(db, (copies = new Map()));
  return copies;
}

function remember(db: Database, { organizationId, key }: Key, stored: ReadCopy) {
  const copies = readCopies(db);
  const id = `${organizationId}:${key}`;
  copies.delete(id);
  // Oldest first out: a Map keeps insertion order.
  if (copies.size >= MAX_READ_COPIES) copies.delete(copies.keys().next().value!);
  const value = deepFreeze(stored.value);
  copies.set(id, { membership: stored.membership, computedAt: stored.computedAt, size: Number(stored.size), value });
  return value;
}

function deepFreeze<V>(value: V): V {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
