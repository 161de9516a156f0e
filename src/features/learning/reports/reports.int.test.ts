import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerReport, reviewAnswer, reviewCard, reviewSession, user } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { exportPersonalData } from "@/features/privacy";
import type { Locale } from "@/i18n/config";
import { courseIndex } from "../course-index";
import type { AnswerInput, PlayerState } from "../player-types";
import { openLesson } from "../service";
import { submitAnswer } from "../submit-answer";
import { rightAnswer, wrongAnswer } from "../testing/answers";
import { reportAnswer } from "./report";
import { contentReportsCsv, REPORT_COLUMNS } from "./summary";

const bed = testBed();
// All three learn French: Carlos reads Spanish, Priya English, Anh (no organization) French.
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const anh = { userId: twoTenants.individual.id };
const { order, exercises, vocabulary } = courseIndex("fr");
const firstLesson = order[0]!;
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: { code?: string; fields?: unknown }) => error.code ?? String(error),
  );

/** Opens the first lesson and answers its items in order up to `through`: right, except the given positions. */
async function playUpTo(
  learner: { userId: string },
  locale: Locale,
  through: number,
  given: Record<number, AnswerInput>,
): Promise<PlayerState> {
  const state = (await openLesson(bed.db, learner, { lessonId: firstLesson }, locale))!;
  for (let index = 0; index <= through; index++) {
    const item = state.items[index]!;
    const exercise = exercises.get(item.exerciseId)!;
    const answer =
      given[index] ?? (exercise.type === "listen" ? { kind: "skip" } : rightAnswer(exercise, locale, item.view));
    await submitAnswer(bed.db, learner, { attemptId: state.attemptId, index, answer }, locale);
  }
  return state;
}

const typeAt = (state: PlayerState, index: number) => exercises.get(state.items[index]!.exerciseId)!.type;

describe("« my answer should be accepted »", () => {
  let carlosLesson: PlayerState;
  const translateAt = 4;

  it("stores the learner's rejected typed answer as the server holds it, once", async () => {
    const state = (await openLesson(bed.db, carlos, { lessonId: firstLesson }, "es"))!;
    expect(typeAt(state, translateAt)).toBe("translate");
    const wrongChoice = wrongAnswer(exercises.get(state.items[0]!.exerciseId)!, "es", state.items[0]!.view);
    carlosLesson = await playUpTo(carlos, "es", translateAt + 1, {
      0: wrongChoice,
      [translateAt]: { kind: "text", text: "Bienvenido al equipo, Marc" },
    });

    expect(
      await reportAnswer(
        bed.db,
        carlos,
        { attemptId: carlosLesson.attemptId, index: translateAt, kind: "lesson" },
        "es",
      ),
    ).toEqual({ created: true });
    // Reported again (a double click, a reload): still one report.
    expect(
      await reportAnswer(
        bed.db,
        carlos,
        { attemptId: carlosLesson.attemptId, index: translateAt, kind: "lesson" },
        "es",
      ),
    ).toEqual({ created: false });

    const rows = await bed.db.select().from(answerReport).where(eq(answerReport.userId, carlos.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "lesson",
      attemptId: carlosLesson.attemptId,
      position: translateAt,
      courseId: "fr",
      exerciseId: carlosLesson.items[translateAt]!.exerciseId,
      exerciseType: "translate",
      answer: "Bienvenido al equipo, Marc",
      verdict: { expected: "Bienvenue dans l'équipe, Marc!", notes: [] },
      language: "fr",
      locale: "es",
    });
  });

  it("refuses what cannot be reported: a choice, a right answer, a skip, a position not answered, an unknown attempt", async () => {
    const at = (index: number) =>
      reportAnswer(bed.db, carlos, { attemptId: carlosLesson.attemptId, index, kind: "lesson" }, "es");
    expect(typeAt(carlosLesson, 0)).toBe("multipleChoice");
    expect(await code(at(0))).toBe("validation_failed");
    expect(typeAt(carlosLesson, 2)).toBe("fillGap");
    expect(await code(at(2))).toBe("validation_failed");
    expect(typeAt(carlosLesson, 3)).toBe("listen");
    expect(await code(at(3))).toBe("validation_failed");
    expect(await code(at(translateAt + 2))).toBe("not_found");
    expect(
      await code(reportAnswer(bed.db, carlos, { attemptId: "no-such-attempt", index: 0, kind: "lesson" }, "es")),
    ).toBe("not_found");
    expect(await bed.db.$count(answerReport, eq(answerReport.userId, carlos.userId))).toBe(1);
  });

  it("is a wall between learners: another's attempt is not found, as a lesson or as a review", async () => {
    expect(
      await code(
        reportAnswer(bed.db, priya, { attemptId: carlosLesson.attemptId, index: translateAt, kind: "lesson" }, "en"),
      ),
    ).toBe("not_found");
    expect(
      await code(
        reportAnswer(bed.db, priya, { attemptId: carlosLesson.attemptId, index: translateAt, kind: "review" }, "en"),
      ),
    ).toBe("not_found");
    expect(await bed.db.$count(answerReport, eq(answerReport.userId, priya.userId))).toBe(0);
  });

  it("reports a review answer: a missed exercise, a word recalled; not a word recognised among choices", async () => {
    const exerciseId = carlosLesson.items[translateAt]!.exerciseId;
    const word = vocabulary.values().next().value!.item;
    const cards = [
      { id: "card-exercise", key: `exercise:${exerciseId}`, form: "exercise" },
      { id: "card-recall", key: `vocab:${word.id}`, form: "recall" },
      { id: "card-choice", key: `vocab:${word.id}-x`, form: "choice" },
    ] as const;
    await bed.db.insert(reviewCard).values(
      cards.map((card) => ({
        id: card.id,
        userId: priya.userId,
        courseId: "fr",
        key: card.key,
        state: {},
        due: new Date(),
      })),
    );
    await bed.db.insert(reviewSession).values({
      id: "session-priya",
      userId: priya.userId,
      courseId: "fr",
      items: cards.map((card) => ({ cardId: card.id, key: card.key, form: card.form })),
    });
    const answers = [
      { kind: "text", text: "Bienvenida Marc" },
      { kind: "text", text: "=1+1" },
      { kind: "choice", index: 2 },
    ];
    await bed.db.insert(reviewAnswer).values(
      answers.map((answer, position) => ({
        id: `review-answer-${position}`,
        sessionId: "session-priya",
        userId: priya.userId,
        cardId: cards[position]!.id,
        position,
        answer,
        correct: false,
        verdict: { expected: position === 1 ? word.term : "x", notes: [], explanation: { fr: "", en: "", es: "" } },
      })),
    );

    const review = (index: number, learner: { userId: string } = priya) =>
      reportAnswer(bed.db, learner, { attemptId: "session-priya", index, kind: "review" }, "en");
    expect(await code(review(0, carlos))).toBe("not_found");
    expect(await review(0)).toEqual({ created: true });
    expect(await review(1)).toEqual({ created: true });
    expect(await code(review(2))).toBe("validation_failed");
    // The same session id as a lesson: no lesson attempt has it.
    expect(
      await code(reportAnswer(bed.db, priya, { attemptId: "session-priya", index: 0, kind: "lesson" }, "en")),
    ).toBe("not_found");

    const rows = await bed.db
      .select()
      .from(answerReport)
      .where(eq(answerReport.userId, priya.userId))
      .orderBy(answerReport.position);
    expect(rows.map((row) => [row.kind, row.exerciseId, row.exerciseType, row.answer, row.locale])).toEqual([
      ["review", exerciseId, "translate", "Bienvenida Marc", "en"],
      ["review", word.id, "translate", "=1+1", "en"],
    ]);
  });

  it("sums the reports up per exercise for the maintainers, most reported first, in a formula-safe CSV", async () => {
    // Anh types what Carlos typed (but in lower case), then reports it too.
    const anhLesson = await playUpTo(anh, "fr", translateAt, {
      [translateAt]: { kind: "text", text: "bienvenido al equipo, Marc" },
    });
    await reportAnswer(bed.db, anh, { attemptId: anhLesson.attemptId, index: translateAt, kind: "lesson" }, "fr");

    const csv = await contentReportsCsv(bed.db);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parse(csv.slice(1), { relax_column_count: false }) as string[][];
    expect(header).toEqual([...REPORT_COLUMNS]);
    const translateId = carlosLesson.items[translateAt]!.exerciseId;
    const word = vocabulary.values().next().value!.item;
    expect(rows.map((row) => row.slice(0, 6))).toEqual([
      [translateId, "fr", "translate", "Bienvenue dans l'équipe, Marc!", "3", "3"],
      [word.id, "fr", "translate", word.term, "1", "1"],
    ]);
    expect(rows[0]![7]).toBe("Bienvenido al equipo, Marc (2) | Bienvenida Marc (1)");
    // What a learner typed never runs as a formula in a spreadsheet.
    expect(rows[1]![7]).toBe("'=1+1 (1)");
    const latest = await bed.db
      .select({ at: answerReport.createdAt })
      .from(answerReport)
      .where(eq(answerReport.userId, anh.userId));
    expect(rows[0]![6]).toBe(latest[0]!.at.toISOString());
  });

  it("is the learner's own data: in their export only, and gone with their account", async () => {
    const mine = await exportPersonalData(bed.db, carlos);
    expect((mine.answerReports as { answer: string }[]).map((row) => row.answer)).toEqual([
      "Bienvenido al equipo, Marc",
    ]);
    expect(JSON.stringify(mine)).not.toContain("Bienvenida Marc");
    await bed.db.delete(user).where(eq(user.id, anh.userId));
    expect(await bed.db.$count(answerReport, eq(answerReport.userId, anh.userId))).toBe(0);
    expect(await bed.db.$count(answerReport)).toBe(3);
  });
});
