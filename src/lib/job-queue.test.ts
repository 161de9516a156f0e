import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import type { Database } from "@/db";
import { executorOver, JOB_SCHEMA } from "./job-queue";

// pg-boss's own statements, as it writes them (its plans module has no types).
const plans = createRequire(import.meta.url)("pg-boss/src/plans") as Record<string, unknown>;
const statement = (name: string) => (plans[name] as (schema: string) => string)(JOB_SCHEMA);

/** A database whose connection fails every query with `error`. */
function failingDatabase(error: Error & { code?: string }): Database {
  const client = { query: () => Promise.reject(error) };
  return { session: { client } } as unknown as Database;
}
const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

describe("the job queue's database adapter while the database is away", () => {
  it("answers 'nothing changed' when pg-boss records the end of a run, which it does not await", async () => {
    const executor = executorOver(failingDatabase(refused));
    for (const name of ["completeJobs", "failJobsById"])
      await expect(executor.executeSql(statement(name), ["mail-retry", ["id"], null]), name).resolves.toEqual({
        rows: [{ count: 0 }],
      });
  });

  it("lets every other statement fail, so its caller knows", async () => {
    const executor = executorOver(failingDatabase(refused));
    const others = Object.keys(plans).filter(
      (name) =>
        typeof plans[name] === "function" &&
        (plans[name] as () => unknown).length === 1 &&
        !["completeJobs", "failJobsById"].includes(name),
    );
    expect(others).toEqual(expect.arrayContaining(["fetchNextJob", "cancelJobs", "deleteJobs", "insertJob"]));
    for (const name of others)
      await expect(executor.executeSql(statement(name), ["q"]), name).rejects.toThrow("ECONNREFUSED");
  });

  it("lets the end of a run fail for any other reason than an outage", async () => {
    const executor = executorOver(failingDatabase(new Error("invalid input syntax for type uuid")));
    await expect(executor.executeSql(statement("completeJobs"), ["q", ["x"], null])).rejects.toThrow("uuid");
  });
});
