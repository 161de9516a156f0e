import { execFileSync } from "node:child_process";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// PGlite's result parsing is patched at install (scripts/patch-pglite.mjs, decision 058): a query's
// own parsers are looked up first and PGlite's through the prototype instead of copying them all.
// These check the patch is in place and that every parser still applies.

const TIMESTAMPTZ = 1184;
const TIMESTAMPTZ_ARRAY = 1185;
const asText = (value: string) => value;

describe("PGlite's result parsing, as patched", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await db.exec(`create type mood as enum ('calm', 'busy')`);
    // PGlite learns the array types of types created after it started when asked.
    await db.refreshArrayTypes();
  });
  afterAll(() => db.close());

  it("is installed", () => {
    expect(() =>
      execFileSync(process.execPath, ["scripts/patch-pglite.mjs", "--check"], { stdio: "pipe" }),
    ).not.toThrow();
  });

  const row = `select 7::int4 as n, 2.5::float8 as f, true as b, '{"k":[1]}'::jsonb as j,
    array[1, 2]::int4[] as ints, array['calm', 'busy']::mood[] as moods,
    '2026-11-28 10:00:00+00'::timestamptz as at, array['2026-11-28 10:00:00+00']::timestamptz[] as ats`;

  it("parses every type with PGlite's own parsers when a query brings none", async () => {
    const { rows } = await db.query<Record<string, unknown>>(row);
    expect(rows[0]).toEqual({
      n: 7,
      f: 2.5,
      b: true,
      j: { k: [1] },
      ints: [1, 2],
      moods: ["calm", "busy"],
      at: new Date("2026-11-28T10:00:00Z"),
      ats: [new Date("2026-11-28T10:00:00Z")],
    });
  });

  it("uses a query's own parsers for their types, and PGlite's for every other", async () => {
    const { rows } = await db.query<Record<string, unknown>>(row, [], {
      parsers: { [TIMESTAMPTZ]: asText, [TIMESTAMPTZ_ARRAY]: asText },
    });
    expect(rows[0]).toMatchObject({ n: 7, j: { k: [1] }, ints: [1, 2], moods: ["calm", "busy"] });
    expect(rows[0]!.at).toBe("2026-11-28 10:00:00+00");
    expect(rows[0]!.ats).toBe('{"2026-11-28 10:00:00+00"}');
  });

  it("leaves PGlite's parsers as they were after a query with its own", async () => {
    await db.query(row, [], { parsers: { [TIMESTAMPTZ]: asText } });
    const { rows } = await db.query<{ at: unknown }>("select '2026-11-28 10:00:00+00'::timestamptz as at");
    expect(rows[0]!.at).toEqual(new Date("2026-11-28T10:00:00Z"));
  });
});
