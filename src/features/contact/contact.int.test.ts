import { eq } from "drizzle-orm";
import { createTransport } from "nodemailer";
import { describe, expect, it } from "vitest";
import { contactMessage, emailOutbox } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { HOSTILE_NAME } from "@/lib/email/testing";
import { retryFailedMail } from "@/lib/mailer";
import { startSmtp } from "@/lib/testing/smtp";
import { contactInput, type ContactInput } from "./schemas";
import { submitContact } from "./service";

const bed = testBed({ tenants: false, smtp: true });

const transportTo = (port: number) =>
  createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true, connectionTimeout: 2000 });
const form = (overrides: Partial<ContactInput> = {}) =>
  contactInput.parse({
    name: "Sofía Ramírez",
    email: "sofia@boulangerie.test",
    company: "Boulangerie Ramírez",
    headCount: "25-49",
    topic: "sales",
    message: "Nous aimerions une démonstration pour nos 30 employés.",
    locale: "es",
    ...overrides,
  });
const mailTo = (address: string) => bed.smtp.received.filter((mail) => mail.rcptTo.includes(address));
const textsTo = async (address: string) =>
  (await bed.db.select({ text: emailOutbox.textBody }).from(emailOutbox).where(eq(emailOutbox.toAddress, address))).map(
    (row) => row.text,
  );
const subjectsTo = async (address: string) =>
  (
    await bed.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.toAddress, address))
  ).map((row) => row.subject);

describe("the contact form", () => {
  it("stores the message, e-mails the team in French and acknowledges the sender in their language", async () => {
    const { id } = await submitContact(bed.db, form(), transportTo(bed.smtp.port));
    const [stored] = await bed.db.select().from(contactMessage).where(eq(contactMessage.id, id!));
    expect(stored).toMatchObject({
      name: "Sofía Ramírez",
      email: "sofia@boulangerie.test",
      company: "Boulangerie Ramírez",
      headCount: "25-49",
      topic: "sales",
      locale: "es",
    });

    expect(mailTo("bonjour@madameai.ca")).toHaveLength(1);
    expect(await subjectsTo("bonjour@madameai.ca")).toEqual([
      "Formulaire de contact : Sofía Ramírez (Ventes (entreprise))",
    ]);
    const [notice] = await textsTo("bonjour@madameai.ca");
    expect(notice).toContain("Nous aimerions une démonstration pour nos 30 employés.");
    const [noticeHtml] = await bed.db
      .select({ html: emailOutbox.htmlBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "bonjour@madameai.ca"));
    expect(noticeHtml!.html).toContain("mailto:sofia@boulangerie.test");

    expect(mailTo("sofia@boulangerie.test")).toHaveLength(1);
    expect(await subjectsTo("sofia@boulangerie.test")).toEqual(["Recibimos su mensaje"]);
    // The acknowledgement repeats nothing the sender typed: the form is no relay for someone else's text.
    const acknowledgement = (await textsTo("sofia@boulangerie.test"))[0]!;
    expect(acknowledgement).toContain("Hola:");
    expect(acknowledgement).not.toContain("Sofía");
    expect(acknowledgement).not.toContain("30 employés");
  });

  it("escapes what the sender typed in the e-mails' HTML", async () => {
    await submitContact(
      bed.db,
      form({ name: HOSTILE_NAME, email: "hostile@example.test", message: `${HOSTILE_NAME} écrit ceci.`, locale: "fr" }),
      transportTo(bed.smtp.port),
    );
    const sent = await bed.db
      .select({ html: emailOutbox.htmlBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "contact-notice"));
    const acknowledgement = await bed.db
      .select({ html: emailOutbox.htmlBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "hostile@example.test"));
    for (const { html } of [...sent, ...acknowledgement]) expect(html).not.toContain("<script>");
    expect(sent.at(-1)!.html).toContain("&lt;script&gt;");
    expect(acknowledgement[0]!.html).not.toContain("script");
  });

  it("answers a filled honeypot like a success, and stores and sends nothing", async () => {
    const before = bed.smtp.received.length;
    expect(
      await submitContact(
        bed.db,
        form({ email: "bot@spam.test", website: "https://spam.test" }),
        transportTo(bed.smtp.port),
      ),
    ).toEqual({ id: null });
    expect(await bed.db.select().from(contactMessage).where(eq(contactMessage.email, "bot@spam.test"))).toEqual([]);
    expect(bed.smtp.received.length).toBe(before);
  });

  it("refuses a sixth message from one address within the hour (429), keeping the five", async () => {
    const sender = "often@example.test";
    for (let i = 0; i < 5; i++) await submitContact(bed.db, form({ email: sender }), transportTo(bed.smtp.port));
    await expect(submitContact(bed.db, form({ email: sender }), transportTo(bed.smtp.port))).rejects.toMatchObject({
      code: "rate_limited",
      status: 429,
    });
    expect(await bed.db.select().from(contactMessage).where(eq(contactMessage.email, sender))).toHaveLength(5);
  });

  it("loses nothing when the mail server is down: the message is stored, the e-mails wait and go out on retry", async () => {
    const down = await startSmtp();
    await down.close();
    const { id } = await submitContact(
      bed.db,
      form({ email: "patient@example.test", locale: "en" }),
      transportTo(down.port),
    );
    expect(
      await bed.db.select({ id: contactMessage.id }).from(contactMessage).where(eq(contactMessage.id, id!)),
    ).toHaveLength(1);
    const waiting = await bed.db.select().from(emailOutbox).where(eq(emailOutbox.status, "failed"));
    expect(waiting.map((row) => row.kind).sort()).toEqual(["contact-acknowledgement", "contact-notice"]);

    expect(await retryFailedMail(bed.db, transportTo(bed.smtp.port), new Date(Date.now() + 2 * 60_000))).toEqual({
      sent: 2,
      failed: 0,
    });
    expect(mailTo("patient@example.test")).toHaveLength(1);
    expect(await subjectsTo("patient@example.test")).toEqual(["We received your message"]);
  });

  it("validates each field with clear codes (the form shows them, the API answers them)", () => {
    const result = contactInput.safeParse({
      name: "",
      email: "not-an-address",
      topic: "spam",
      message: "court",
      locale: "de",
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path[0]).sort()).toEqual([
      "email",
      "locale",
      "message",
      "name",
      "topic",
    ]);
  });
});
