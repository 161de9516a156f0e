import { describe, expect, it } from "vitest";
import { cpuPerRequest, cpuTimeOf } from "./cpu-time.mjs";

/** Spins on this thread until the process has spent `ms` more CPU milliseconds, by Node's own count. */
function burn(ms: number) {
  const start = process.cpuUsage();
  let spent = 0;
  while (spent < ms) {
    const { user, system } = process.cpuUsage(start);
    spent = (user + system) / 1000;
  }
  return spent;
}

describe("cpuTimeOf", () => {
  it("reads the CPU time this process and its main thread spent, as Node counts it", () => {
    const before = cpuTimeOf(process.pid);
    const spent = burn(300);
    const after = cpuTimeOf(process.pid);
    expect(before).not.toBeNull();
    // Clock ticks are 10 ms: allow a few at each end (the wrong fields would be far off, or zero).
    const mainThread = after!.mainThreadMs - before!.mainThreadMs;
    expect(mainThread).toBeGreaterThanOrEqual(spent - 40);
    expect(mainThread).toBeLessThanOrEqual(spent + 100);
    expect(after!.processMs - before!.processMs).toBeGreaterThanOrEqual(mainThread);
  });

  it("is null for a process that is not there", () => {
    expect(cpuTimeOf(2 ** 22 + 1)).toBeNull();
  });
});

describe("cpuPerRequest", () => {
  it("shares the CPU spent between two readings among the requests", () => {
    const per = cpuPerRequest({ processMs: 1000, mainThreadMs: 600 }, { processMs: 3000, mainThreadMs: 1600 }, 40);
    expect(per).toEqual({ processMsPerRequest: 50, mainThreadMsPerRequest: 25 });
  });

  it("says nothing without both readings or without a request", () => {
    const reading = { processMs: 1, mainThreadMs: 1 };
    expect(cpuPerRequest(null, reading, 10)).toBeNull();
    expect(cpuPerRequest(reading, null, 10)).toBeNull();
    expect(cpuPerRequest(reading, reading, 0)).toBeNull();
  });
});
