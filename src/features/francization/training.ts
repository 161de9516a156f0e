import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "@/db";
import { selectRows } from "@/db/rows";
import { trainingEntry } from "@/db/schema";
import { recordAudit } from "@/features/audit";
import { practiceRows, sharedFigures } from "@/features/team";
import { ApiError } from "@/lib/api/errors";
import { startOfLocalDay } from "@/lib/days";
import type { TrainingEntryInput } from "./schemas";

/*
 * The training-hours ledger: time spent learning in the app (counted, never typed) and the
 * classes and Francisation Québec sessions an admin enters by hand. Person-hours: an entry's
 * hours times its participants.
 */

export type TrainingEntry = TrainingEntryInput & { id: string; createdAt: Date };
export type TrainingLedger = {
  year: number;
  entries: TrainingEntry[];
  /** Per month (1–12): hours in the app and person-hours entered. */
  months: { month: number; appHours: number; enteredHours: number }[];
  appHours: number;
  enteredHours: number;
  paidHours: number;
};
type Scope = { organizationId: string };

const round1 = (value: number) => Math.round(value * 10) / 10;

function yearWindow(year: number, timeZone: string): { from: Date; to: Date } {
  return { from: startOfLocalDay(`${year}-01-01`, timeZone), to: startOfLocalDay(`${year + 1}-01-01`, timeZone) };
}

type AppMonth = { month: number; seconds: number };

/** Seconds of practice in the app per month of the year: a year of everyone's activity, the costly part. */
function appSecondsByMonth(
  db: Database,
  { organizationId, timeZone }: Scope & { timeZone: string },
  year: number,
): Promise<AppMonth[]> {
  return selectRows<AppMonth>(
    db,
    sql`select extract(month from (p.at at time zone ${timeZone}))::int as month, sum(p.seconds)::float8 as seconds
        from (${practiceRows({ organizationId, ...yearWindow(year, timeZone) })}) p group by 1`,
  );
}

/**
 * The ledger of a year. Entries are always read fresh (an admin sees the one just added); with
 * `recentAppHours`, the app's hours may be up to RECENT_FIGURES_MAX_AGE_MS old (the cockpit's
 * screen); the yearly report computes them afresh.
 */
export async function trainingLedger(
  db: Database,
  scope: Scope & { timeZone: string },
  year: number,
  { recentAppHours = false } = {},
): Promise<TrainingLedger> {
  const { organizationId, timeZone } = scope;
  const [rows, appMonths] = await Promise.all([
    db
      .select()
      .from(trainingEntry)
      .where(
        and(
          eq(trainingEntry.organizationId, organizationId),
          gte(trainingEntry.heldOn, `${year}-01-01`),
          lt(trainingEntry.heldOn, `${year + 1}-01-01`),
        ),
      )
      .orderBy(asc(trainingEntry.heldOn), asc(trainingEntry.createdAt)),
    recentAppHours
      ? sharedFigures(db, { organizationId, key: `app-hours:${timeZone}:${year}` }, () =>
          appSecondsByMonth(db, scope, year),
        ).then((cached) => cached.value)
      : appSecondsByMonth(db, scope, year),
  ]);
  const entries = rows.map(({ organizationId: _, createdBy: __, ...row }) => ({ ...row, hours: Number(row.hours) }));
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const app = appMonths.find((row) => Number(row.month) === month);
    const entered = entries
      .filter((entry) => Number(entry.heldOn.slice(5, 7)) === month)
      .reduce((sum, entry) => sum + entry.hours * entry.participants, 0);
    return { month, appHours: round1(Number(app?.seconds ?? 0) / 3600), enteredHours: round1(entered) };
  });
  const enteredHours = entries.reduce((sum, entry) => sum + entry.hours * entry.participants, 0);
  const paidHours = entries
    .filter((entry) => entry.paidTime)
    .reduce((sum, entry) => sum + entry.hours * entry.participants, 0);
  return {
    year,
    entries,
    months,
    appHours: round1(months.reduce((sum, row) => sum + row.appHours, 0)),
    enteredHours: round1(enteredHours),
    paidHours: round1(paidHours),
  };
}

export async function addTrainingEntry(
  db: Database,
  { organizationId, userId }: Scope & { userId: string },
  input: TrainingEntryInput,
): Promise<{ id: string }> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(trainingEntry).values({ id, organizationId, createdBy: userId, ...input });
    await recordAudit(
      tx,
      { organizationId },
      { act: "training.recorded", actor: { id: userId }, after: trainingSummary(input) },
    );
  });
  return { id };
}

/** What the audit trail keeps of a training entry: enough to recognise it, not its note. */
const trainingSummary = (entry: Omit<TrainingEntryInput, "note">) => ({
  kind: entry.kind,
  provider: entry.provider,
  heldOn: entry.heldOn,
  hours: entry.hours,
  participants: entry.participants,
});

export async function deleteTrainingEntry(
  db: Database,
  { organizationId, actorId }: Scope & { actorId: string },
  { id }: { id: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(trainingEntry)
      .where(and(eq(trainingEntry.id, id), eq(trainingEntry.organizationId, organizationId)))
      .returning();
    if (!deleted) throw new ApiError("not_found");
    await recordAudit(
      tx,
      { organizationId },
      { act: "training.deleted", actor: { id: actorId }, before: trainingSummary(deleted) },
    );
  });
}
