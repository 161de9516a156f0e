import { afterEach, describe, expect, it, vi } from "vitest";

async function loadRobots(appUrl: string) {
  vi.resetModules();
  vi.stubEnv("APP_URL", appUrl);
  return (await import("./robots")).default();
}

describe("robots.txt", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("allows the public site and sign-in, keeps crawlers out of the app, the API and token links, and names the sitemap", async () => {
    const robots = await loadRobots("https://madameai.example/");
    expect(robots.sitemap).toBe("https://madameai.example/sitemap.xml");
    const rules = Array.isArray(robots.rules) ? robots.rules : [robots.rules];
    expect(rules).toHaveLength(1);
    const [rule] = rules;
    expect(rule!.userAgent).toBe("*");
    expect(rule!.allow).toEqual(["/", "/auth/sign-in"]);
    const disallow = rule!.disallow as string[];
    for (const path of [
      "/api/",
      "/auth/",
      "/dashboard",
      "/team",
      "/settings",
      "/madameai",
      "/pronunciation",
      "/onboarding",
      "/placement",
      "/lesson/",
      "/unit-test/",
      "/dev/",
    ]) {
      expect(disallow).toContain(path);
    }
    for (const path of ["/", "/blog", "/blog/resources", "/try", "/contact", "/privacy", "/terms"]) {
      expect(
        disallow.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false);
    }
  });
});
