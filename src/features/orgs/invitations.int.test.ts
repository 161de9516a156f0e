import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, invitation, member, user } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { acceptInvitation, createAccountFromInvitation, findInvitation } from "./invitation-acceptance";
import { invite, resendInvitation, revokeInvitation, type Actor } from "./invitations";
import type { Role } from "./roles";

const bed = testBed();

const { a, b } = twoTenants;
const actorOf = (person: { id: string; name: string }, org: { id: string; name: string }, role: Role): Actor => ({
  userId: person.id,
  name: person.name,
  membership: { organizationId: org.id, organizationName: org.name, role },
});
const owner = actorOf(a.admin, a.organization, "owner");
const admin = actorOf(a.manager, a.organization, "admin");
const learner = actorOf(a.learner, a.organization, "member");
const otherOwner = actorOf(b.admin, b.organization, "owner");

/** The secret of the last invitation e-mailed to an address, read from the outbox like an inbox. */
async function lastLink(email: string): Promise<{ token: string; subject: string; text: string }> {
  const [mail] = await bed.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = mail?.textBody.match(/\/auth\/invitation\/([A-Za-z0-9_-]+)/)?.[1];
  if (!mail || !token) throw new Error(`no invitation e-mail for ${email}`);
  return { token, subject: mail.subject, text: mail.textBody };
}

describe("invitations", () => {
  it("e-mails a link in the chosen language; the link lets the address create its account once", async () => {
    await invite(bed.db, admin, { email: "sofia.reyes@example.test", role: "member", locale: "es" });
    const mail = await lastLink("sofia.reyes@example.test");
    expect(mail.text).toContain(a.organization.name);
    expect(mail.subject).not.toBe("");
    // Spanish: the invitation is written in the language the admin chose.
    expect(mail.text).toMatch(/invitación|invita/i);

    const found = await findInvitation(bed.db, { token: mail.token });
    expect(found).toMatchObject({
      organizationId: a.organization.id,
      email: "sofia.reyes@example.test",
      role: "member",
      accountExists: false,
      locale: "es",
    });

    await createAccountFromInvitation(bed.db, {
      token: mail.token,
      name: "Sofía Reyes",
      email: "sofia.reyes@example.test",
      password: "une phrase de passe solide",
    });
    const [created] = await bed.db.select().from(user).where(eq(user.email, "sofia.reyes@example.test"));
    expect(created).toMatchObject({ emailVerified: true, locale: "es" });
    const [joined] = await bed.db
      .select()
      .from(member)
      .where(and(eq(member.userId, created!.id), eq(member.organizationId, a.organization.id)));
    expect(joined?.role).toBe("member");

    expect(await findInvitation(bed.db, { token: mail.token })).toBeNull();
    expect(
      await outcomeOf(
        createAccountFromInvitation(bed.db, {
          token: mail.token,
          name: "X",
          email: "sofia.reyes@example.test",
          password: "une phrase de passe solide",
        }),
      ),
    ).toBe("invitation_invalid");
  });

  it("refuses a weak password or another address, and creates nothing", async () => {
    await invite(bed.db, owner, { email: "weak@example.test", role: "member", locale: "fr" });
    const { token } = await lastLink("weak@example.test");
    expect(
      await outcomeOf(
        createAccountFromInvitation(bed.db, {
          token,
          name: "Weak",
          email: "weak@example.test",
          password: "password123",
        }),
      ),
    ).toBe("validation_failed");
    expect(
      await outcomeOf(
        createAccountFromInvitation(bed.db, {
          token,
          name: "Weak",
          email: "someone.else@example.test",
          password: "une phrase de passe solide",
        }),
      ),
    ).toBe("invitation_other_account");
    expect(await bed.db.select().from(user).where(eq(user.email, "weak@example.test"))).toEqual([]);
    expect(await findInvitation(bed.db, { token })).not.toBeNull();
  });

  it("lets an existing account accept only an invitation for its own address", async () => {
    await invite(bed.db, otherOwner, { email: a.learner.email, role: "member", locale: "es" });
    const { token } = await lastLink(a.learner.email);
    expect((await findInvitation(bed.db, { token }))?.accountExists).toBe(true);
    expect(await outcomeOf(acceptInvitation(bed.db, { userId: a.admin.id, email: a.admin.email }, { token }))).toBe(
      "invitation_other_account",
    );
    expect(await acceptInvitation(bed.db, { userId: a.learner.id, email: a.learner.email }, { token })).toEqual({
      organizationId: b.organization.id,
    });
    expect(await outcomeOf(acceptInvitation(bed.db, { userId: a.learner.id, email: a.learner.email }, { token }))).toBe(
      "invitation_invalid",
    );
  });

  it("follows the roles: members invite no one, admins no owners", async () => {
    expect(await outcomeOf(invite(bed.db, learner, { email: "x1@example.test", role: "member", locale: "fr" }))).toBe(
      "forbidden",
    );
    expect(await outcomeOf(invite(bed.db, admin, { email: "x2@example.test", role: "owner", locale: "fr" }))).toBe(
      "forbidden",
    );
    expect(await outcomeOf(invite(bed.db, admin, { email: "x3@example.test", role: "admin", locale: "fr" }))).toBe(
      "ok",
    );
    expect(await outcomeOf(invite(bed.db, owner, { email: "x4@example.test", role: "owner", locale: "fr" }))).toBe(
      "ok",
    );
    expect(await outcomeOf(invite(bed.db, owner, { email: a.manager.email, role: "member", locale: "fr" }))).toBe(
      "already_member",
    );
  });

  it("resending makes a new link and voids the old one; revoking voids it; both stay inside the organization", async () => {
    const { id } = await invite(bed.db, admin, { email: "resend@example.test", role: "member", locale: "en" });
    const first = await lastLink("resend@example.test");
    await resendInvitation(bed.db, admin, { invitationId: id });
    const second = await lastLink("resend@example.test");
    expect(second.token).not.toBe(first.token);
    expect(await findInvitation(bed.db, { token: first.token })).toBeNull();
    expect(await findInvitation(bed.db, { token: second.token })).not.toBeNull();

    // Another organization's owner cannot see, resend or revoke it.
    expect(await outcomeOf(resendInvitation(bed.db, otherOwner, { invitationId: id }))).toBe("not_found");
    expect(await outcomeOf(revokeInvitation(bed.db, otherOwner, { invitationId: id }))).toBe("not_found");
    expect(await outcomeOf(revokeInvitation(bed.db, learner, { invitationId: id }))).toBe("forbidden");

    await revokeInvitation(bed.db, admin, { invitationId: id });
    expect(await findInvitation(bed.db, { token: second.token })).toBeNull();
    expect(await outcomeOf(resendInvitation(bed.db, admin, { invitationId: id }))).toBe("not_found");
  });

  it("admins cannot resend or revoke an owner's invitation", async () => {
    const { id } = await invite(bed.db, owner, { email: "future.owner@example.test", role: "owner", locale: "fr" });
    expect(await outcomeOf(resendInvitation(bed.db, admin, { invitationId: id }))).toBe("forbidden");
    expect(await outcomeOf(revokeInvitation(bed.db, admin, { invitationId: id }))).toBe("forbidden");
  });

  it("expires after 7 days", async () => {
    const sent = new Date("2026-01-05T12:00:00Z");
    const { id } = await invite(bed.db, admin, { email: "late@example.test", role: "member", locale: "fr" }, sent);
    const { token } = await lastLink("late@example.test");
    expect(await findInvitation(bed.db, { token }, new Date("2026-01-12T11:59:00Z"))).not.toBeNull();
    expect(await findInvitation(bed.db, { token }, new Date("2026-01-12T12:00:01Z"))).toBeNull();
    const [row] = await bed.db.select({ status: invitation.status }).from(invitation).where(eq(invitation.id, id));
    expect(row?.status).toBe("pending");
  });
});

describe("the same invitation link submitted twice at once", () => {
  it("creates one account and answers the other with a stable code", async () => {
    await invite(bed.db, admin, { email: "twice@example.test", role: "member", locale: "fr" });
    const { token } = await lastLink("twice@example.test");
    const input = { token, name: "Deux Fois", email: "twice@example.test", password: "une phrase de passe solide" };
    const results = await Promise.all([
      outcomeOf(createAccountFromInvitation(bed.db, input)),
      outcomeOf(createAccountFromInvitation(bed.db, input)),
    ]);
    expect(results.sort()).toEqual(expect.arrayContaining(["ok"]));
    expect(
      results
        .filter((result) => result !== "ok")
        .every((result) => ["email_taken", "invitation_invalid"].includes(result)),
    ).toBe(true);
    expect(await bed.db.select().from(user).where(eq(user.email, "twice@example.test"))).toHaveLength(1);
  });
});
