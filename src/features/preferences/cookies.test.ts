import { describe, expect, it } from "vitest";
import { isDarkOnServer, parseSidebarState, parseTheme } from "./cookies";

describe("preference cookies", () => {
  it("reads the theme, with system for anything unknown", () => {
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("purple")).toBe("system");
    expect(parseTheme(undefined)).toBe("system");
  });

  it("reads the sidebar state, expanded unless collapsed", () => {
    expect(parseSidebarState("collapsed")).toBe("collapsed");
    expect(parseSidebarState("expanded")).toBe("expanded");
    expect(parseSidebarState("sideways")).toBe("expanded");
  });

  it("puts the dark class in the first HTML for dark, or for system with a dark hint", () => {
    expect(isDarkOnServer("dark", null)).toBe(true);
    expect(isDarkOnServer("light", "dark")).toBe(false);
    expect(isDarkOnServer("system", "dark")).toBe(true);
    expect(isDarkOnServer("system", "light")).toBe(false);
    expect(isDarkOnServer("system", undefined)).toBe(false);
  });
});
