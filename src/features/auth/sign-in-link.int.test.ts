import { eq, like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { emailOutbox, verification } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { env } from "@/env";
import { requestSignInLink, storedLinkToken } from "./sign-in-link";
import { authOn } from "./testing/bed";

const bed = testBed();
const deps = authOn(bed);
const headers = () => new Headers({ origin: new URL(env().APP_URL).origin });

/** Asks for a link the way the route does, and reads the token from the e-mail in the outbox. */
async function requestLink(email: string): Promise<string> {
  await deps.auth.api.signInMagicLink({ body: { email, metadata: { locale: "en" } }, headers: headers() });
  const rows = await bed.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(emailOutbox.createdAt);
  const url = rows.at(-1)?.textBody.match(/https?:\/\/\S+\/auth\/link\/confirm\?token=\S+/)?.[0];
  if (!url) throw new Error("no sign-in link in the e-mail");
  return new URL(url).searchParams.get("token") ?? "";
}

const verify = (token: string) => deps.auth.api.magicLinkVerify({ query: { token }, headers: headers() });

describe("sign-in links", () => {
  it("are e-mailed in the person's language, to our confirm page", async () => {
    await requestLink(twoTenants.b.admin.email);
    const [mail] = await bed.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, twoTenants.b.admin.email));
    // Marc saved French: his e-mail is in French whatever language the request came in.
    expect(mail?.subject).toBe("Votre lien de connexion à MadameAI");
    expect(mail?.kind).toBe("sign-in-link");
    expect(mail?.htmlBody).toContain('lang="fr"');
  });

  it("work once", async () => {
    const token = await requestLink(twoTenants.a.admin.email);
    const session = await verify(token);
    expect(session.user.email).toBe(twoTenants.a.admin.email);
    await expect(verify(token)).rejects.toThrow();
  });

  it("are voided by a newer link", async () => {
    const first = await requestLink(twoTenants.a.learner.email);
    const second = await requestLink(twoTenants.a.learner.email);
    expect(second).not.toBe(first);
    await expect(verify(first)).rejects.toThrow();
    expect((await verify(second)).user.email).toBe(twoTenants.a.learner.email);
  });

  it("expire after 10 minutes", async () => {
    const token = await requestLink(twoTenants.b.learner.email);
    const [row] = await bed.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `magic-link:${storedLinkToken(token)}`));
    expect(row && (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000).toBeCloseTo(10, 0);
    await bed.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `magic-link:${storedLinkToken(token)}`));
    await expect(verify(token)).rejects.toThrow();
  });

  it("are kept in the database only as a hash, which signs nobody in", async () => {
    const token = await requestLink(twoTenants.b.learner.email);
    const rows = await bed.db.select().from(verification).where(like(verification.identifier, "magic-link:%"));
    expect(rows.map((row) => row.identifier)).toContain(`magic-link:${storedLinkToken(token)}`);
    expect(rows.some((row) => row.identifier.includes(token))).toBe(false);
    const stored = rows
      .find((row) => row.value.includes(twoTenants.b.learner.email))!
      .identifier.slice("magic-link:".length);
    await expect(verify(stored)).rejects.toThrow();
    expect((await verify(token)).user.email).toBe(twoTenants.b.learner.email);
  });

  it("are never sent to an unknown address, and never open an account", async () => {
    await deps.auth.api.signInMagicLink({ body: { email: "nobody@example.test" }, headers: headers() });
    expect(await bed.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "nobody@example.test"))).toEqual([]);
    const [row] = await bed.db.select().from(verification).where(like(verification.value, "%nobody@example.test%"));
    expect(row).toBeDefined();
    await expect(verify(row?.identifier.replace("magic-link:", "") ?? "")).rejects.toThrow();
  });

  it("leave no expired link behind, whoever asked for it", async () => {
    await deps.auth.api.signInMagicLink({ body: { email: "stranger@example.test" }, headers: headers() });
    await bed.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.value, "%stranger@example.test%"));
    await requestLink(twoTenants.b.admin.email);
    expect(await bed.db.select().from(verification).where(like(verification.value, "%stranger@example.test%"))).toEqual(
      [],
    );
  });

  it("cost the same database work whether the address has an account or not", async () => {
    /** Every statement the request sends, in order, with its number of parameters. */
    const statementsOf = async (email: string) => {
      const client = (bed.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
      const query = vi.spyOn(client, "query");
      try {
        await requestSignInLink(deps, { email }, headers(), "fr");
        return query.mock.calls.map(([text, params]) => ({
          text: typeof text === "string" ? text : (text as { text: string }).text,
          params: Array.isArray(params) ? params.length : 0,
        }));
      } finally {
        query.mockRestore();
      }
    };
    const known = await statementsOf(twoTenants.a.manager.email);
    const unknown = await statementsOf("nobody.here@example.test");
    expect(known.length).toBeGreaterThan(3);
    expect(unknown).toEqual(known);
    expect(
      await bed.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, twoTenants.a.manager.email)),
    ).toHaveLength(1);
    expect(
      await bed.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "nobody.here@example.test")),
    ).toEqual([]);
  });
});
