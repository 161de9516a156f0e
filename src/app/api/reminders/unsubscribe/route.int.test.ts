import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import type * as dbModule from "@/db";
import { learnerProfile } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { unsubscribeUrls } from "@/features/reminders";
import { GET, POST } from "./route";

vi.mock("@/db", async (importOriginal) => ({
  ...(await importOriginal<typeof dbModule>()),
  getDb: vi.fn(async () => bed.db),
}));

const bed = testBed({
  prepare: async ({ db }) => {
    for (const id of [twoTenants.a.learner.id, twoTenants.b.learner.id])
      await db
        .update(learnerProfile)
        .set({ reminderTime: "18:00", weeklySummary: true })
        .where(eq(learnerProfile.userId, id));
  },
});

const choiceOf = async (userId: string) => {
  const [row] = await bed.db
    .select({ reminderTime: learnerProfile.reminderTime, weeklySummary: learnerProfile.weeklySummary })
    .from(learnerProfile)
    .where(eq(learnerProfile.userId, userId));
  return row;
};

// As a mail client sends it (RFC 8058): no cookie, no CSRF token, no Origin, a form body.
const oneClick = (url: string) =>
  POST(
    new NextRequest(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    }),
  );

describe("the one-click unsubscribe address", () => {
  it("refuses a forged or missing token with its code, and changes nothing", async () => {
    const { oneClick: real } = unsubscribeUrls(twoTenants.a.learner.id);
    const forged = real.replace(/\.[^.]+$/, ".Zm9yZ2Vk");
    for (const url of [forged, "http://localhost:3000/api/reminders/unsubscribe"]) {
      const response = await oneClick(url);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("unsubscribe_link_invalid");
    }
    expect(await choiceOf(twoTenants.a.learner.id)).toEqual({ reminderTime: "18:00", weeklySummary: true });
  });

  it("only leads to the page on GET (mail scanners open links)", async () => {
    const { oneClick: url } = unsubscribeUrls(twoTenants.a.learner.id);
    const response = await GET(new NextRequest(url));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/auth\/unsubscribe\?token=user_a_learner\./);
    expect(await choiceOf(twoTenants.a.learner.id)).toEqual({ reminderTime: "18:00", weeklySummary: true });
  });

  it("turns off that person's reminders on POST without a session, and no one else's", async () => {
    const response = await oneClick(unsubscribeUrls(twoTenants.a.learner.id).oneClick);
    expect(response.status).toBe(200);
    expect(await choiceOf(twoTenants.a.learner.id)).toEqual({ reminderTime: null, weeklySummary: false });
    expect(await choiceOf(twoTenants.b.learner.id)).toEqual({ reminderTime: "18:00", weeklySummary: true });
    // Twice is no error.
    expect((await oneClick(unsubscribeUrls(twoTenants.a.learner.id).oneClick)).status).toBe(200);
  });
});
