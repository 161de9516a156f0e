import { describe, expect, it } from "vitest";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { getSavedLocale, saveLocale } from "./queries";

const bed = testBed();

describe("saved interface language", () => {
  it("reads what a person saved, and null when they never chose", async () => {
    expect(await getSavedLocale(bed.db, { userId: twoTenants.a.learner.id })).toBe("es");
    expect(await getSavedLocale(bed.db, { userId: twoTenants.individual.id })).toBeNull();
  });

  it("changes only that person's choice", async () => {
    await saveLocale(bed.db, { userId: twoTenants.b.learner.id, locale: "fr" });
    expect(await getSavedLocale(bed.db, { userId: twoTenants.b.learner.id })).toBe("fr");
    expect(await getSavedLocale(bed.db, { userId: twoTenants.a.learner.id })).toBe("es");
    expect(await getSavedLocale(bed.db, { userId: twoTenants.a.admin.id })).toBe("fr");
  });
});
