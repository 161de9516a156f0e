import { describe, expect, it } from "vitest";
import { changedFields } from "./record";

describe("changedFields", () => {
  it("keeps on each side only the fields whose value differs, missing ones as null", () => {
    expect(
      changedFields({ name: "A", headCount: 12, tags: ["x"] }, { name: "A", headCount: 14, tags: ["x"], note: "n" }),
    ).toEqual({ before: { headCount: 12, note: null }, after: { headCount: 14, note: "n" } });
  });

  it("finds nothing when nothing changed", () => {
    expect(changedFields({ day: "2026-01-01" }, { day: "2026-01-01" })).toEqual({ before: {}, after: {} });
  });
});
