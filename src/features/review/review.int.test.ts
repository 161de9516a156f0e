import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviewCard } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { courseIndex, lessonVocabularyIds, type PlayerState } from "@/features/learning";
import { rightAnswer, wrongAnswer } from "@/features/learning/testing/answers";
import { finishLesson } from "@/features/learning/testing/lessons";
import { exerciseCardKey, phraseCardKey, vocabularyCardKey } from "./cards";
import { reviewExercise, type ReviewForm } from "./exercises";
import { EXPECTED_RESPONSE_MS, newCardState, scheduleReview } from "./scheduler";
import { getLearnerProfile } from "@/features/learners";
import { addPhraseCards } from "./card-sync";
import { openReviewSession, reviewListenText, reviewOverview } from "./service";
import { setRetention } from "./settings";
import { submitReviewAnswer } from "./answers";
import type { ReviewCardState } from "./schemas";

const bed = testBed();

// Both learn French, both in America/Toronto; Carlos reads Spanish, Priya English.
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const labels = { title: "Repaso", goal: "Tarjetas" };
const firstLesson = courseIndex("fr").order[0]!;

async function cardOf(userId: string, key: string) {
  const [row] = await bed.db
    .select()
    .from(reviewCard)
    .where(and(eq(reviewCard.userId, userId), eq(reviewCard.key, key)));
  return row ? { ...row, state: row.state as ReviewCardState } : undefined;
}

describe("spaced review", () => {
  let missed: string[];
  let state: PlayerState;

  it("makes a card of each exercise missed in a lesson and of each word the lesson teaches", async () => {
    ({ missed } = await finishLesson(bed.db, carlos, firstLesson, { locale: "es", missFirst: 2 }));
    expect(missed.length).toBeGreaterThanOrEqual(1);
    const overview = (await reviewOverview(bed.db, carlos))!;
    const vocabulary = lessonVocabularyIds("fr", firstLesson);
    expect(vocabulary.length).toBeGreaterThan(0);
    expect(overview).toMatchObject({
      total: missed.length + vocabulary.length,
      dueNow: missed.length + vocabulary.length,
    });
    for (const id of missed) expect((await cardOf(carlos.userId, exerciseCardKey(id)))?.state.state).toBe("new");
    for (const id of vocabulary) expect(await cardOf(carlos.userId, vocabularyCardKey(id))).toBeDefined();
    // Read again: nothing is added twice.
    expect((await reviewOverview(bed.db, carlos))!.total).toBe(missed.length + vocabulary.length);
  });

  it("gives the other tenant's learner no card and no access", async () => {
    expect((await reviewOverview(bed.db, priya))!).toMatchObject({ total: 0, dueNow: 0 });
    const hers = await openReviewSession(bed.db, priya, "en", labels);
    expect(hers?.state).toBeNull();
  });

  it("speaks a listen card only to its owner", async () => {
    const listen = [...courseIndex("fr").exercises.values()].find((exercise) => exercise.type === "listen")!;
    await bed.db.insert(reviewCard).values({
      id: "card_priya_listen",
      userId: priya.userId,
      courseId: "fr",
      key: exerciseCardKey(listen.id),
      state: newCardState(new Date()),
      due: new Date(),
    });
    const hers = (await openReviewSession(bed.db, priya, "en", labels))!.state!;
    expect(hers.items.map((item) => item.exerciseId)).toEqual([listen.id]);
    expect(JSON.stringify(hers.items[0]!.view)).not.toContain(listen.text);
    expect(await reviewListenText(bed.db, priya, { attemptId: hers.attemptId, index: 0 })).toEqual({
      text: listen.text,
      lang: "fr-CA",
    });
    expect(await outcomeOf(reviewListenText(bed.db, carlos, { attemptId: hers.attemptId, index: 0 }))).toBe(
      "not_found",
    );
    // Without audio in the browser the card is passed over and stays as it was.
    const skipped = await submitReviewAnswer(
      bed.db,
      priya,
      { attemptId: hers.attemptId, index: 0, answer: { kind: "skip" } },
      "en",
    );
    expect(skipped.result).toMatchObject({ skipped: true });
    expect(skipped.finished).toMatchObject({ answered: 0, xp: 0 });
    expect((await cardOf(priya.userId, exerciseCardKey(listen.id)))!.state.state).toBe("new");
  });

  it("opens a session of the due cards, resumed on reload", async () => {
    const opened = (await openReviewSession(bed.db, carlos, "es", labels))!;
    state = opened.state!;
    expect(state.kind).toBe("review");
    expect(state.items.length).toBe(missed.length + lessonVocabularyIds("fr", firstLesson).length);
    const again = (await openReviewSession(bed.db, carlos, "es", labels))!;
    expect(again.state!.attemptId).toBe(state.attemptId);
    expect(
      await outcomeOf(
        submitReviewAnswer(bed.db, priya, { attemptId: state.attemptId, index: 0, answer: { kind: "skip" } }, "en"),
      ),
    ).toBe("not_found");
    expect(await outcomeOf(reviewListenText(bed.db, priya, { attemptId: state.attemptId, index: 0 }))).toBe(
      "not_found",
    );
  });

  it("moves each card's due date as FSRS says for the rating the answer earns", async () => {
    const { items } = (await bed.db.query.reviewSession.findFirst({
      where: (table, { eq }) => eq(table.id, state.attemptId),
    }))!;
    let now = new Date(Date.now() + 60_000);
    for (let index = 0; index < items.length; index++) {
      const { key, form } = items[index]!;
      const exercise = reviewExercise("fr", {
        key,
        form: form as ReviewForm,
        seed: `${state.attemptId}:${index}`,
        locale: "es",
      })!;
      const before = (await cardOf(carlos.userId, key))!;
      // The first missed exercise is missed again; the others are right at the expected speed (good).
      const right = key !== exerciseCardKey(missed[0]!);
      const answer = right
        ? rightAnswer(exercise, "es", state.items[index]!.view)
        : wrongAnswer(exercise, "es", state.items[index]!.view);
      const response = await submitReviewAnswer(
        bed.db,
        carlos,
        { attemptId: state.attemptId, index, answer, responseMs: EXPECTED_RESPONSE_MS[exercise.type] },
        "es",
        now,
      );
      expect(response.result.correct, key).toBe(right);
      const after = (await cardOf(carlos.userId, key))!;
      const expected = scheduleReview(before.state, right ? "good" : "again", now, {
        timeZone: "America/Toronto",
        retention: 0.9,
        fuzz: true,
      });
      expect(after.state).toEqual(expected.state);
      expect(after.due.toISOString()).toBe(expected.due.toISOString());
      expect(after.due.getTime()).toBeGreaterThan(now.getTime());
      if (index === items.length - 1)
        expect(response.finished).toMatchObject({
          answered: items.length,
          correct: items.length - 1,
          xp: 2 * (items.length - 1),
        });
      now = new Date(now.getTime() + 60_000);
    }
    // Every card answered: none is due now; the next comes back within minutes (a learning step).
    // Answered, the cards wait for their next step (minutes) or day: fewer are due now.
    const overview = (await reviewOverview(bed.db, carlos, now))!;
    expect(overview.dueNow).toBeLessThan(items.length);
    expect(Date.parse(overview.nextDue!)).toBeGreaterThan(now.getTime());
  });

  it("reschedules with the learner's desired retention", async () => {
    await setRetention(bed.db, carlos, 0.95);
    const retention = (await getLearnerProfile(bed.db, carlos))!.reviewRetention;
    expect(retention).toBeCloseTo(0.95, 5);
    // Two days on, the cards answered right are due again (FSRS's first interval at "good"), and a session shows them.
    const later = new Date(Date.now() + 3 * 86_400_000);
    const opened = (await openReviewSession(bed.db, carlos, "es", labels, later))!;
    const { items } = (await bed.db.query.reviewSession.findFirst({
      where: (table, { eq }) => eq(table.id, opened.state!.attemptId),
    }))!;
    expect(items.length).toBeGreaterThan(0);
    let graduated = 0;
    expect(opened.state!.attemptId).not.toBe(state.attemptId);
    for (let index = 0; index < items.length; index++) {
      const { key, form } = items[index]!;
      const exercise = reviewExercise("fr", {
        key,
        form: form as ReviewForm,
        seed: `${opened.state!.attemptId}:${index}`,
        locale: "es",
      })!;
      const before = (await cardOf(carlos.userId, key))!;
      const at = new Date(later.getTime() + (index + 1) * 60_000);
      await submitReviewAnswer(
        bed.db,
        carlos,
        {
          attemptId: opened.state!.attemptId,
          index,
          answer: rightAnswer(exercise, "es", opened.state!.items[index]!.view),
          responseMs: EXPECTED_RESPONSE_MS[exercise.type],
        },
        "es",
        at,
      );
      const expected = scheduleReview(before.state, "good", at, { timeZone: "America/Toronto", retention, fuzz: true });
      const defaultRetention = scheduleReview(before.state, "good", at, {
        timeZone: "America/Toronto",
        retention: 0.9,
        fuzz: true,
      });
      expect((await cardOf(carlos.userId, key))!.due.toISOString()).toBe(expected.due.toISOString());
      // Wanting to remember more brings a card back sooner once its interval is in days.
      if (expected.state.state === "review") {
        expect(expected.due.getTime()).toBeLessThan(defaultRetention.due.getTime());
        graduated += 1;
      }
    }
    expect(graduated).toBeGreaterThan(0);
  });

  it("never takes a claimed answer time longer than the time since the previous answer", async () => {
    // A month on, everything is due; the first answer claims 50 minutes, 2 s after the session opened.
    const next = (await openReviewSession(bed.db, carlos, "es", labels, new Date(Date.now() + 30 * 86_400_000)))!;
    const session = (await bed.db.query.reviewSession.findFirst({
      where: (table, { eq }) => eq(table.id, next.state!.attemptId),
    }))!;
    const { key, form } = session.items[0]!;
    const exercise = reviewExercise("fr", { key, form: form as ReviewForm, seed: `${session.id}:0`, locale: "es" })!;
    await submitReviewAnswer(
      bed.db,
      carlos,
      {
        attemptId: session.id,
        index: 0,
        answer: rightAnswer(exercise, "es", next.state!.items[0]!.view),
        responseMs: 3_000_000,
      },
      "es",
      new Date(session.startedAt.getTime() + 2_000),
    );
    const [first] = await bed.db.query.reviewAnswer.findMany({
      where: (table, { eq }) => eq(table.sessionId, session.id),
    });
    expect(first!.responseMs).toBe(2_000);
  });

  it("asks a sentence Madame corrected, and a word of her debrief, from what the card carries", async () => {
    const anh = { userId: twoTenants.individual.id };
    const fix = {
      kind: "fix" as const,
      said: "Je suis allé à le bureau.",
      corrected: "Je suis allé au bureau.",
      explanation: "« À le » devient « au ».",
    };
    const word = { kind: "word" as const, phrase: "un échéancier", meaning: "a schedule of deadlines" };
    // The same correction twice (another case, no final period) is one card.
    await addPhraseCards(bed.db, {
      userId: anh.userId,
      courseId: "fr",
      cards: [fix, word, { ...fix, corrected: "je suis allé au bureau" }],
    });
    const cards = await bed.db.select().from(reviewCard).where(eq(reviewCard.userId, anh.userId));
    expect(cards.map((card) => card.key).sort()).toEqual([phraseCardKey(fix), phraseCardKey(word)].sort());

    const opened = (await openReviewSession(bed.db, anh, "en", labels))!;
    const session = (await bed.db.query.reviewSession.findFirst({
      where: (table, { eq }) => eq(table.id, opened.state!.attemptId),
    }))!;
    expect(session.items.map((item) => item.form)).toEqual(["recall", "recall"]);
    for (const [index, item] of session.items.entries()) {
      const exercise = reviewExercise("fr", {
        key: item.key,
        form: item.form as ReviewForm,
        seed: `${session.id}:${index}`,
        locale: "en",
        payload: item.payload as never,
      })!;
      expect(exercise).toMatchObject(
        item.key === phraseCardKey(fix)
          ? { type: "translate", source: { en: fix.said }, answers: [fix.corrected] }
          : { type: "translate", source: { en: word.meaning }, answers: [word.phrase] },
      );
      const response = await submitReviewAnswer(
        bed.db,
        anh,
        { attemptId: session.id, index, answer: rightAnswer(exercise, "en") },
        "en",
      );
      expect(response.result.correct).toBe(true);
    }
    // Nobody else's session sees them.
    expect((await openReviewSession(bed.db, priya, "en", labels))?.state?.attemptId).not.toBe(session.id);
  });
});
