import type { Database } from "@/db";
import type { AuthDeps } from "../deps";
import { buildAuth, type Auth } from "../server";

/**
 * better-auth on a test bed's database, built on first use inside a test: after the bed has set
 * the file's environment (the flags better-auth reads once, when it is built).
 */
export function authOn(bed: { readonly db: Database }): AuthDeps {
  let built: { db: Database; auth: Auth } | undefined;
  return {
    get db() {
      return bed.db;
    },
    get auth() {
      if (built?.db !== bed.db) built = { db: bed.db, auth: buildAuth(bed.db) };
      return built.auth;
    },
  };
}
