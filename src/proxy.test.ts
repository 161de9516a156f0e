import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { DATABASE_PAGES, needsDatabase } from "./proxy";

const request = (pathname: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(new URL(pathname, "http://127.0.0.1:3000"), init);

describe("the pages the proxy answers 503 for while the database is away", () => {
  it("are every page of the groups whose layout needs the database", () => {
    const groups = ["(app)", "(focus)"].flatMap((group) =>
      readdirSync(path.join(__dirname, "app", group), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `/${entry.name}`),
    );
    expect(new Set(DATABASE_PAGES)).toEqual(new Set(groups));
  });

  it("are document loads of those pages only", () => {
    expect(needsDatabase(request("/dashboard"))).toBe(true);
    expect(needsDatabase(request("/team/people?q=a"))).toBe(true);
    expect(needsDatabase(request("/lesson/fr-a1-u1-l1", { method: "HEAD" }))).toBe(true);
    // The home page, the blog and sign-in work without it; the API answers 503 on its own.
    for (const pathname of ["/", "/blog", "/auth/sign-in", "/api/health", "/teams", "/dashboards"])
      expect(needsDatabase(request(pathname)), pathname).toBe(false);
    expect(needsDatabase(request("/dashboard", { method: "POST" }))).toBe(false);
    // A client navigation gets the layout's message in its payload, with a status the router follows.
    expect(needsDatabase(request("/dashboard", { headers: { rsc: "1" } }))).toBe(false);
  });
});
