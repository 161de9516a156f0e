import { describe, expect, it } from "vitest";
import { createRecentCheck } from "./recent-status";

describe("a check shared for a short while", () => {
  it("asks once per period, shares the answer in flight, and asks again at once when told to forget", async () => {
    let clock = 0;
    let asked = 0;
    const answers = [true, false, true];
    const recent = createRecentCheck(
      async () => answers[asked++],
      1000,
      () => clock,
    );

    const [first, second] = await Promise.all([recent.get(), recent.get()]);
    expect([first, second, asked]).toEqual([true, true, 1]);
    clock = 999;
    expect(await recent.get()).toBe(true);
    expect(asked).toBe(1);

    clock = 1000;
    expect(await recent.get()).toBe(false);
    expect(asked).toBe(2);

    recent.forget();
    expect(await recent.get()).toBe(true);
    expect(asked).toBe(3);
  });
});
