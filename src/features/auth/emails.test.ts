import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { locales, type Locale } from "@/i18n/config";
import { HOSTILE_NAME, renderedEmailProblems, testUrl } from "@/lib/email/testing";
import {
  emailChangedNoticeEmail,
  emailChangeEmail,
  passwordChangedEmail,
  type RenderedEmail,
  signInLinkEmail,
  verifyEmailEmail,
} from "./emails";

const signInPage = "https://app.madameai.test/auth/link";
// 19:05 UTC on 3 March 2026 is 14:05 in Quebec (standard time).
const changedAt = new Date("2026-03-03T19:05:00Z");

/** Each message with what it is given; the name is hostile everywhere so that escaping is always tested. */
const messages: Record<string, { render: (locale: Locale) => Promise<RenderedEmail>; urls: string[] }> = {
  signInLink: {
    render: (locale) =>
      signInLinkEmail(locale, { name: HOSTILE_NAME, url: testUrl("/auth/link/confirm"), minutes: 10 }),
    urls: [testUrl("/auth/link/confirm")],
  },
  passwordChanged: {
    render: (locale) => passwordChangedEmail(locale, { name: HOSTILE_NAME, changedAt, signInLinkUrl: signInPage }),
    urls: [signInPage],
  },
  emailChange: {
    render: (locale) =>
      emailChangeEmail(locale, {
        name: HOSTILE_NAME,
        newEmail: "julie@nouvelle.test",
        url: testUrl("/settings/email/confirm"),
        minutes: 10,
      }),
    urls: [testUrl("/settings/email/confirm")],
  },
  emailChangedNotice: {
    render: (locale) =>
      emailChangedNoticeEmail(locale, {
        name: HOSTILE_NAME,
        newEmail: "julie@nouvelle.test",
        signInLinkUrl: signInPage,
      }),
    urls: [signInPage],
  },
  verifyEmail: {
    render: (locale) => verifyEmailEmail(locale, { name: HOSTILE_NAME, url: testUrl("/auth/verify"), hours: 24 }),
    urls: [testUrl("/auth/verify")],
  },
};

// next-intl reports a missing key or a bad ICU argument on console.error and goes on.
let intlErrors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  intlErrors = vi.spyOn(console, "error");
});
afterEach(() => {
  expect(intlErrors).not.toHaveBeenCalled();
  intlErrors.mockRestore();
});

describe.each(Object.entries(messages))("the %s e-mail", (_, { render, urls }) => {
  it.each(locales)("renders in %s with its links, escaped names and no leftover key", async (locale) => {
    const mail = await render(locale);
    expect(renderedEmailProblems(mail, { locale, urls })).toEqual([]);
    expect(mail.html).toContain("Zoé &lt;script&gt;");
    expect(mail.text).toContain(HOSTILE_NAME);
  });

  it("has a subject of its own in each language", async () => {
    const subjects = await Promise.all(locales.map(async (locale) => (await render(locale)).subject));
    expect(new Set(subjects).size).toBe(locales.length);
  });
});

describe("wording", () => {
  it("keeps the sign-in link e-mail's subject and body", async () => {
    const mail = await signInLinkEmail("fr", { name: "Julie", url: testUrl("/auth/link/confirm"), minutes: 10 });
    expect(mail.subject).toBe("Votre lien de connexion à MadameAI");
    expect(mail.text).toContain("Bonjour Julie,");
    expect(mail.text).toContain("Il sert une seule fois et expire dans 10 minutes.");
  });

  it("says when the password was changed, in Quebec's time unless told another zone", async () => {
    const quebec = await passwordChangedEmail("fr", { name: "Julie", changedAt, signInLinkUrl: signInPage });
    expect(quebec.text).toContain("3 mars 2026 à 14 h 05");
    const paris = await passwordChangedEmail("fr", {
      name: "Julie",
      changedAt,
      timeZone: "Europe/Paris",
      signInLinkUrl: signInPage,
    });
    expect(paris.text).toContain("3 mars 2026 à 20 h 05");
    const english = await passwordChangedEmail("en", { name: "Julie", changedAt, signInLinkUrl: signInPage });
    expect(english.text).toContain("March 3, 2026 at 2:05");
  });

  it("names the new address in the e-mails about changing it, and the plural of the delay", async () => {
    const change = await emailChangeEmail("es", {
      name: "Carlos",
      newEmail: "carlos@nuevo.test",
      url: testUrl("/settings/email/confirm"),
      minutes: 1,
    });
    expect(change.text).toContain("carlos@nuevo.test");
    expect(change.text).toContain("caduca en 1 minuto.");
    const notice = await emailChangedNoticeEmail("en", {
      name: "Priya",
      newEmail: "priya@new.test",
      signInLinkUrl: signInPage,
    });
    expect(notice.html).toContain("<strong>priya@new.test</strong>");
    const verify = await verifyEmailEmail("fr", { name: "Nadia", url: testUrl("/auth/verify"), hours: 24 });
    expect(verify.text).toContain("expire dans 24 heures.");
  });
});
