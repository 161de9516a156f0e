import { eq } from "drizzle-orm";
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { learnerProfile } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { localClock } from "@/lib/days";
import { startJobRunner, type JobRunner } from "./runner";
import { reminders } from "./reminders";

/* The reminder job on a real queue, on the real clock: a learner whose reminder time has just passed gets one e-mail, whatever the runs. */

const bed = testBed({ smtp: true });
let runner: JobRunner;

beforeAll(async () => {
  runner = await startJobRunner(bed.db, [reminders], {
    services: {
      mailTransport: createTransport({ host: "127.0.0.1", port: bed.smtp.port, secure: false, ignoreTLS: true }),
    },
    timing: { pollingIntervalSeconds: 0.5 },
  });
});
afterAll(() => runner?.stop());

async function runOnce() {
  const id = await runner.runNow(reminders.queue);
  if (!id) throw new Error("a reminders run is already waiting");
  await expect
    .poll(async () => (await runner.queue.getJobById(reminders.queue, id))?.state, { timeout: 15_000, interval: 200 })
    .toBe("completed");
}

describe("the reminders job", () => {
  it("is scheduled every 5 minutes and sends a due reminder once across runs", async () => {
    const schedules = await runner.queue.getSchedules();
    expect(schedules.find((schedule) => schedule.name === "reminders")?.cron).toBe("*/5 * * * *");

    // A zone where a minute ago was still today (not just before local midnight).
    const zone = ["America/Vancouver", "America/Halifax"].find((candidate) => {
      const { hour, minute } = localClock(new Date(), candidate);
      return hour * 60 + minute >= 2;
    })!;
    const clock = localClock(new Date(Date.now() - 60_000), zone);
    const time = `${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`;
    await bed.db
      .update(learnerProfile)
      .set({ timeZone: zone, reminderTime: time })
      .where(eq(learnerProfile.userId, twoTenants.b.learner.id));

    await runOnce();
    await runOnce();
    const received = bed.smtp.received.filter((mail) => mail.rcptTo.includes(twoTenants.b.learner.email));
    expect(received).toHaveLength(1);
  });
});
