import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { createTestDatabase } from "@/db/testing/database";
import { seedTwoTenants, twoTenants } from "@/db/testing/two-tenants";
import { listMembers } from "./queries";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedTwoTenants(handle.db);
});
afterAll(() => handle.close());

describe("listMembers", () => {
  it("lists the people of one organization, owners then admins then members", async () => {
    const members = await listMembers(handle.db, { organizationId: twoTenants.a.organization.id });
    expect(members.map((m) => [m.role, m.email])).toEqual([
      ["owner", twoTenants.a.admin.email],
      ["admin", twoTenants.a.manager.email],
      ["member", twoTenants.a.learner.email],
    ]);
  });

  it("never shows another tenant's people", async () => {
    const members = await listMembers(handle.db, { organizationId: twoTenants.b.organization.id });
    const emails = members.map((m) => m.email);
    expect(emails).not.toContain(twoTenants.a.admin.email);
    expect(emails).not.toContain(twoTenants.a.learner.email);
    expect(emails).not.toContain(twoTenants.individual.email);
    expect(emails.sort()).toEqual([twoTenants.b.admin.email, twoTenants.b.learner.email].sort());
  });

  it("shows nothing for an unknown organization", async () => {
    expect(await listMembers(handle.db, { organizationId: "org_unknown" })).toEqual([]);
  });
});
