import { describe, expect, it } from "vitest";
import { activeHref, appNavigation, settingsNavigation } from "./navigation";

describe("activeHref", () => {
  it("marks the most specific item", () => {
    expect(activeHref("/dashboard", appNavigation)).toBe("/dashboard");
    expect(activeHref("/dashboard/rewards", appNavigation)).toBe("/dashboard/rewards");
    expect(activeHref("/dashboard/course", appNavigation)).toBe("/dashboard/course");
    expect(activeHref("/settings/profile/email", settingsNavigation)).toBe("/settings/profile/email");
  });

  it("marks Settings for every settings page", () => {
    expect(activeHref("/settings/subscription", appNavigation)).toBe("/settings/profile");
  });

  it("does not mark a sibling that only shares a prefix", () => {
    expect(activeHref("/dashboards", appNavigation)).toBeUndefined();
  });
});
