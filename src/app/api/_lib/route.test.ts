import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as dbModule from "@/db";
import type { Database } from "@/db";
import type * as authModule from "@/features/auth";
import type { Viewer } from "@/features/auth";
import { apiRoute } from "./route";

// The real guards, watched, so a test can stand in a signed-in person; a stand-in database, so
// no test here opens the embedded one.
vi.mock("@/features/auth", async (importOriginal) => {
  const real = await importOriginal<typeof authModule>();
  return { ...real, requireApiViewer: vi.fn(real.requireApiViewer) };
});
vi.mock("@/db", async (importOriginal) => ({
  ...(await importOriginal<typeof dbModule>()),
  getDb: vi.fn(async () => standInDb),
}));

const standInDb = { standIn: true } as unknown as Database;
const url = "http://localhost:3000/api/example";
const carlos: Viewer = {
  userId: "user_a_learner",
  email: "carlos@example.test",
  name: "Carlos Mendoza",
  locale: "es",
  activeOrganizationId: null,
  sessionId: "session-1",
};

describe("apiRoute", () => {
  beforeEach(async () => {
    const { requireApiViewer } = await import("@/features/auth");
    vi.mocked(requireApiViewer).mockClear();
  });

  it("requires a signed-in person unless told otherwise: an anonymous call gets today's 401", async () => {
    let ran = false;
    const route = apiRoute({}, async () => {
      ran = true;
      return Response.json({});
    });
    const answer = await route(new NextRequest(url));
    expect(answer.status).toBe(401);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({
      error: { code: "unauthenticated", message: "Connectez-vous pour continuer." },
    });
    expect(ran).toBe(false);
  });

  it("lets anyone through a public route, with the database unless it says it needs none", async () => {
    const withDatabase = apiRoute({ public: true }, async ({ db, locale }) => Response.json({ db, locale }));
    const withoutDatabase = apiRoute({ public: true, database: false }, async (context) =>
      Response.json({ hasDb: "db" in context }),
    );
    const answer = await withDatabase(new NextRequest(url, { headers: { "accept-language": "en-CA" } }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ db: { standIn: true }, locale: "en" });
    expect(await (await withoutDatabase(new NextRequest(url))).json()).toEqual({ hasDb: false });
    const { requireApiViewer } = await import("@/features/auth");
    expect(requireApiViewer).not.toHaveBeenCalled();
  });

  it("gives the handler the signed-in person and their saved language over the cookie", async () => {
    const { requireApiViewer } = await import("@/features/auth");
    vi.mocked(requireApiViewer).mockResolvedValueOnce(carlos);
    const route = apiRoute({}, async ({ viewer, locale, db }) => Response.json({ userId: viewer.userId, locale, db }));
    const answer = await route(new NextRequest(url, { headers: { cookie: "NEXT_LOCALE=en" } }));
    expect(await answer.json()).toEqual({ userId: carlos.userId, locale: "es", db: { standIn: true } });
    expect(vi.mocked(requireApiViewer).mock.calls[0]?.[1]).toEqual({ briefCache: false });
  });

  it("a switched-off route is not found for everyone, before the session is read", async () => {
    const route = apiRoute({ enabled: () => false }, async () => Response.json({}));
    const answer = await route(new NextRequest(url, { headers: { cookie: "NEXT_LOCALE=en" } }));
    expect(answer.status).toBe(404);
    expect((await answer.json()).error.code).toBe("not_found");
    const { requireApiViewer } = await import("@/features/auth");
    expect(requireApiViewer).not.toHaveBeenCalled();
  });
});
