import type { Page } from "@playwright/test";
import webpush from "web-push";
import { decodedBody, mailHeader, startSmtp, type TestSmtp } from "../src/lib/testing/smtp";
import { startAppServer, type AppServer } from "./support/app-server";
import { signInByApi } from "./support/sign-in";
import { expect, expectAccessible, test } from "./fixtures";

const shots = "test-results/screenshots";
const FIVE_MINUTES = 5 * 60_000;
// One move of the server's clock: from before the reminders' local time (10 to 15 minutes ahead) to a few minutes after it.
const CLOCK_STEP_MS = 20 * 60_000;
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** "HH:MM" of `at` on the clock of `zone`. */
const localTime = (at: number, zone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    new Date(at),
  );

/** A zone other than the learners' own (Toronto) whose local day does not end within the next 40 minutes. */
const zone = ["America/Vancouver", "America/Halifax"].find(
  (candidate) => localTime(Date.now() + 40 * 60_000, candidate) > localTime(Date.now(), candidate),
)!;

type Labels = { goal: RegExp; zone: string; daily: string; time: string; save: string; saved: string; push: string };
const french: Labels = {
  goal: /20 min/,
  zone: "Fuseau horaire",
  daily: "Rappel quotidien",
  time: "Heure du rappel",
  save: "Enregistrer",
  saved: "Vos réglages d'apprentissage sont enregistrés.",
  push: "Me rappeler aussi par notification sur cet appareil",
};
const english: Labels = {
  goal: /10 min/,
  zone: "Time zone",
  daily: "Daily reminder",
  time: "Reminder time",
  save: "Save",
  saved: "Your learning settings are saved.",
  push: "Also remind me by notification on this device",
};

/** The settings screen is checked on both sizes, whichever the learner uses. */
async function expectAccessibleOnPhoneAndDesktop(page: Page) {
  const size = page.viewportSize();
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
  }
  if (size) await page.setViewportSize(size);
}

/** Sets the daily goal, the time zone and a daily reminder at `time`, as the learner does, and saves. */
async function chooseReminder(page: Page, url: string, labels: Labels, time: string) {
  await page.goto(`${url}/settings/learning`);
  await page.getByRole("radio", { name: labels.goal }).check();
  await page.getByLabel(labels.zone).selectOption(zone);
  await page.getByRole("checkbox", { name: labels.daily }).check();
  await page.getByLabel(labels.time).fill(time);
  // This server has web push on (WEB_PUSH), and Chromium can receive it: the offer shows, off.
  await expect(page.getByRole("checkbox", { name: labels.push })).not.toBeChecked();
  await expectAccessibleOnPhoneAndDesktop(page);
  await page.getByRole("button", { name: labels.save }).click();
  await expect(page.getByRole("status").filter({ hasText: labels.saved })).toBeVisible();
}

/*
 * On its own server, whose clock the test moves, sending e-mail to a real SMTP server the test
 * starts. The test runs the reminders job itself (TEST_JOB_TRIGGER, this server only) rather than
 * waiting up to 5 minutes for its schedule.
 */
test.describe("the daily reminder e-mail", () => {
  test.describe.configure({ mode: "serial" });
  let app: AppServer;
  let smtp: TestSmtp;
  test.beforeAll(async () => {
    smtp = await startSmtp();
    const vapid = webpush.generateVAPIDKeys();
    app = await startAppServer(
      {
        SMTP_URL: smtp.url,
        CLOCK_STEP_MS: String(CLOCK_STEP_MS),
        TEST_JOB_TRIGGER: "true",
        WEB_PUSH: "true",
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
      },
      { shiftedClock: true },
    );
  });
  test.afterAll(async () => {
    await app?.stop();
    await smtp?.close();
  });

  /** Runs the reminders job through the server's queue, as its schedule does, and waits for the run to end. */
  async function runRemindersJob() {
    const response = await fetch(`${app.url}/api/testing/jobs/reminders`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ queue: "reminders", outcome: "completed" });
  }

  const mailTo = (address: string) => smtp.received.filter((mail) => mail.rcptTo.includes(address));

  test("arrives at the new local time once, with a one-click unsubscribe that works (fr desktop, en phone)", async ({
    page,
    browser,
    tenants,
  }) => {
    test.setTimeout(180_000);
    // On a 5-minute mark, as the time field offers.
    const reminderTime = localTime(Math.ceil((Date.now() + 2 * FIVE_MINUTES) / FIVE_MINUTES) * FIVE_MINUTES, zone);

    await page.setViewportSize(desktop);
    await signInByApi(page.request, app.url, tenants.b.admin.email, tenants.password);
    await chooseReminder(page, app.url, french, reminderTime);
    await page.screenshot({ path: `${shots}/reminders-settings-fr-desktop.png`, fullPage: true });

    const priyaContext = await browser.newContext({ locale: "en-CA", viewport: phone });
    await priyaContext.addCookies([{ name: "madameai_consent", value: "denied", url: app.url }]);
    const priya = await priyaContext.newPage();
    await signInByApi(priya.request, app.url, tenants.b.learner.email, tenants.password);
    await chooseReminder(priya, app.url, english, reminderTime);
    await priya.screenshot({ path: `${shots}/reminders-settings-en-phone.png`, fullPage: true });

    // Before their time, a run sends nothing.
    await runRemindersJob();
    expect(mailTo(tenants.b.admin.email)).toHaveLength(0);
    expect(mailTo(tenants.b.learner.email)).toHaveLength(0);

    await app.advanceClock();
    await runRemindersJob();
    await expect.poll(() => mailTo(tenants.b.admin.email).length).toBe(1);
    await expect.poll(() => mailTo(tenants.b.learner.email).length).toBe(1);
    // Long headers come folded over several lines.
    const marcMail = mailTo(tenants.b.admin.email)[0]!.raw.replace(/\r?\n[ \t]+/g, " ");
    expect(mailHeader(marcMail, "Subject")).toBeTruthy();
    expect(decodedBody(marcMail)).toContain("(20 minutes)");
    expect(decodedBody(mailTo(tenants.b.learner.email)[0]!.raw)).toContain("(10 minutes)");
    const oneClick = mailHeader(marcMail, "List-Unsubscribe")?.match(/<(https?:[^>]+)>/)?.[1] ?? "";
    expect(oneClick).toContain(`${app.url}/api/reminders/unsubscribe?token=`);
    expect(mailHeader(marcMail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // Another run on the same day: nothing more.
    await runRemindersJob();
    expect(mailTo(tenants.b.admin.email)).toHaveLength(1);
    expect(mailTo(tenants.b.learner.email)).toHaveLength(1);

    // One click, as a mail client does it (RFC 8058): no session, no cookie, no page.
    const unsubscribed = await fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBe(200);
    await page.goto(`${app.url}/settings/learning`);
    await expect(page.getByRole("checkbox", { name: french.daily })).not.toBeChecked();
    await expect(page.getByLabel(french.time)).toBeDisabled();
    await expectAccessible(page);
    await priya.reload();
    await expect(priya.getByRole("checkbox", { name: english.daily })).toBeChecked();
    await priyaContext.close();
  });
});
