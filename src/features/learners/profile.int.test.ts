import { describe, expect, it } from "vitest";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { getProfile, updateProfile } from "./queries";

const bed = testBed();

describe("profile", () => {
  it("reads a person's own profile", async () => {
    expect(await getProfile(bed.db, { userId: twoTenants.a.learner.id })).toEqual({
      name: twoTenants.a.learner.name,
      email: twoTenants.a.learner.email,
      locale: "es",
    });
    expect(await getProfile(bed.db, { userId: "user_unknown" })).toBeNull();
  });

  it("changes only that person, in either tenant", async () => {
    await updateProfile(bed.db, { userId: twoTenants.b.learner.id, name: "Priya S. Shah", locale: "fr" });
    expect(await getProfile(bed.db, { userId: twoTenants.b.learner.id })).toMatchObject({
      name: "Priya S. Shah",
      locale: "fr",
    });
    expect(await getProfile(bed.db, { userId: twoTenants.a.learner.id })).toMatchObject({
      name: twoTenants.a.learner.name,
      locale: "es",
    });
    expect(await getProfile(bed.db, { userId: twoTenants.b.admin.id })).toMatchObject({
      name: twoTenants.b.admin.name,
      locale: "fr",
    });
  });
});
