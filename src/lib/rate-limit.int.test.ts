import { describe, expect, it } from "vitest";
import { testBed } from "@/db/testing/bed";
import { consume, reset, signInLimit } from "./rate-limit";

const bed = testBed({ tenants: false });

describe("sign-in rate limit", () => {
  it("refuses the 4th attempt for one address within 10 s, and says when to retry", async () => {
    for (let i = 0; i < 3; i++)
      expect(await consume(bed.db, signInLimit, "julie@example.test")).toEqual({ allowed: true });
    const fourth = await consume(bed.db, signInLimit, "julie@example.test");
    expect(fourth.allowed).toBe(false);
    if (!fourth.allowed) expect(fourth.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it("counts each address apart", async () => {
    expect(await consume(bed.db, signInLimit, "marc@example.test")).toEqual({ allowed: true });
  });

  it("starts again after a reset (a successful sign-in)", async () => {
    await reset(bed.db, signInLimit, "julie@example.test");
    expect(await consume(bed.db, signInLimit, "julie@example.test")).toEqual({ allowed: true });
  });
});
