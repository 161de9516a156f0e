import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { session } from "@/db/schema";
import { createTestDatabase } from "@/db/testing/database";
import { seedTwoTenants, twoTenants } from "@/db/testing/two-tenants";
import { listSessions, revokeSession } from "./queries";

let handle: DatabaseHandle;
const expiresAt = new Date(Date.now() + 86_400_000);

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedTwoTenants(handle.db);
  await handle.db.insert(session).values([
    { id: "s_a_phone", token: "t1", userId: twoTenants.a.admin.id, expiresAt, userAgent: "phone", updatedAt: new Date(Date.now() - 60_000) },
    { id: "s_a_laptop", token: "t2", userId: twoTenants.a.admin.id, expiresAt, userAgent: "laptop" },
    { id: "s_b_laptop", token: "t3", userId: twoTenants.b.admin.id, expiresAt, userAgent: "laptop" },
  ]);
});
afterAll(() => handle.close());

describe("sessions", () => {
  it("lists one person's sessions, most recent first, and nobody else's", async () => {
    expect((await listSessions(handle.db, { userId: twoTenants.a.admin.id })).map((s) => s.id)).toEqual(["s_a_laptop", "s_a_phone"]);
    expect((await listSessions(handle.db, { userId: twoTenants.b.admin.id })).map((s) => s.id)).toEqual(["s_b_laptop"]);
  });

  it("never ends another person's session, nor the current one", async () => {
    expect(await revokeSession(handle.db, { userId: twoTenants.a.admin.id, sessionId: "s_b_laptop", currentSessionId: "s_a_laptop" })).toBe(false);
    expect(await revokeSession(handle.db, { userId: twoTenants.a.admin.id, sessionId: "s_a_laptop", currentSessionId: "s_a_laptop" })).toBe(false);
    expect(await handle.db.select().from(session).where(eq(session.id, "s_b_laptop"))).toHaveLength(1);
  });

  it("ends one of the person's other sessions", async () => {
    expect(await revokeSession(handle.db, { userId: twoTenants.a.admin.id, sessionId: "s_a_phone", currentSessionId: "s_a_laptop" })).toBe(true);
    expect((await listSessions(handle.db, { userId: twoTenants.a.admin.id })).map((s) => s.id)).toEqual(["s_a_laptop"]);
  });
});
