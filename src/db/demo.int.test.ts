import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { demo, ensureDemoData } from "./demo";
import { member, user } from "./schema";
import { testBed } from "./testing/bed";
import { seedTwoTenants } from "./testing/two-tenants";

const bed = testBed({ tenants: false, databasePerTest: true });

describe("demo data", () => {
  it("is created on the first run of an empty embedded database, with every role, then left alone", async () => {
    expect(await ensureDemoData(bed.db, { embedded: true, requested: false })).toBe("created");
    const roles = await bed.db
      .select({ role: member.role })
      .from(member)
      .where(eq(member.organizationId, demo.organization.id));
    expect(new Set(roles.map((r) => r.role))).toEqual(new Set(["owner", "admin", "member"]));
    expect(await ensureDemoData(bed.db, { embedded: true, requested: false })).toBe("present");
  });

  it("never lands in an embedded database that already holds people", async () => {
    await seedTwoTenants(bed.db);
    expect(await ensureDemoData(bed.db, { embedded: true, requested: false })).toBe("skipped");
    expect(await bed.db.select().from(user).where(eq(user.email, demo.people[0].email))).toEqual([]);
  });

  it("on a configured PostgreSQL, only when asked", async () => {
    expect(await ensureDemoData(bed.db, { embedded: false, requested: false })).toBe("skipped");
    expect(await ensureDemoData(bed.db, { embedded: false, requested: true })).toBe("created");
  });
});
