import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { notifyPasswordChanged, requestLocaleOf } from "./notifications";

const bed = testBed();

const mailsTo = (email: string) => bed.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

describe("password-changed e-mail", () => {
  it("goes to the person in the language they saved, with a way back in", async () => {
    await notifyPasswordChanged(bed.db, { userId: twoTenants.a.learner.id }, new Headers({ cookie: "NEXT_LOCALE=en" }));
    const [mail] = await mailsTo(twoTenants.a.learner.email);
    expect(mail).toMatchObject({
      kind: "password-changed",
      subject: "Se cambió la contraseña de su cuenta de MadameAI",
    });
    expect(mail?.htmlBody).toContain("/auth/link");
  });

  it("falls back on the language of the request for someone who saved none", async () => {
    await notifyPasswordChanged(
      bed.db,
      { userId: twoTenants.individual.id },
      new Headers({ "accept-language": "en-CA,en;q=0.8" }),
    );
    expect((await mailsTo(twoTenants.individual.email))[0]?.subject).toBe("Your MadameAI password was changed");
  });

  it("reads the request's language from its cookie, then Accept-Language, then French", () => {
    expect(requestLocaleOf(new Headers({ cookie: "theme=dark; NEXT_LOCALE=es", "accept-language": "en" }))).toBe("es");
    expect(requestLocaleOf(new Headers({ "accept-language": "en-US" }))).toBe("en");
    expect(requestLocaleOf(new Headers())).toBe("fr");
  });
});
