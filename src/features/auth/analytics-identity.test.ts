import { describe, expect, it } from "vitest";
import { analyticsIdentity } from "./analytics-identity";

describe("analyticsIdentity", () => {
  it("carries exactly id, email, display name and language", () => {
    const identity = analyticsIdentity({ userId: "u1", email: "julie@example.test", name: "Julie Tremblay" }, "fr");
    expect(identity).toEqual({ id: "u1", email: "julie@example.test", displayName: "Julie Tremblay", language: "fr" });
  });
});
