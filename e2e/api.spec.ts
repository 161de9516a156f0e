import { expect, storageStates, test } from "./fixtures";

test.describe("CSRF on mutating API calls", () => {
  test("without the page's token: 403 with the stable code, and nothing changes", async ({ page, context }) => {
    await page.goto("/");
    const response = await page.request.post("/api/preferences", {
      data: { theme: "dark" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(response.status()).toBe(403);
    const body = await response.json();
    expect(body.error.code).toBe("csrf_invalid");
    expect(body.error.message).toMatch(/^Cette page a expiré/);
    expect((await context.cookies()).find((c) => c.name === "theme")).toBeUndefined();
  });

  test("with the token the page carries: it passes", async ({ page, context }) => {
    // A page rendered for its request (the prerendered ones carry none and ask /api/csrf, e2e/public-cache.spec.ts).
    await page.goto("/contact");
    const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");
    expect(token).toBeTruthy();
    const response = await page.request.post("/api/preferences", {
      data: { theme: "dark" },
      headers: { origin: new URL(page.url()).origin, "x-csrf-token": token ?? "" },
    });
    expect(response.status()).toBe(200);
    expect((await context.cookies()).find((c) => c.name === "theme")?.value).toBe("dark");
  });
});

test.describe("the browser's request helper", () => {
  test.use({ storageState: storageStates.adminA });

  test("sends the page's token by itself", async ({ page }) => {
    await page.goto("/dashboard");
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/api/preferences")),
      page.getByRole("radio", { name: "Clair" }).first().click(),
    ]);
    const headers = request.headers();
    expect(headers["x-csrf-token"]).toBe(await page.locator('meta[name="csrf-token"]').getAttribute("content"));
    expect(headers["content-type"]).toBe("application/json");
    expect(headers.accept).toBe("application/json");
    expect((await request.response())?.status()).toBe(200);
  });
});

test.describe("health", () => {
  test("reports the version and a working database", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: "ok", database: { status: "up", kind: "pglite" } });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  test("every response carries the security headers", async ({ request }) => {
    // A page rendered for its request: a nonce, and the CSRF cookie for a new browser.
    const headers = (await request.get("/contact")).headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("microphone=(self)");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["set-cookie"]).toMatch(/csrf_secret=[^;]+;.*HttpOnly/i);
    // A prerendered one: the same headers, with its inline scripts allowed by hash instead (decision 038).
    const prerendered = (await request.get("/")).headers();
    expect(prerendered["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(prerendered["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(prerendered["x-content-type-options"]).toBe("nosniff");
    expect(prerendered["strict-transport-security"]).toContain("max-age=");
  });
});
