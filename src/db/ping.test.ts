import { MessageChannel } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { ping, type Database } from "./client";

/** A database whose answer comes as a message, as the embedded database's thread sends it. */
function answeringByMessage() {
  const { port1, port2 } = new MessageChannel();
  const db = {
    execute: () => new Promise((resolve) => port1.once("message", resolve)),
  } as unknown as Database;
  return {
    db,
    answer: () => port2.postMessage({ rows: [{ "?column?": 1 }] }),
    close: () => port1.close(),
  };
}

function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("ping", () => {
  it("counts an answer that came while the process was busy past the time allowed", async () => {
    const database = answeringByMessage();
    try {
      const pinged = ping(database.db, 50);
      // The answer arrives in time, then the process stays busy (a long render, the garbage
      // collector, a loaded machine) past the 50 ms: both are waiting when it is free again.
      database.answer();
      busyFor(120);
      await expect(pinged).resolves.toBeUndefined();
    } finally {
      database.close();
    }
  });

  it("fails when no answer comes in the time allowed", async () => {
    const database = answeringByMessage();
    try {
      await expect(ping(database.db, 50)).rejects.toThrow("database did not answer within 50 ms");
    } finally {
      database.close();
    }
  });
});
