import { describe, expect, it } from "vitest";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { listMembers } from "./queries";

const bed = testBed();

describe("listMembers", () => {
  it("lists the people of one organization, owners then admins then members", async () => {
    const members = await listMembers(bed.db, { organizationId: twoTenants.a.organization.id });
    expect(members.map((m) => [m.role, m.email])).toEqual([
      ["owner", twoTenants.a.admin.email],
      ["admin", twoTenants.a.manager.email],
      ["member", twoTenants.a.learner.email],
    ]);
  });

  it("never shows another tenant's people", async () => {
    const members = await listMembers(bed.db, { organizationId: twoTenants.b.organization.id });
    const emails = members.map((m) => m.email);
    expect(emails).not.toContain(twoTenants.a.admin.email);
    expect(emails).not.toContain(twoTenants.a.learner.email);
    expect(emails).not.toContain(twoTenants.individual.email);
    expect(emails.sort()).toEqual([twoTenants.b.admin.email, twoTenants.b.learner.email].sort());
  });

  it("shows nothing for an unknown organization", async () => {
    expect(await listMembers(bed.db, { organizationId: "org_unknown" })).toEqual([]);
  });
});
