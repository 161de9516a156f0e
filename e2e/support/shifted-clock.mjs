// Loaded into a test app server with `node --import`: lets a browser test move the server's
// clock forward (each SIGUSR2 adds CLOCK_STEP_MS, default 11 minutes), to see what happens once
// a link or an invitation has expired, without waiting. Never loaded outside tests.
const RealDate = Date;
let offset = 0;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }

  // Own properties, not inherited ones: Next.js rebuilds Date from the own properties of the one
  // it finds (next/dist/server/node-environment-extensions/date.js), and without these the
  // server's Date.UTC and Date.parse were undefined (every reminders run failed).
  static UTC = RealDate.UTC;
  static parse = RealDate.parse;
}

globalThis.Date = ShiftedDate;
process.on("SIGUSR2", () => {
  offset += Number(process.env.CLOCK_STEP_MS ?? 11 * 60 * 1000);
  // The test waits for this line before it goes on (e2e/support/app-server.ts).
  process.stdout.write("shifted-clock: moved\n");
});
