import { describe, expect, it } from "vitest";
import { createStaleCache } from "./stale-cache";

function setup() {
  let clock = 1_000_000;
  const cache = createStaleCache<number>({ name: "test", maxAgeMs: 60_000, maxEntries: 2, now: () => clock });
  let calls = 0;
  const compute = (value: number) => async () => {
    calls += 1;
    return value;
  };
  return { cache, compute, calls: () => calls, advance: (ms: number) => (clock += ms) };
}

describe("createStaleCache", () => {
  it("computes once, then serves the value while it is fresh", async () => {
    const { cache, compute, calls } = setup();
    expect((await cache.get("a", compute(1))).value).toBe(1);
    expect((await cache.get("a", compute(2))).value).toBe(1);
    expect(calls()).toBe(1);
  });

  it("computes once for callers that arrive together", async () => {
    const { cache, compute, calls } = setup();
    const values = await Promise.all([
      cache.get("a", compute(1)),
      cache.get("a", compute(2)),
      cache.get("a", compute(3)),
    ]);
    expect(values.map((cached) => cached.value)).toEqual([1, 1, 1]);
    expect(calls()).toBe(1);
  });

  it("serves the stale value at once and the recomputed one afterwards, with when it was computed", async () => {
    const { cache, compute, advance } = setup();
    const first = await cache.get("a", compute(1));
    advance(61_000);
    const stale = await cache.get("a", compute(2));
    expect(stale).toEqual(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const fresh = await cache.get("a", compute(3));
    expect(fresh.value).toBe(2);
    expect(fresh.computedAt.getTime()).toBeGreaterThan(first.computedAt.getTime());
  });

  it("never caches a failure, and keeps the stale value when recomputing fails", async () => {
    const { cache, compute, advance } = setup();
    const failing = async () => Promise.reject(new Error("database down"));
    await expect(cache.get("a", failing)).rejects.toThrow("database down");
    expect((await cache.get("a", compute(1))).value).toBe(1);
    advance(61_000);
    expect((await cache.get("a", failing)).value).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Still stale: the next caller gets it and starts another try, which succeeds.
    expect((await cache.get("a", compute(5))).value).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get("a", compute(6))).value).toBe(5);
  });

  it("keeps a bounded number of keys, dropping the oldest", async () => {
    const { cache, compute, calls } = setup();
    await cache.get("a", compute(1));
    await cache.get("b", compute(2));
    await cache.get("c", compute(3));
    await cache.get("a", compute(4));
    expect(calls()).toBe(4);
  });
});
