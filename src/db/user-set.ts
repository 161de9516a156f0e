import { inArray, type Column, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * The people a query is about: their ids, or a subquery that selects them. For a whole
 * organization the subquery is the one to use: binding a list of 2,000 ids cost the embedded
 * database 30–70 ms a query, more than the query itself.
 */
export type UserSet = readonly string[] | SQLWrapper;

/** `column IN (ids)` or `column IN (subquery)`. */
export function inUserSet(column: Column, users: UserSet): SQL {
  return users instanceof Array ? inArray(column, [...users]) : inArray(column, users);
}
