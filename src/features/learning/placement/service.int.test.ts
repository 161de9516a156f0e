import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { placementTest } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import type { AnswerInput, ExerciseView } from "../player-types";
import { courseMap } from "../service";
import { rightAnswer } from "../testing/answers";
import { getCourse } from "../content";
import { getPlacementBank } from "./content";
import { answerPlacement, placementListen, placementOverview, startPlacement } from "./service";
import type { PlacementState } from "./types";

const bed = testBed();

// Both learn French; Carlos (tenant A) reads Spanish, Priya (tenant B) English.
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const bank = getPlacementBank("fr");

/** The item on screen, read from the database as only the server can. */
async function currentItem(testId: string) {
  const [row] = await bed.db
    .select({ itemId: placementTest.currentItemId })
    .from(placementTest)
    .where(eq(placementTest.id, testId));
  return bank.byId.get(row!.itemId!)!;
}

/** Answers until the test ends, each answer chosen from the item on screen. */
async function finish(
  learner: { userId: string },
  state: PlacementState,
  answer: (item: Awaited<ReturnType<typeof currentItem>>, view: ExerciseView) => AnswerInput,
): Promise<PlacementState> {
  while (!state.result) {
    const item = await currentItem(state.testId);
    state = await answerPlacement(
      bed.db,
      learner,
      { testId: state.testId, index: state.answered, answer: answer(item, state.item!.view) },
      "es",
    );
  }
  return state;
}

describe("the placement test", () => {
  let state: PlacementState;

  it("starts with an item at A2, none of its answer in what the browser gets", async () => {
    expect(await placementOverview(bed.db, carlos, "es")).toEqual({ open: null, last: null, retakeFrom: null });
    state = await startPlacement(bed.db, carlos, "es");
    expect(state.answered).toBe(0);
    expect(state.item?.index).toBe(0);
    const item = await currentItem(state.testId);
    expect(item.level).toBe("A2");
    expect(state.item?.instruction).toBe(item.exercise.instruction.es);
    if (item.exercise.type !== "multipleChoice")
      expect(JSON.stringify(state.item)).not.toContain(
        JSON.stringify(rightAnswer(item.exercise, "es", state.item!.view)).slice(1, -1),
      );
    // Starting again resumes the same test at the same item.
    expect((await startPlacement(bed.db, carlos, "es")).testId).toBe(state.testId);
  });

  it("gives a listening item's text only when it is on screen, only to its learner", async () => {
    const item = await currentItem(state.testId);
    const listened = outcomeOf(placementListen(bed.db, carlos, { testId: state.testId }));
    expect(await listened).toBe(item.skill === "listening" ? "ok" : "not_found");
    expect(await outcomeOf(placementListen(bed.db, priya, { testId: state.testId }))).toBe("not_found");
  });

  it("is a wall between learners, and takes each answer once, in order", async () => {
    const item = await currentItem(state.testId);
    expect(
      await outcomeOf(
        answerPlacement(
          bed.db,
          priya,
          { testId: state.testId, index: 0, answer: rightAnswer(item.exercise, "en", state.item!.view) },
          "en",
        ),
      ),
    ).toBe("not_found");
    expect(
      await outcomeOf(
        answerPlacement(
          bed.db,
          carlos,
          { testId: state.testId, index: 3, answer: rightAnswer(item.exercise, "es", state.item!.view) },
          "es",
        ),
      ),
    ).toBe("answer_out_of_order");
    const after = await answerPlacement(
      bed.db,
      carlos,
      { testId: state.testId, index: 0, answer: rightAnswer(item.exercise, "es", state.item!.view) },
      "es",
    );
    expect(after.answered).toBe(1);
    // The same answer sent again changes nothing.
    const again = await answerPlacement(
      bed.db,
      carlos,
      { testId: state.testId, index: 0, answer: { kind: "unknown" } },
      "es",
    );
    expect(again.answered).toBe(1);
    expect(again.item?.index).toBe(1);
    state = after;
  });

  it("ends after 15 to 24 items with a level per skill, its NCLC band, and the unit the course starts at", async () => {
    state = await finish(carlos, state, (item, view) => rightAnswer(item.exercise, "es", view));
    expect(state.answered).toBeGreaterThanOrEqual(15);
    expect(state.answered).toBeLessThanOrEqual(24);
    const result = state.result!;
    expect(result.overall).toBe("B2");
    expect(result.skills.map((row) => [row.skill, row.level, row.equivalent])).toEqual([
      ["reading", "B2", "NCLC 7–8"],
      ["listening", "B2", "NCLC 7–8"],
      ["writing", "B2", "NCLC 7–8"],
    ]);
    expect(result.table).toContain("North & Piccardo (2018)");
    // Placed at B2, the course starts at its first B2 unit.
    const firstB2 = getCourse("fr").unitData.find((unit) => unit.level === "B2")!;
    expect(result.startUnit).toMatchObject({ id: firstB2.id, level: "B2", firstLessonId: firstB2.lessons[0]!.id });
  });

  it("moves the course map to the chosen unit: its first lesson is next, earlier units open", async () => {
    const map = (await courseMap(bed.db, carlos, "es"))!;
    expect(map.level).toEqual({ cefr: "B2", equivalent: "NCLC 7–8" });
    const start = map.units.findIndex((unit) => unit.placementStart);
    expect(map.units[start]!.lessons[0]!.state).toBe("next");
    expect(map.units.slice(0, start).flatMap((unit) => unit.lessons.map((lesson) => lesson.state))).toEqual(
      expect.arrayContaining(["open"]),
    );
    expect(map.units.slice(0, start).every((unit) => unit.lessons.every((lesson) => lesson.state === "open"))).toBe(
      true,
    );
    expect(map.units.slice(start + 1).every((unit) => unit.lessons.every((lesson) => lesson.state === "locked"))).toBe(
      true,
    );
    // The other tenant's learner is untouched.
    expect((await courseMap(bed.db, priya, "en"))!.level).toBeNull();
  });

  it("refuses a new test for 30 days, and says from when", async () => {
    expect(await outcomeOf(startPlacement(bed.db, carlos, "es"))).toBe("placement_too_soon");
    const overview = (await placementOverview(bed.db, carlos, "es"))!;
    expect(overview.last?.overall).toBe("B2");
    const days = (new Date(overview.retakeFrom!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(
      await outcomeOf(
        answerPlacement(
          bed.db,
          carlos,
          { testId: state.testId, index: state.answered, answer: { kind: "unknown" } },
          "es",
        ),
      ),
    ).toBe("placement_finished");
  });

  it("places someone who knows nothing yet before A1, at the first unit", async () => {
    const done = await finish(priya, await startPlacement(bed.db, priya, "en"), () => ({ kind: "unknown" }));
    expect(done.result!.overall).toBe("preA1");
    expect(done.result!.overallEquivalent).toBe("NCLC < 1");
    expect(done.result!.startUnit.id).toBe(getCourse("fr").unitData[0]!.id);
  });

  it("refuses an answer that does not fit the item", async () => {
    await bed.db.delete(placementTest).where(eq(placementTest.userId, priya.userId));
    const fresh = await startPlacement(bed.db, priya, "en");
    const item = await currentItem(fresh.testId);
    const misfit: AnswerInput =
      item.exercise.type === "multipleChoice" ? { kind: "text", text: "bonjour" } : { kind: "choice", index: 0 };
    expect(
      await outcomeOf(answerPlacement(bed.db, priya, { testId: fresh.testId, index: 0, answer: misfit }, "en")),
    ).toBe("validation_failed");
    expect((await placementOverview(bed.db, priya, "en"))!.open?.answered).toBe(0);
  });
});
