import type { SQL } from "drizzle-orm";
import type { Database } from "./client";

/** Runs a raw query and returns its rows: both drivers answer `{ rows }`, which the shared type cannot say. */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
