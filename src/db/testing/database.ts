import { randomBytes } from "node:crypto";
import { openPglite, openPostgres, type DatabaseHandle } from "../client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 * TEST_PGLITE_THREAD=1 puts PGlite on a worker thread, as the app's server does, to check a
 * change to that thread against the whole suite. Nothing is shared between test files.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite(undefined, { thread: process.env.TEST_PGLITE_THREAD === "1" });
    await handle.migrate();
    return handle;
  }
  const name = `test_${randomBytes(6).toString("hex")}`;
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
