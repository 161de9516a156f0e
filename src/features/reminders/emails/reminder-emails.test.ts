import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/config";
import { HOSTILE_NAME, renderedEmailProblems, testUrl } from "@/lib/email/testing";
import { dailyReminderEmail, weeklySummaryEmail } from "./reminder-emails";

const links = { dashboardUrl: testUrl("/dashboard"), unsubscribeUrl: testUrl("/auth/unsubscribe") };

describe("reminder e-mails", () => {
  it.each(locales)("are whole in %s: language, links in both parts, the name escaped", async (locale) => {
    const daily = await dailyReminderEmail(locale, {
      name: HOSTILE_NAME,
      language: "fr",
      minutesDone: 4,
      goalMinutes: 10,
      streak: 3,
      ...links,
    });
    const weekly = await weeklySummaryEmail(locale, {
      name: HOSTILE_NAME,
      language: "en",
      minutes: 42,
      daysPracticed: 4,
      lessons: 3,
      streak: 5,
      level: "preA1",
      ...links,
    });
    for (const mail of [daily, weekly])
      expect(renderedEmailProblems(mail, { locale, urls: [links.dashboardUrl, links.unsubscribeUrl] })).toEqual([]);
  });

  it("say what is left of the day's goal, and last week's figures", async () => {
    const daily = await dailyReminderEmail("fr", {
      name: "Julie",
      language: "en",
      minutesDone: 4,
      goalMinutes: 10,
      streak: 0,
      ...links,
    });
    expect(daily.subject).toBe("Quelques minutes d'anglais aujourd'hui?");
    expect(daily.text).toContain("Il vous reste 6 minutes d'anglais");
    const weekly = await weeklySummaryEmail("en", {
      name: "Priya",
      language: "fr",
      minutes: 1,
      daysPracticed: 1,
      lessons: 0,
      streak: 1,
      level: "B1",
      ...links,
    });
    expect(weekly.subject).toBe("Your week: 1 minute of practice");
    expect(weekly.text).toContain("Level reached: B1");
  });
});
