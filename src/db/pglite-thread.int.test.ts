import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type DatabaseHandle } from "./client";
import { PgliteThread } from "./pglite-thread";
import { rateLimit } from "./schema";

// The app's server runs PGlite on a worker thread; these check that it answers as PGlite in the
// process does, through drizzle, with transactions and PostgreSQL's errors intact.

let inProcess: DatabaseHandle;
let threaded: DatabaseHandle;

beforeAll(async () => {
  [inProcess, threaded] = await Promise.all([openPglite(), openPglite(undefined, { thread: true })]);
  await Promise.all([inProcess.migrate(), threaded.migrate()]);
});

afterAll(async () => {
  await Promise.all([inProcess.close(), threaded.close()]);
});

const rowsOf = async (handle: DatabaseHandle, query: SQL) =>
  ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

// Every kind of value the app reads: numbers of each size, text, JSON, instants, days,
// intervals, arrays of them, bytes and nulls.
const EVERY_TYPE = sql`
  select 1::int2 as small, 2147483647::int4 as int, 9007199254740993::int8 as big, 12.50::numeric as exact,
         0.1::float8 as float, true as yes, 'Ève « courriel »'::text as words, '{"a":[1,{"b":null}]}'::jsonb as json,
         '2026-11-28 12:34:56.789+00'::timestamptz as instant, '2026-11-28 12:34:56'::timestamp as wall,
         '2028-02-29'::date as day, '1 day 02:03:04'::interval as span, array[1.5, 2]::numeric[] as exacts,
         array['2026-01-01 00:00:00+00']::timestamptz[] as instants, array['2026-01-01']::date[] as days,
         '\\xdeadbeef'::bytea as bytes, null::text as nothing, array['a', null, 'c'] as texts`;

describe("PGlite on a worker thread", () => {
  it("reads every type of value as PGlite in the process does", async () => {
    const [threadRows, processRows] = await Promise.all([rowsOf(threaded, EVERY_TYPE), rowsOf(inProcess, EVERY_TYPE)]);
    expect(threadRows).toEqual(processRows);
    expect(threadRows[0]).toMatchObject({
      big: 9007199254740993n,
      instant: "2026-11-28 12:34:56.789+00",
      day: "2028-02-29",
    });
  });

  it("maps typed selects the same way (drizzle's array rows and its parsers)", async () => {
    const row = { key: "thread:types", points: 3, expire: new Date("2026-11-28T12:00:00.000Z") };
    await Promise.all([threaded, inProcess].map((handle) => handle.db.insert(rateLimit).values(row)));
    const read = (handle: DatabaseHandle) =>
      handle.db.select().from(rateLimit).where(eq(rateLimit.key, "thread:types"));
    expect(await read(threaded)).toEqual(await read(inProcess));
    expect(await read(threaded)).toEqual([row]);
  });

  it("commits a transaction that resolves and rolls back one that throws", async () => {
    await threaded.db.transaction(async (tx) => {
      await tx.insert(rateLimit).values({ key: "thread:kept", points: 1, expire: new Date(1) });
    });
    await expect(
      threaded.db.transaction(async (tx) => {
        await tx.insert(rateLimit).values({ key: "thread:dropped", points: 1, expire: new Date(1) });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const keys = await threaded.db.select({ key: rateLimit.key }).from(rateLimit);
    expect(keys.map((row) => row.key)).toContain("thread:kept");
    expect(keys.map((row) => row.key)).not.toContain("thread:dropped");
  });

  it("rolls back a nested transaction alone (a savepoint)", async () => {
    await threaded.db.transaction(async (tx) => {
      await tx.insert(rateLimit).values({ key: "thread:outer", points: 1, expire: new Date(1) });
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(rateLimit).values({ key: "thread:inner", points: 1, expire: new Date(1) });
          inner.rollback();
        }),
      ).rejects.toThrow();
    });
    const keys = (await threaded.db.select({ key: rateLimit.key }).from(rateLimit)).map((row) => row.key);
    expect(keys).toContain("thread:outer");
    expect(keys).not.toContain("thread:inner");
  });

  it("holds other statements back until an open transaction ends, as one connection does", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = threaded.db.transaction(async (tx) => {
      await tx.insert(rateLimit).values({ key: "thread:waited", points: 1, expire: new Date(1) });
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Sent while the transaction is open: answered after its commit, so it sees the row.
    const outside = threaded.db.select().from(rateLimit).where(eq(rateLimit.key, "thread:waited"));
    let answered = false;
    void outside.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await transaction;
    expect(await outside).toHaveLength(1);
  });

  it("passes PostgreSQL's errors on with their code and constraint", async () => {
    await threaded.db.insert(rateLimit).values({ key: "thread:unique", points: 1, expire: new Date(1) });
    const error = await threaded.db
      .insert(rateLimit)
      .values({ key: "thread:unique", points: 1, expire: new Date(1) })
      .catch((caught: unknown) => caught);
    const cause = (error as { cause?: Record<string, unknown> }).cause;
    expect(cause).toBeInstanceOf(Error);
    expect(cause).toMatchObject({ code: "23505", constraint: "rate_limit_pkey" });
    // The connection is still good after a failed statement.
    expect(await rowsOf(threaded, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("runs several statements without parameters with exec, one result each", async () => {
    const client = new PgliteThread();
    try {
      const results = await client.exec(
        "create table t (n int); insert into t values (1), (2); select sum(n)::int as total from t",
      );
      expect(results).toHaveLength(3);
      expect(results[2]!.rows).toEqual([{ total: 3 }]);
      await expect(client.exec("select nonsense from nowhere")).rejects.toMatchObject({ code: "42P01" });
    } finally {
      await client.close();
    }
  });

  it("keeps a folder's data across a close, and starts afresh when used after one", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "madameai-thread-"));
    try {
      const first = new PgliteThread(folder);
      await first.query("create table kept (word text)");
      await first.query("insert into kept values ($1)", ["bonjour"]);
      await first.close();
      // The same client, used again: a new thread on the same folder.
      expect((await first.query("select word from kept")).rows).toEqual([{ word: "bonjour" }]);
      await first.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
