import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, member, organization, session, user } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { deleteAccount, deletionWord, soleOwnedOrganizations } from "./account-deletion";
import { authOn } from "./testing/bed";
import { codeOf, TestBrowser } from "./testing/browser";

const bed = testBed();
const deps = authOn(bed);
const { password } = twoTenants;

async function signedIn(email: string) {
  const browser = new TestBrowser();
  await browser.signIn(deps.auth, email, password);
  return { browser, viewer: await browser.viewer(deps.auth) };
}

const exists = async (userId: string) => (await bed.db.select().from(user).where(eq(user.id, userId))).length === 1;

describe("account deletion", () => {
  it("asks for the word of the person's language", async () => {
    expect(await deletionWord("fr")).toBe("SUPPRIMER");
    expect(await deletionWord("en")).toBe("DELETE");
    expect(await deletionWord("es")).toBe("ELIMINAR");
  });

  it("is refused to the only owner of an organization with other members", async () => {
    const owner = twoTenants.a.admin;
    expect(await soleOwnedOrganizations(bed.db, { userId: owner.id })).toEqual([
      { id: "org_a", name: twoTenants.a.organization.name },
    ]);
    const { browser, viewer } = await signedIn(owner.email);
    expect(
      await codeOf(deleteAccount(deps, viewer, { password, confirmation: "supprimer" }, browser.headers(), "fr")),
    ).toBe("sole_owner");
    expect(await exists(owner.id)).toBe(true);
    expect(await deps.auth.api.getSession({ headers: browser.headers() })).not.toBeNull();
  });

  it("needs the password and the word", async () => {
    const { browser, viewer } = await signedIn(twoTenants.b.learner.email);
    expect(
      await codeOf(deleteAccount(deps, viewer, { password, confirmation: "DELETE" }, browser.headers(), "fr")),
    ).toBe("validation_failed");
    expect(
      await codeOf(
        deleteAccount(deps, viewer, { password: "not-my-password", confirmation: "DELETE" }, browser.headers(), "en"),
      ),
    ).toBe("current_password_wrong");
    expect(await exists(twoTenants.b.learner.id)).toBe(true);
  });

  it("deletes a member's account with its sessions, sign-in method and memberships, and nobody else's", async () => {
    const learner = twoTenants.a.learner;
    const { browser, viewer } = await signedIn(learner.email);
    const elsewhere = await signedIn(learner.email);
    await deleteAccount(deps, viewer, { password, confirmation: " Eliminar " }, browser.headers(), "es");
    expect(await exists(learner.id)).toBe(false);
    expect(await bed.db.select().from(session).where(eq(session.userId, learner.id))).toEqual([]);
    expect(await bed.db.select().from(account).where(eq(account.userId, learner.id))).toEqual([]);
    expect(await bed.db.select().from(member).where(eq(member.userId, learner.id))).toEqual([]);
    expect(await deps.auth.api.getSession({ headers: elsewhere.browser.headers() })).toBeNull();
    // The organization and its other people stay.
    expect(
      (await bed.db.select().from(member).where(eq(member.organizationId, "org_a"))).map((m) => m.userId).sort(),
    ).toEqual([twoTenants.a.admin.id, twoTenants.a.manager.id]);
  });

  it("is allowed to an owner once another owner exists, or when nobody else is in the organization", async () => {
    await bed.db.update(member).set({ role: "owner" }).where(eq(member.id, "member_a_manager"));
    const owner = await signedIn(twoTenants.a.admin.email);
    await deleteAccount(deps, owner.viewer, { password, confirmation: "SUPPRIMER" }, owner.browser.headers(), "fr");
    expect(await exists(twoTenants.a.admin.id)).toBe(false);

    await bed.db.insert(organization).values({ id: "org_solo", name: "Solo", slug: "solo" });
    await bed.db
      .insert(member)
      .values({ id: "member_solo", organizationId: "org_solo", userId: twoTenants.newcomer.id, role: "owner" });
    const alone = await signedIn(twoTenants.newcomer.email);
    expect(await soleOwnedOrganizations(bed.db, { userId: twoTenants.newcomer.id })).toEqual([]);
    await deleteAccount(deps, alone.viewer, { password, confirmation: "SUPPRIMER" }, alone.browser.headers(), "fr");
    expect(await exists(twoTenants.newcomer.id)).toBe(false);
    expect(await exists(twoTenants.b.admin.id)).toBe(true);
  });
});
