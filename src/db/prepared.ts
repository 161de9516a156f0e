import type { Database } from "./client";

/**
 * A query built once per database and run many times with new values (`sql.placeholder`). For the
 * queries of every answer in a lesson: drizzle takes longer to build a query from its parts than
 * the embedded database takes to run a small one (0.4 ms of 1.2 for the answer's context).
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
