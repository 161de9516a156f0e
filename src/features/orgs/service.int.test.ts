import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { member } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { resolveMembership, switchOrganization } from "./membership";
import { getMemberRole, getOrganization, setMemberRole } from "./queries";
import type { Role } from "./roles";
import { organizationSettingsInput } from "./schemas";
import { changeMemberRole, removeFromOrganization, saveLogo, saveOrganizationSettings } from "./service";
import { browserRecognitionAllowed } from "./speech-policy";

const bed = testBed();

const { a, b, c } = twoTenants;
const scope = (userId: string, organizationId: string, role: Role) => ({
  userId,
  membership: { organizationId, organizationName: "", role },
});
const owner = scope(a.admin.id, a.organization.id, "owner");
const admin = scope(a.manager.id, a.organization.id, "admin");
const learner = scope(a.learner.id, a.organization.id, "member");
const otherOwner = scope(b.admin.id, b.organization.id, "owner");
const roleOf = (userId: string, organizationId = a.organization.id) =>
  getMemberRole(bed.db, { organizationId, userId });

describe("member roles", () => {
  it("lets admins move people between member and admin, never touch owners", async () => {
    expect(await outcomeOf(changeMemberRole(bed.db, admin, { userId: a.learner.id, role: "admin" }))).toBe("ok");
    expect(await roleOf(a.learner.id)).toBe("admin");
    expect(await outcomeOf(changeMemberRole(bed.db, admin, { userId: a.learner.id, role: "member" }))).toBe("ok");
    expect(await outcomeOf(changeMemberRole(bed.db, admin, { userId: a.learner.id, role: "owner" }))).toBe("forbidden");
    expect(await outcomeOf(changeMemberRole(bed.db, admin, { userId: a.admin.id, role: "member" }))).toBe("forbidden");
    expect(await roleOf(a.admin.id)).toBe("owner");
  });

  it("lets no member change anyone's role", async () => {
    expect(await outcomeOf(changeMemberRole(bed.db, learner, { userId: a.manager.id, role: "member" }))).toBe(
      "forbidden",
    );
    expect(await outcomeOf(changeMemberRole(bed.db, learner, { userId: a.learner.id, role: "admin" }))).toBe(
      "forbidden",
    );
  });

  it("keeps the last owner", async () => {
    expect(await outcomeOf(changeMemberRole(bed.db, owner, { userId: a.admin.id, role: "admin" }))).toBe("last_owner");
    expect(await outcomeOf(removeFromOrganization(bed.db, owner, { userId: a.admin.id }))).toBe("last_owner");
  });

  it("keeps an owner when two owners demote or remove each other at the same time", async () => {
    const secondOwner = scope(a.manager.id, a.organization.id, "owner");
    const ownersNow = async () =>
      [await roleOf(a.admin.id), await roleOf(a.manager.id)].filter((role) => role === "owner").length;
    const demote = (actor: typeof owner, userId: string) => () =>
      changeMemberRole(bed.db, actor, { userId, role: "member" });
    const remove = (actor: typeof owner, userId: string) => () => removeFromOrganization(bed.db, actor, { userId });
    const races = [
      [demote(owner, a.manager.id), demote(secondOwner, a.admin.id)],
      [remove(owner, a.manager.id), remove(secondOwner, a.admin.id)],
      [demote(owner, a.manager.id), remove(secondOwner, a.admin.id)],
    ];
    for (let attempt = 0; attempt < 9; attempt += 1) {
      for (const userId of [a.admin.id, a.manager.id])
        if (await roleOf(userId))
          await setMemberRole(bed.db, { organizationId: a.organization.id, userId, role: "owner" });
        else
          await bed.db
            .insert(member)
            .values({ id: randomUUID(), organizationId: a.organization.id, userId, role: "owner" });
      const outcomes = await Promise.all(races[attempt % races.length]!.map((move) => outcomeOf(move())));
      expect(await ownersNow(), `attempt ${attempt}: ${outcomes.join(", ")}`).toBe(1);
      // The one who lost the race is told so: refused, not silently ignored.
      expect(outcomes.sort()).toEqual(["forbidden", "ok"]);
    }
    await setMemberRole(bed.db, { organizationId: a.organization.id, userId: a.manager.id, role: "admin" });
  });

  it("sees nothing of another organization's people", async () => {
    expect(await outcomeOf(changeMemberRole(bed.db, otherOwner, { userId: a.learner.id, role: "admin" }))).toBe(
      "not_found",
    );
    expect(await outcomeOf(removeFromOrganization(bed.db, otherOwner, { userId: a.learner.id }))).toBe("not_found");
    expect(await roleOf(a.learner.id)).toBe("member");
  });
});

describe("organization settings", () => {
  it("are saved by admins only, on their own organization", async () => {
    const settings = {
      name: "Fromagerie Tremblay inc.",
      privacyOfficerName: "Julie Tremblay",
      privacyOfficerEmail: "vie.privee@fromagerie-tremblay.test",
      dataSharing: "aggregates" as const,
    };
    expect(await outcomeOf(saveOrganizationSettings(bed.db, learner, settings))).toBe("forbidden");
    expect(await outcomeOf(saveOrganizationSettings(bed.db, admin, settings))).toBe("ok");
    expect(await getOrganization(bed.db, { organizationId: a.organization.id })).toMatchObject(settings);
    expect((await getOrganization(bed.db, { organizationId: b.organization.id }))?.name).toBe(b.organization.name);
  });

  it("keep the time zone the week starts in: Quebec's by default, a known zone under its canonical name, never an unknown one", async () => {
    expect((await getOrganization(bed.db, { organizationId: a.organization.id }))?.timeZone).toBe("America/Toronto");
    const base = {
      name: "Fromagerie Tremblay inc.",
      privacyOfficerName: "",
      privacyOfficerEmail: "",
      dataSharing: "aggregates",
    };
    expect(organizationSettingsInput.safeParse({ ...base, timeZone: "Mars/Olympus" }).success).toBe(false);
    const parsed = organizationSettingsInput.parse({ ...base, timeZone: "America/Montreal" });
    expect(parsed.timeZone).toBe("America/Toronto");
    await saveOrganizationSettings(
      bed.db,
      admin,
      organizationSettingsInput.parse({ ...base, timeZone: "America/Vancouver" }),
    );
    expect((await getOrganization(bed.db, { organizationId: a.organization.id }))?.timeZone).toBe("America/Vancouver");
    expect((await getOrganization(bed.db, { organizationId: b.organization.id }))?.timeZone).toBe("America/Toronto");
    // Left out, it stays as it was.
    await saveOrganizationSettings(bed.db, admin, organizationSettingsInput.parse(base));
    expect((await getOrganization(bed.db, { organizationId: a.organization.id }))?.timeZone).toBe("America/Vancouver");
  });

  it("keep the members' daily turns with Madame: 100 by default, 0 to 1000, unchanged when left empty", async () => {
    expect((await getOrganization(bed.db, { organizationId: a.organization.id }))?.tutorDailyTurns).toBe(100);
    const base = {
      name: "Fromagerie Tremblay inc.",
      privacyOfficerName: "",
      privacyOfficerEmail: "",
      dataSharing: "aggregates",
    };
    for (const bad of ["-1", "1001", "2.5", "beaucoup"])
      expect(organizationSettingsInput.safeParse({ ...base, tutorDailyTurns: bad }).success).toBe(false);
    await saveOrganizationSettings(bed.db, admin, organizationSettingsInput.parse({ ...base, tutorDailyTurns: "40" }));
    expect((await getOrganization(bed.db, { organizationId: a.organization.id }))?.tutorDailyTurns).toBe(40);
    await saveOrganizationSettings(bed.db, admin, organizationSettingsInput.parse({ ...base, tutorDailyTurns: "" }));
    expect((await getOrganization(bed.db, { organizationId: a.organization.id }))?.tutorDailyTurns).toBe(40);
    expect((await getOrganization(bed.db, { organizationId: b.organization.id }))?.tutorDailyTurns).toBe(100);
  });

  it("turn the browser's speech recognition off for their members only, and back on", async () => {
    const base = {
      name: "Fromagerie Tremblay inc.",
      privacyOfficerName: "",
      privacyOfficerEmail: "",
      dataSharing: "aggregates",
    };
    const carlos = { userId: a.learner.id };
    const priya = { userId: b.learner.id };
    expect(await browserRecognitionAllowed(bed.db, carlos)).toBe(true);
    expect(organizationSettingsInput.safeParse({ ...base, browserRecognition: "no" }).success).toBe(false);
    await saveOrganizationSettings(
      bed.db,
      admin,
      organizationSettingsInput.parse({ ...base, browserRecognition: false }),
    );
    expect((await getOrganization(bed.db, { organizationId: a.organization.id }))?.browserRecognition).toBe(false);
    expect(await browserRecognitionAllowed(bed.db, carlos)).toBe(false);
    expect(await browserRecognitionAllowed(bed.db, priya)).toBe(true);
    // Left out, it is unchanged; sent, it is turned back on.
    await saveOrganizationSettings(bed.db, admin, organizationSettingsInput.parse(base));
    expect(await browserRecognitionAllowed(bed.db, carlos)).toBe(false);
    await saveOrganizationSettings(
      bed.db,
      admin,
      organizationSettingsInput.parse({ ...base, browserRecognition: true }),
    );
    expect(await browserRecognitionAllowed(bed.db, carlos)).toBe(true);
  });

  it("take a real PNG as logo and refuse anything else", async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(
      await outcomeOf(
        saveLogo(bed.db, admin, { type: "image/svg+xml", bytes: new TextEncoder().encode("<svg onload=alert(1)>") }),
      ),
    ).toBe("logo_invalid");
    expect(
      await outcomeOf(saveLogo(bed.db, admin, { type: "image/png", bytes: new TextEncoder().encode("not a png") })),
    ).toBe("logo_invalid");
    expect(
      await outcomeOf(
        saveLogo(bed.db, admin, {
          type: "image/png",
          bytes: new Uint8Array(300 * 1024).fill(0x89).map((v, i) => png[i] ?? v),
        }),
      ),
    ).toBe("payload_too_large");
    expect(await outcomeOf(saveLogo(bed.db, learner, { type: "image/png", bytes: png }))).toBe("forbidden");
    expect(await outcomeOf(saveLogo(bed.db, admin, { type: "image/png", bytes: png }))).toBe("ok");
    expect((await getOrganization(bed.db, { organizationId: a.organization.id }))?.logo).toMatch(
      /^data:image\/png;base64,/,
    );
  });
});

describe("active organization", () => {
  it("follows the session's choice among the person's own organizations only", async () => {
    const viewer = { userId: a.manager.id, sessionId: "no-session", activeOrganizationId: null };
    const first = await resolveMembership(bed.db, viewer);
    expect(first?.all.map((m) => m.organizationId).sort()).toEqual([a.organization.id, c.organization.id].sort());
    expect(
      (await resolveMembership(bed.db, { ...viewer, activeOrganizationId: c.organization.id }))?.organizationId,
    ).toBe(c.organization.id);
    // A stale or foreign choice falls back to one of the person's own organizations.
    expect(
      (await resolveMembership(bed.db, { ...viewer, activeOrganizationId: b.organization.id }))?.organizationId,
    ).not.toBe(b.organization.id);
    expect(await outcomeOf(switchOrganization(bed.db, viewer, { organizationId: b.organization.id }))).toBe(
      "forbidden",
    );
    expect(
      await resolveMembership(bed.db, { userId: twoTenants.individual.id, activeOrganizationId: null }),
    ).toBeNull();
  });
});
