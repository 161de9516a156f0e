import { getDb, type Database } from "@/db";
import { getAuth, type Auth } from "./server";

/** What the account-security services work on: the routes pass the process's, tests their own. */
export type AuthDeps = { db: Database; auth: Auth };

export async function authDeps(): Promise<AuthDeps> {
  const [db, auth] = await Promise.all([getDb(), getAuth()]);
  return { db, auth };
}
