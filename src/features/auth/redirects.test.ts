import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirects";

describe("safeRedirectPath", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirectPath("/team?tab=people#top")).toBe("/team?tab=people#top");
    expect(safeRedirectPath("/settings/profile")).toBe("/settings/profile");
  });

  it("refuses anything that leaves the site", () => {
    for (const next of ["//evil.example/x", "/\\evil.example", "https://evil.example", "javascript:alert(1)", "evil", "", null, undefined]) {
      expect(safeRedirectPath(next), String(next)).toBe("/dashboard");
    }
  });
});
