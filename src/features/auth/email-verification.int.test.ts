import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, session, user } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { confirmEmailAddress, resendVerificationEmail } from "./email-verification";
import { authOn } from "./testing/bed";
import { codeOf, TestBrowser } from "./testing/browser";

// This file runs with open sign-up and e-mail verification on (read once, when better-auth is built).
const bed = testBed({ env: { FLAG_ALLOW_SIGNUP: "true", FLAG_EMAIL_VERIFICATION: "true" } });
const deps = authOn(bed);
const newcomer = {
  name: "Mélanie Côté",
  email: "melanie@inscription.test",
  password: "un verger de pommiers en octobre",
};

const mailsTo = (email: string) =>
  bed.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.createdAt);
const tokenOf = (text: string | undefined) => {
  const url = text?.match(/https?:\/\/\S+\/auth\/verify-email\?token=[\w.-]+/)?.[0];
  if (!url) throw new Error("no confirmation link in the e-mail");
  return new URL(url).searchParams.get("token") ?? "";
};

describe("e-mail verification (flag on)", () => {
  it("e-mails a confirmation link to our page on open sign-up, and opens no session before it is used", async () => {
    await deps.auth.api.signUpEmail({ body: newcomer, headers: new TestBrowser().headers() });
    const [mail] = await mailsTo(newcomer.email);
    expect(mail?.kind).toBe("verify-email");
    expect(tokenOf(mail?.textBody)).not.toBe("");
    const [created] = await bed.db.select().from(user).where(eq(user.email, newcomer.email));
    expect(created?.emailVerified).toBe(false);
    expect(
      await bed.db
        .select()
        .from(session)
        .where(eq(session.userId, created?.id ?? "")),
    ).toEqual([]);
  });

  it("refuses the password sign-in of an unconfirmed address", async () => {
    const refusal = await new TestBrowser()
      .signIn(deps.auth, newcomer.email, newcomer.password)
      .catch((error: { statusCode?: number }) => error.statusCode);
    expect(refusal).toBe(403);
  });

  it("sends the link again only to an address waiting for it", async () => {
    await resendVerificationEmail(deps, { email: newcomer.email });
    expect(await mailsTo(newcomer.email)).toHaveLength(2);
    await resendVerificationEmail(deps, { email: "personne@inconnu.test" });
    await resendVerificationEmail(deps, { email: twoTenants.b.learner.email });
    expect(await mailsTo("personne@inconnu.test")).toEqual([]);
    expect(await mailsTo(twoTenants.b.learner.email)).toEqual([]);
  });

  it("limits how often the link is sent", async () => {
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push(await codeOf(resendVerificationEmail(deps, { email: "flood@inconnu.test" })));
    expect(codes).toEqual(["ok", "ok", "ok", "ok", "ok", "rate_limited"]);
  });

  it("confirms the address with the link and signs the person in; a forged link is refused", async () => {
    expect(await codeOf(confirmEmailAddress(deps, { token: "not-a-token" }, new TestBrowser().headers()))).toBe(
      "link_invalid",
    );
    const token = tokenOf((await mailsTo(newcomer.email)).at(-1)?.textBody);
    await confirmEmailAddress(deps, { token }, new TestBrowser().headers());
    const [confirmed] = await bed.db.select().from(user).where(eq(user.email, newcomer.email));
    expect(confirmed?.emailVerified).toBe(true);
    expect(
      await bed.db
        .select()
        .from(session)
        .where(eq(session.userId, confirmed?.id ?? "")),
    ).toHaveLength(1);
    // Used again, the link confirms nothing more and opens no other session.
    await confirmEmailAddress(deps, { token }, new TestBrowser().headers());
    expect(
      await bed.db
        .select()
        .from(session)
        .where(eq(session.userId, confirmed?.id ?? "")),
    ).toHaveLength(1);
    expect(await new TestBrowser().signIn(deps.auth, newcomer.email, newcomer.password)).toEqual({
      twoFactorRequired: false,
    });
  });
});
