import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { createTestDatabase } from "@/db/testing/database";
import { seedTwoTenants, twoTenants } from "@/db/testing/two-tenants";
import { getProfile, updateProfile } from "./queries";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedTwoTenants(handle.db);
});
afterAll(() => handle.close());

describe("profile", () => {
  it("reads a person's own profile", async () => {
    expect(await getProfile(handle.db, { userId: twoTenants.a.learner.id })).toEqual({
      name: twoTenants.a.learner.name,
      email: twoTenants.a.learner.email,
      locale: "es",
    });
    expect(await getProfile(handle.db, { userId: "user_unknown" })).toBeNull();
  });

  it("changes only that person, in either tenant", async () => {
    await updateProfile(handle.db, { userId: twoTenants.b.learner.id, name: "Priya S. Shah", locale: "fr" });
    expect(await getProfile(handle.db, { userId: twoTenants.b.learner.id })).toMatchObject({ name: "Priya S. Shah", locale: "fr" });
    expect(await getProfile(handle.db, { userId: twoTenants.a.learner.id })).toMatchObject({ name: twoTenants.a.learner.name, locale: "es" });
    expect(await getProfile(handle.db, { userId: twoTenants.b.admin.id })).toMatchObject({ name: twoTenants.b.admin.name, locale: "fr" });
  });
});
