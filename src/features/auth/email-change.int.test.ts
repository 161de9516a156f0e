import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, session, user, verification } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { confirmEmailChange, pendingEmailChange, requestEmailChange } from "./email-change";
import { authOn } from "./testing/bed";
import { codeOf, TestBrowser } from "./testing/browser";
import type { Viewer } from "./viewer";

const bed = testBed();
const deps = authOn(bed);
const { password } = twoTenants;

async function signedIn(email: string): Promise<{ browser: TestBrowser; viewer: Viewer }> {
  const browser = new TestBrowser();
  await browser.signIn(deps.auth, email, password);
  return { browser, viewer: await browser.viewer(deps.auth) };
}

/** Asks for the change the way the route does, and reads the token from the e-mail to the new address. */
async function requestLink(
  { browser, viewer }: { browser: TestBrowser; viewer: Viewer },
  newEmail: string,
): Promise<string> {
  await requestEmailChange(deps, viewer, { newEmail, password }, browser.headers(), "en");
  const rows = await bed.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, newEmail))
    .orderBy(emailOutbox.createdAt);
  const url = rows.at(-1)?.textBody.match(/https?:\/\/\S+\/settings\/profile\/email\/confirm\?token=[\w-]+/)?.[0];
  if (!url) throw new Error("no confirmation link in the e-mail");
  expect(rows.at(-1)?.kind).toBe("email-change");
  return new URL(url).searchParams.get("token") ?? "";
}

const emailOf = async (userId: string) =>
  (await bed.db.select({ email: user.email }).from(user).where(eq(user.id, userId)))[0]?.email;

describe("e-mail change", () => {
  it("changes the address with the link sent to the new one, tells the old one, and keeps the sessions", async () => {
    const person = twoTenants.a.learner;
    const me = await signedIn(person.email);
    const elsewhere = await signedIn(person.email);
    const token = await requestLink(me, "carlos.mendoza@nouveau.test");
    // Only a hash of the secret is stored.
    const rows = await bed.db.select().from(verification).where(like(verification.identifier, "email-change:%"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.identifier).not.toContain(token);
    expect(rows[0]?.value).not.toContain(token);
    expect(await pendingEmailChange(bed.db, me.viewer)).toMatchObject({ newEmail: "carlos.mendoza@nouveau.test" });
    // Nothing changes until the link is used.
    expect(await emailOf(person.id)).toBe(person.email);

    expect(await confirmEmailChange(deps, me.viewer, { token }, "en")).toEqual({
      email: "carlos.mendoza@nouveau.test",
    });
    expect(await emailOf(person.id)).toBe("carlos.mendoza@nouveau.test");
    const notices = await bed.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, person.email));
    expect(notices.map((mail) => mail.kind)).toEqual(["email-changed-notice"]);
    // Carlos saved Spanish: the notice is in Spanish whatever the request's language.
    expect(notices[0]?.htmlBody).toContain('lang="es"');
    expect(notices[0]?.textBody).toContain("carlos.mendoza@nouveau.test");
    expect(await deps.auth.api.getSession({ headers: elsewhere.browser.headers() })).not.toBeNull();
    expect(await pendingEmailChange(bed.db, me.viewer)).toBeNull();
    // The new address signs in.
    expect(await new TestBrowser().signIn(deps.auth, "carlos.mendoza@nouveau.test", password)).toEqual({
      twoFactorRequired: false,
    });
  });

  it("works once", async () => {
    const me = await signedIn(twoTenants.b.learner.email);
    const token = await requestLink(me, "priya@shah.test");
    await confirmEmailChange(deps, me.viewer, { token }, "en");
    expect(await codeOf(confirmEmailChange(deps, me.viewer, { token }, "en"))).toBe("link_invalid");
  });

  it("is voided by a newer request", async () => {
    const me = await signedIn(twoTenants.individual.email);
    const first = await requestLink(me, "anh@premier.test");
    const second = await requestLink(me, "anh@second.test");
    expect(await codeOf(confirmEmailChange(deps, me.viewer, { token: first }, "en"))).toBe("link_invalid");
    expect(await confirmEmailChange(deps, me.viewer, { token: second }, "en")).toEqual({ email: "anh@second.test" });
  });

  it("expires after 60 minutes", async () => {
    const me = await signedIn(twoTenants.a.manager.email);
    const token = await requestLink(me, "louis@ailleurs.test");
    const [row] = await bed.db.select().from(verification).where(like(verification.identifier, "email-change:%"));
    expect(row && (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);
    await bed.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, "email-change:%"));
    expect(await codeOf(confirmEmailChange(deps, me.viewer, { token }, "en"))).toBe("link_invalid");
    expect(await emailOf(twoTenants.a.manager.id)).toBe(twoTenants.a.manager.email);
  });

  it("refuses an address that already has an account, when asked and when confirming", async () => {
    const me = await signedIn(twoTenants.a.admin.email);
    expect(
      await codeOf(
        requestEmailChange(
          deps,
          me.viewer,
          { newEmail: twoTenants.b.admin.email, password },
          me.browser.headers(),
          "fr",
        ),
      ),
    ).toBe("email_unavailable");
    expect(await bed.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, twoTenants.b.admin.email))).toEqual(
      [],
    );

    const token = await requestLink(me, "julie@libre.test");
    // Someone else takes the address before Julie confirms.
    await bed.db.update(user).set({ email: "julie@libre.test" }).where(eq(user.id, twoTenants.newcomer.id));
    expect(await codeOf(confirmEmailChange(deps, me.viewer, { token }, "fr"))).toBe("email_unavailable");
    expect(await emailOf(twoTenants.a.admin.id)).toBe(twoTenants.a.admin.email);
  });

  it("needs the password, a different address, and the person the link was made for", async () => {
    const me = await signedIn(twoTenants.b.admin.email);
    expect(
      await codeOf(
        requestEmailChange(
          deps,
          me.viewer,
          { newEmail: "marc@neuf.test", password: "not-my-password" },
          me.browser.headers(),
          "fr",
        ),
      ),
    ).toBe("current_password_wrong");
    expect(
      await codeOf(
        requestEmailChange(
          deps,
          me.viewer,
          { newEmail: twoTenants.b.admin.email, password },
          me.browser.headers(),
          "fr",
        ),
      ),
    ).toBe("validation_failed");
    const token = await requestLink(me, "marc@neuf.test");
    const someoneElse = await signedIn(twoTenants.a.admin.email);
    expect(await codeOf(confirmEmailChange(deps, someoneElse.viewer, { token }, "fr"))).toBe("link_invalid");
    expect(await emailOf(twoTenants.a.admin.id)).toBe(twoTenants.a.admin.email);
    // Still Marc's to use.
    expect(await confirmEmailChange(deps, me.viewer, { token }, "fr")).toEqual({ email: "marc@neuf.test" });
    expect(await bed.db.select().from(session).where(eq(session.userId, twoTenants.b.admin.id))).not.toEqual([]);
  });
});
