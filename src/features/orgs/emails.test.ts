import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { locales } from "@/i18n/config";
import { HOSTILE_NAME, renderedEmailProblems, testUrl } from "@/lib/email/testing";
import { invitationEmail } from "./emails";

const url = testUrl("/invitations/accept");
// 19:05 UTC on 10 March 2026 is 15:05 in Quebec, two days after the switch to daylight time.
const expiresAt = new Date("2026-03-10T19:05:00Z");
const invite = (locale: (typeof locales)[number], role: "owner" | "admin" | "member" = "member") =>
  invitationEmail(locale, {
    inviterName: HOSTILE_NAME,
    organizationName: `Fromagerie <b>Tremblay</b>`,
    role,
    url,
    expiresAt,
  });

let intlErrors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  intlErrors = vi.spyOn(console, "error");
});
afterEach(() => {
  expect(intlErrors).not.toHaveBeenCalled();
  intlErrors.mockRestore();
});

describe("the invitation e-mail", () => {
  it.each(locales)("renders in %s with its link, escaped names and no leftover key", async (locale) => {
    const mail = await invite(locale);
    expect(renderedEmailProblems(mail, { locale, urls: [url] })).toEqual([]);
    expect(mail.html).toContain("Zoé &lt;script&gt;");
    expect(mail.html).toContain("Fromagerie &lt;b&gt;Tremblay&lt;/b&gt;");
    expect(mail.subject).toContain(HOSTILE_NAME);
  });

  it("has a subject of its own in each language", async () => {
    const subjects = await Promise.all(locales.map(async (locale) => (await invite(locale)).subject));
    expect(new Set(subjects).size).toBe(locales.length);
  });

  it.each([
    ["fr", "owner", "Votre rôle : propriétaire."],
    ["fr", "admin", "Votre rôle : administrateur."],
    ["en", "member", "Your role: member."],
    ["es", "admin", "Su rol: administrador."],
  ] as const)("says the role in words (%s, %s)", async (locale, role, sentence) => {
    expect((await invite(locale, role)).text).toContain(sentence);
  });

  it("gives the expiry date for the reader's language, in Quebec's time", async () => {
    expect((await invite("fr")).text).toContain("Cette invitation expire le 10 mars 2026 à 15 h 05");
    expect((await invite("en")).text).toContain("This invitation expires on March 10, 2026 at 3:05");
    expect((await invite("es")).text).toContain("Esta invitación vence el 10 de marzo de 2026");
  });

  it("says what MadameAI is for and asks to ignore it when unexpected", async () => {
    const mail = await invite("fr");
    expect(mail.text).toContain("pour apprendre le français (ou l'anglais) au travail");
    expect(mail.text).toContain("Accepter l'invitation");
    expect(mail.text).toContain("Vous pouvez ignorer ce courriel.");
  });
});
