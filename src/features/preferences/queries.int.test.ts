import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { createTestDatabase } from "@/db/testing/database";
import { seedTwoTenants, twoTenants } from "@/db/testing/two-tenants";
import { getSavedLocale, saveLocale } from "./queries";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedTwoTenants(handle.db);
});
afterAll(() => handle.close());

describe("saved interface language", () => {
  it("reads what a person saved, and null when they never chose", async () => {
    expect(await getSavedLocale(handle.db, { userId: twoTenants.a.learner.id })).toBe("es");
    expect(await getSavedLocale(handle.db, { userId: twoTenants.individual.id })).toBeNull();
  });

  it("changes only that person's choice", async () => {
    await saveLocale(handle.db, { userId: twoTenants.b.learner.id, locale: "fr" });
    expect(await getSavedLocale(handle.db, { userId: twoTenants.b.learner.id })).toBe("fr");
    expect(await getSavedLocale(handle.db, { userId: twoTenants.a.learner.id })).toBe("es");
    expect(await getSavedLocale(handle.db, { userId: twoTenants.a.admin.id })).toBe("fr");
  });
});
