import { describe, expect, it } from "vitest";
import { peopleHref } from "./people-href";

describe("the people list's address", () => {
  it("keeps the filters set and leaves out empty values and defaults", () => {
    expect(peopleHref("/team", { q: " Roy ", role: "", department: "d1", sort: "name", dir: "asc", page: 1 })).toBe(
      "/team?q=Roy&department=d1",
    );
  });

  it("keeps a sort, a direction and a page other than the defaults", () => {
    expect(peopleHref("/team", { sort: "minutes", dir: "desc", page: 3 })).toBe("/team?sort=minutes&dir=desc&page=3");
  });

  it("is the bare path without any filter", () => {
    expect(peopleHref("/team", { q: undefined, sort: "name" })).toBe("/team");
  });
});
