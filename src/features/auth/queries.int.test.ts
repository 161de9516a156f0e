import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { listSessions, revokeSession } from "./queries";

const expiresAt = new Date(Date.now() + 86_400_000);
const bed = testBed({
  prepare: async ({ db }) => {
    await db.insert(session).values([
      {
        id: "s_a_phone",
        token: "t1",
        userId: twoTenants.a.admin.id,
        expiresAt,
        userAgent: "phone",
        updatedAt: new Date(Date.now() - 60_000),
      },
      { id: "s_a_laptop", token: "t2", userId: twoTenants.a.admin.id, expiresAt, userAgent: "laptop" },
      { id: "s_b_laptop", token: "t3", userId: twoTenants.b.admin.id, expiresAt, userAgent: "laptop" },
    ]);
  },
});

describe("sessions", () => {
  it("lists one person's sessions, most recent first, and nobody else's", async () => {
    expect((await listSessions(bed.db, { userId: twoTenants.a.admin.id })).map((s) => s.id)).toEqual([
      "s_a_laptop",
      "s_a_phone",
    ]);
    expect((await listSessions(bed.db, { userId: twoTenants.b.admin.id })).map((s) => s.id)).toEqual(["s_b_laptop"]);
  });

  it("never ends another person's session, nor the current one", async () => {
    expect(
      await revokeSession(bed.db, {
        userId: twoTenants.a.admin.id,
        sessionId: "s_b_laptop",
        currentSessionId: "s_a_laptop",
      }),
    ).toBe(false);
    expect(
      await revokeSession(bed.db, {
        userId: twoTenants.a.admin.id,
        sessionId: "s_a_laptop",
        currentSessionId: "s_a_laptop",
      }),
    ).toBe(false);
    expect(await bed.db.select().from(session).where(eq(session.id, "s_b_laptop"))).toHaveLength(1);
  });

  it("ends one of the person's other sessions", async () => {
    expect(
      await revokeSession(bed.db, {
        userId: twoTenants.a.admin.id,
        sessionId: "s_a_phone",
        currentSessionId: "s_a_laptop",
      }),
    ).toBe(true);
    expect((await listSessions(bed.db, { userId: twoTenants.a.admin.id })).map((s) => s.id)).toEqual(["s_a_laptop"]);
  });
});
