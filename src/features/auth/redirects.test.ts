import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirects";

describe("safeRedirectPath", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirectPath("/team?tab=people#top")).toBe("/team?tab=people#top");
    expect(safeRedirectPath("/settings/profile")).toBe("/settings/profile");
  });

  it("refuses paths that normalise to another host (the value returned is what is checked)", () => {
    for (const next of [
      "/..//evil.example",
      "/a/..//x",
      "/.//x",
      "/%2e%2e//x",
      "/x/../\\x",
      "/./\\evil.example",
      "/%2F%2Fevil.example",
      "/%5cevil.example",
      "/\t/evil.example",
    ]) {
      const target = safeRedirectPath(next);
      expect(target, next).toMatch(/^\/(?![/\\])/);
      expect(new URL(target, "https://app.example").origin, next).toBe("https://app.example");
    }
  });

  it("refuses anything that leaves the site", () => {
    for (const next of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "evil",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(next), String(next)).toBe("/dashboard");
    }
  });
});
