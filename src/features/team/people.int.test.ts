import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { levelReached, lessonAttempt } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { ApiError } from "@/lib/api/errors";
import { listPeople, monthWindow } from "./people";
import { peopleQuery } from "./schemas";
import { createUnit, deleteUnit, listUnits, placeMember, renameUnit } from "./structure";

const bed = testBed();
const { a, b } = twoTenants;
const A = { organizationId: a.organization.id, actorId: a.admin.id };
const B = { organizationId: b.organization.id, actorId: b.admin.id };
const now = new Date("2026-11-20T15:00:00Z");
const query = (params: Record<string, string> = {}) => peopleQuery.parse(params);
const list = (scope: { organizationId: string }, named: boolean, params: Record<string, string> = {}) =>
  listPeople(bed.db, { ...scope, timeZone: "America/Toronto", named, now }, query(params));

async function practise(userId: string, finishedAt: Date, seconds: number) {
  await bed.db.insert(lessonAttempt).values({
    id: randomUUID(),
    userId,
    courseId: "fr",
    lessonId: "fr-01-01",
    items: [],
    startedAt: finishedAt,
    finishedAt,
    correct: 8,
    answered: 10,
    xp: 20,
    durationSeconds: seconds,
  });
}

describe("departments and positions", () => {
  it("are created, renamed and deleted inside one organization; names are unique whatever their case", async () => {
    const { id } = await createUnit(bed.db, A, "department", "Production");
    await expect(createUnit(bed.db, A, "department", "production")).rejects.toMatchObject({ code: "name_taken" });
    await createUnit(bed.db, B, "department", "Production");
    await renameUnit(bed.db, A, "department", { id, name: "Fabrication" });
    await expect(renameUnit(bed.db, B, "department", { id, name: "Volé" })).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(deleteUnit(bed.db, B, "department", { id })).rejects.toBeInstanceOf(ApiError);
    expect((await listUnits(bed.db, A, "department")).map((unit) => unit.name)).toEqual(["Fabrication"]);
  });

  it("places a member only in its own organization's units", async () => {
    const [fabrication] = await listUnits(bed.db, A, "department");
    const { id: cheese } = await createUnit(bed.db, A, "position", "Fromager");
    const [foreign] = await listUnits(bed.db, B, "department");
    await placeMember(bed.db, A, { userId: a.learner.id, departmentId: fabrication!.id, positionId: cheese });
    await expect(
      placeMember(bed.db, A, { userId: a.learner.id, departmentId: foreign!.id, positionId: null }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(
      placeMember(bed.db, A, { userId: b.learner.id, departmentId: null, positionId: null }),
    ).rejects.toMatchObject({ code: "not_found" });
    expect((await listUnits(bed.db, A, "department"))[0]!.people).toBe(1);
  });
});

describe("the people list", () => {
  it("shows names, roles and placement, but no progress under the aggregates-only policy", async () => {
    await practise(a.learner.id, new Date("2026-11-10T14:00:00Z"), 600);
    await bed.db
      .insert(levelReached)
      .values({ id: randomUUID(), userId: a.learner.id, courseId: "fr", level: "A2", source: "placement" });
    const page = await list(A, false, { sort: "minutes" });
    expect(page.total).toBe(3);
    expect(page.people.map((person) => person.name)).toEqual(
      [a.manager.name, a.learner.name, a.admin.name].sort((x, y) => x.localeCompare(y)),
    );
    expect(page.people.every((person) => person.progress === null)).toBe(true);
    expect(page.people.find((person) => person.userId === a.learner.id)).toMatchObject({
      departmentName: "Fabrication",
      positionName: "Fromager",
    });
  });

  it("with named progress: level, this month's minutes (not last month's) and the last activity", async () => {
    await practise(a.learner.id, new Date("2026-10-31T12:00:00Z"), 1200);
    const page = await list(A, true, { sort: "minutes", dir: "desc" });
    expect(page.people[0]).toMatchObject({
      userId: a.learner.id,
      progress: { level: "A2", monthMinutes: 10, lastActiveAt: new Date("2026-11-10T14:00:00Z") },
    });
    expect(page.people[1]!.progress).toEqual({ level: null, monthMinutes: 0, lastActiveAt: null });
  });

  it("gives each person the same figures whatever the list is sorted or filtered by", async () => {
    const progressOf = async (params: Record<string, string>) =>
      new Map((await list(A, true, params)).people.map((person) => [person.userId, person.progress]));
    const bySort = await Promise.all(
      ["name", "minutes", "level", "lastActive"].map((sort) => progressOf({ sort, dir: "desc" })),
    );
    for (const figures of bySort) expect(figures).toEqual(bySort[0]);
    expect(bySort[0]!.get(a.learner.id)).toEqual({
      level: "A2",
      monthMinutes: 10,
      lastActiveAt: new Date("2026-11-10T14:00:00Z"),
    });
    expect((await progressOf({ level: "A2" })).get(a.learner.id)).toEqual(bySort[0]!.get(a.learner.id));
  });

  it("searches, filters and pages in the database", async () => {
    expect((await list(A, true, { q: "carl" })).people.map((person) => person.userId)).toEqual([a.learner.id]);
    expect((await list(A, true, { q: "FROMAGERIE-TREMBLAY" })).total).toBe(3);
    expect((await list(A, true, { q: "%" })).total).toBe(0);
    expect((await list(A, true, { role: "admin" })).people.map((person) => person.userId)).toEqual([a.manager.id]);
    expect((await list(A, true, { department: "none" })).total).toBe(2);
    expect((await list(A, true, { level: "A2" })).people.map((person) => person.userId)).toEqual([a.learner.id]);
    // The level filter means nothing without named progress: it is ignored.
    expect((await list(A, false, { level: "A2" })).total).toBe(3);
    const past = await list(A, true, { page: "9" });
    expect(past).toMatchObject({ total: 3, people: [], pageCount: 1 });
  });

  it("never shows another organization's people, even when asked for their department", async () => {
    const [fabrication] = await listUnits(bed.db, A, "department");
    const page = await list(B, true, { department: fabrication!.id });
    expect(page.total).toBe(0);
    const all = await list(B, true);
    expect(all.people.map((person) => person.userId).sort()).toEqual([b.admin.id, b.learner.id].sort());
  });
});

describe("monthWindow", () => {
  it("follows the organization's time zone", () => {
    const window = monthWindow(new Date("2026-12-01T03:00:00Z"), "America/Toronto");
    expect(window.from.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(window.to.toISOString()).toBe("2026-12-01T05:00:00.000Z");
  });
});
