import { describe, expect, it } from "vitest";
import { createOutageProbe } from "./outage";

function setup(up: boolean) {
  let clock = 0;
  let checks = 0;
  const state = { up };
  const probe = createOutageProbe(
    async () => {
      checks += 1;
      return state.up;
    },
    () => clock,
  );
  return { probe, state, checks: () => checks, advance: (ms: number) => (clock += ms) };
}

describe("the database outage probe", () => {
  it("costs nothing while nothing has failed", async () => {
    const { probe, checks } = setup(false);
    expect(await probe.down()).toBe(false);
    expect(checks()).toBe(0);
  });

  it("once something failed, checks the database, at most once a second", async () => {
    const { probe, state, checks, advance } = setup(false);
    probe.suspect();
    expect(await Promise.all([probe.down(), probe.down(), probe.down()])).toEqual([true, true, true]);
    expect(checks()).toBe(1);
    advance(500);
    expect(await probe.down()).toBe(true);
    expect(checks()).toBe(1);
    state.up = true;
    advance(600);
    expect(await probe.down()).toBe(false);
    expect(checks()).toBe(2);
  });

  it("stops checking once the database answered again", async () => {
    const { probe, checks } = setup(true);
    probe.suspect();
    probe.clear();
    expect(await probe.down()).toBe(false);
    expect(checks()).toBe(0);
  });
});
