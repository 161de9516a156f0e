import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { secretOfUri, totp } from "../../../e2e/support/totp";
import { emailOutbox, session, twoFactor, user } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { authOn } from "./testing/bed";
import { codeOf, TestBrowser } from "./testing/browser";
import {
  completeTwoFactorSignIn,
  confirmTwoFactorSetup,
  hasTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  turnOffTwoFactor,
} from "./two-factor";

const bed = testBed();
const deps = authOn(bed);
const { password } = twoTenants;
const person = twoTenants.a.learner;

const sessionsOf = async (userId: string) =>
  (await bed.db.select().from(session).where(eq(session.userId, userId))).length;

/** A browser that has passed the password step of someone with two-factor on. */
async function pendingBrowser(email: string): Promise<TestBrowser> {
  const browser = new TestBrowser();
  expect(await browser.signIn(deps.auth, email, password)).toEqual({ twoFactorRequired: true });
  return browser;
}

describe("two-factor authentication", () => {
  let secret = "";
  let recoveryCodes: string[] = [];

  it("is turned on with the password, then a code from the app, and answers 10 recovery codes once", async () => {
    const browser = new TestBrowser();
    await browser.signIn(deps.auth, person.email, password);
    const viewer = await browser.viewer(deps.auth);

    expect(await codeOf(startTwoFactorSetup(deps, viewer, { password: "not-my-password" }, browser.headers()))).toBe(
      "current_password_wrong",
    );
    const setup = await startTwoFactorSetup(deps, viewer, { password }, browser.headers());
    expect(setup.totpUri).toMatch(/^otpauth:\/\/totp\/MadameAI:.+\?/);
    expect(new URL(setup.totpUri).searchParams.get("issuer")).toBe("MadameAI");
    secret = setup.secret;
    expect(secretOfUri(setup.totpUri)).toBe(secret);
    expect(setup.qr.size).toBeGreaterThan(20);
    expect(setup.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);
    // Not in force until a code proves the app has the secret.
    expect(await hasTwoFactor(bed.db, viewer)).toBe(false);
    expect((await new TestBrowser().signIn(deps.auth, person.email, password)).twoFactorRequired).toBe(false);

    expect(await codeOf(confirmTwoFactorSetup(deps, viewer, { code: "000000" }, browser.headers()))).toBe(
      "two_factor_code_invalid",
    );
    ({ recoveryCodes } = await confirmTwoFactorSetup(deps, viewer, { code: totp(secret) }, browser.headers()));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await hasTwoFactor(bed.db, viewer)).toBe(true);
    // Confirming again cannot be used to read the codes a second time.
    expect(await codeOf(confirmTwoFactorSetup(deps, viewer, { code: totp(secret) }, browser.headers()))).toBe(
      "two_factor_already_enabled",
    );
    // The secret is stored encrypted, never as the base32 the person saw.
    const [row] = await bed.db.select().from(twoFactor).where(eq(twoFactor.userId, person.id));
    expect(row?.secret).not.toContain(secret);
  });

  it("makes the password alone not enough to sign in", async () => {
    const before = await sessionsOf(person.id);
    const browser = await pendingBrowser(person.email);
    expect(browser.has("session_token")).toBe(false);
    expect(browser.has("two_factor")).toBe(true);
    expect(await sessionsOf(person.id)).toBe(before);
  });

  it("refuses a wrong code, then signs in with the right one", async () => {
    const browser = await pendingBrowser(person.email);
    const before = await sessionsOf(person.id);
    expect(await codeOf(completeTwoFactorSignIn(deps, { method: "totp", code: "123456" }, browser.headers()))).toBe(
      "two_factor_code_invalid",
    );
    expect(await sessionsOf(person.id)).toBe(before);
    await completeTwoFactorSignIn(deps, { method: "totp", code: totp(secret) }, browser.headers());
    expect(await sessionsOf(person.id)).toBe(before + 1);
    // The pending sign-in is used up.
    expect(await codeOf(completeTwoFactorSignIn(deps, { method: "totp", code: totp(secret) }, browser.headers()))).toBe(
      "two_factor_expired",
    );
  });

  it("accepts a recovery code once only", async () => {
    const [code] = recoveryCodes;
    const first = await pendingBrowser(person.email);
    const before = await sessionsOf(person.id);
    await completeTwoFactorSignIn(deps, { method: "recovery", code: code ?? "" }, first.headers());
    expect(await sessionsOf(person.id)).toBe(before + 1);
    const second = await pendingBrowser(person.email);
    expect(
      await codeOf(completeTwoFactorSignIn(deps, { method: "recovery", code: code ?? "" }, second.headers())),
    ).toBe("two_factor_code_invalid");
    await completeTwoFactorSignIn(deps, { method: "recovery", code: recoveryCodes[1] ?? "" }, second.headers());
  });

  it("refuses a code without a pending sign-in, or with a forged one", async () => {
    expect(
      await codeOf(completeTwoFactorSignIn(deps, { method: "totp", code: totp(secret) }, new TestBrowser().headers())),
    ).toBe("two_factor_expired");
    const forged = new Headers({
      cookie: "madameai.two_factor=2fa-made-up.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D",
    });
    expect(await codeOf(completeTwoFactorSignIn(deps, { method: "totp", code: totp(secret) }, forged))).toBe(
      "two_factor_expired",
    );
  });

  it("allows 5 codes per pending sign-in, then refuses even the right one", async () => {
    const browser = await pendingBrowser(person.email);
    for (let i = 0; i < 5; i++)
      expect(
        await codeOf(completeTwoFactorSignIn(deps, { method: "totp", code: "000000" }, browser.headers())),
      ).not.toBe("ok");
    expect(["rate_limited", "two_factor_expired"]).toContain(
      await codeOf(completeTwoFactorSignIn(deps, { method: "totp", code: totp(secret) }, browser.headers())),
    );
    // A wrong code resets nothing of the account: the right code still works in a new sign-in
    // (better-auth's lock-out comes after 10 failures in a row; 6 here, then a success clears them).
    const next = await pendingBrowser(person.email);
    await completeTwoFactorSignIn(deps, { method: "totp", code: totp(secret) }, next.headers());
  });

  it("also guards sign-in links", async () => {
    await deps.auth.api.signInMagicLink({ body: { email: person.email }, headers: new TestBrowser().headers() });
    // The database keeps only a hash of the link's token: the token is read from the e-mail.
    const [mail] = await bed.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, person.email), eq(emailOutbox.kind, "sign-in-link")))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const token =
      new URL(
        mail?.textBody.match(/https?:\/\/\S+\/auth\/link\/confirm\?token=\S+/)?.[0] ?? "http://x/",
      ).searchParams.get("token") ?? "";
    const browser = new TestBrowser();
    const { headers } = await deps.auth.api.magicLinkVerify({
      query: { token },
      headers: browser.headers(),
      returnHeaders: true,
    });
    browser.keep(headers);
    expect(browser.has("session_token")).toBe(false);
    expect(browser.has("two_factor")).toBe(true);
    const before = await sessionsOf(person.id);
    await completeTwoFactorSignIn(deps, { method: "totp", code: totp(secret) }, browser.headers());
    expect(await sessionsOf(person.id)).toBe(before + 1);
  });

  it("gives new recovery codes, which replace the old ones, and turns off with the password", async () => {
    const browser = await pendingBrowser(person.email);
    await browser.signInWithCode(deps.auth, totp(secret));
    const viewer = await browser.viewer(deps.auth);
    const { recoveryCodes: fresh } = await regenerateRecoveryCodes(deps, viewer, { password }, browser.headers());
    expect(fresh).toHaveLength(10);
    const other = await pendingBrowser(person.email);
    expect(
      await codeOf(
        completeTwoFactorSignIn(deps, { method: "recovery", code: recoveryCodes[2] ?? "" }, other.headers()),
      ),
    ).toBe("two_factor_code_invalid");

    expect(await codeOf(turnOffTwoFactor(deps, viewer, { password: "not-my-password" }, browser.headers()))).toBe(
      "current_password_wrong",
    );
    await turnOffTwoFactor(deps, viewer, { password }, browser.headers());
    expect(await hasTwoFactor(bed.db, viewer)).toBe(false);
    expect(await bed.db.select().from(twoFactor).where(eq(twoFactor.userId, person.id))).toEqual([]);
    expect((await new TestBrowser().signIn(deps.auth, person.email, password)).twoFactorRequired).toBe(false);
  });

  it("never touches another person", async () => {
    const [other] = await bed.db
      .select({ on: user.twoFactorEnabled })
      .from(user)
      .where(and(eq(user.id, twoTenants.b.learner.id)));
    expect(other?.on).toBe(false);
    expect((await new TestBrowser().signIn(deps.auth, twoTenants.b.learner.email, password)).twoFactorRequired).toBe(
      false,
    );
  });
});
