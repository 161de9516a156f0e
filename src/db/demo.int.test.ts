import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";
import { demo, ensureDemoData } from "./demo";
import { member, user } from "./schema";
import { createTestDatabase } from "./testing/database";
import { seedTwoTenants } from "./testing/two-tenants";

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe("demo data", () => {
  it("is created on the first run of an empty embedded database, with every role, then left alone", async () => {
    handle = await createTestDatabase();
    expect(await ensureDemoData(handle.db, { embedded: true, requested: false })).toBe("created");
    const roles = await handle.db.select({ role: member.role }).from(member).where(eq(member.organizationId, demo.organization.id));
    expect(new Set(roles.map((r) => r.role))).toEqual(new Set(["owner", "admin", "member"]));
    expect(await ensureDemoData(handle.db, { embedded: true, requested: false })).toBe("present");
  });

  it("never lands in an embedded database that already holds people", async () => {
    handle = await createTestDatabase();
    await seedTwoTenants(handle.db);
    expect(await ensureDemoData(handle.db, { embedded: true, requested: false })).toBe("skipped");
    expect(await handle.db.select().from(user).where(eq(user.email, demo.people[0].email))).toEqual([]);
  });

  it("on a configured PostgreSQL, only when asked", async () => {
    handle = await createTestDatabase();
    expect(await ensureDemoData(handle.db, { embedded: false, requested: false })).toBe("skipped");
    expect(await ensureDemoData(handle.db, { embedded: false, requested: true })).toBe("created");
  });
});
