// The CPU a server spent, read from Linux's /proc: the whole process (every thread: the database's,
// the garbage collector's, libuv's pool) and its main thread alone. Divided by the requests of a
// measured run, they say what a request costs, whatever else ran on the machine meanwhile, and so
// what a number of cores could serve at most: one JavaScript thread renders every page, so the main
// thread's share bounds one process however many cores it has (docs/scale.md).
import { readFileSync, readdirSync } from "node:fs";

// Linux reports a thread's user and system time in clock ticks of USER_HZ, 100 a second on every
// architecture (it is part of the kernel's ABI); schedstat's nanoseconds are not kept on every kernel.
const MS_PER_TICK = 10;

/** Milliseconds on a CPU of one thread (user + system, fields 14 and 15 of its stat), 0 if it is gone. */
function threadMs(pid, tid) {
  try {
    // The command name, in parentheses, may hold spaces and parentheses: count the fields after its end.
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return 0;
  }
}

/** `{ processMs, mainThreadMs }` of `pid` so far; null where /proc is not there (macOS) or the process is gone. */
export function cpuTimeOf(pid) {
  let tids;
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  const processMs = tids.reduce((sum, tid) => sum + threadMs(pid, tid), 0);
  return { processMs, mainThreadMs: threadMs(pid, pid) };
}

/**
 * CPU milliseconds a request between two readings of `cpuTimeOf`. A thread that ended in between
 * takes its time with it, so the figure is a floor; the servers measured keep theirs.
 */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after || requests <= 0) return null;
  return {
    processMsPerRequest: (after.processMs - before.processMs) / requests,
    mainThreadMsPerRequest: (after.mainThreadMs - before.mainThreadMs) / requests,
  };
}
