import type { LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { MockLanguageModelV3 } from "ai/test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerOpinion, exerciseAnswer } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import type { Locale } from "@/i18n/config";
import { courseIndex, itemShuffle } from "../course-index";
import type { Exercise } from "../content-schema";
import { checkExercise } from "../exercise-types";
import type { AnswerInput, AnswerResponse } from "../player-types";
import { openLesson } from "../service";
import { submitAnswer } from "../submit-answer";
import { rightAnswer } from "../testing/answers";
import { withSecondOpinion } from "./opinion";
import type { OpinionModel } from "./opinion-model";

// The configured model (AI_BASE_URL) is the local OpenAI-compatible test server; the scripted
// models below stand in for one that answers yes or no, or never answers.
const bed = testBed({ ai: { env: ["AI_BASE_URL"], tokenDelayMs: 0 } });
const { a, b, individual } = twoTenants;
const { order, exercises, words } = courseIndex("fr");
const firstLesson = order[0]!;
// « Welcome to the team, Marc! » (translate), « Salut, Karim! ___ va? » (fill the gap), a sentence to write as heard.
const translate = exercises.get("fr-u01-l01-e05")!;
const fillGap = exercises.get("fr-u01-l01-e03")!;
const listen = exercises.get("fr-u01-l01-e04")!;
const paraphrase = "Marc, soyez le bienvenu dans l'équipe!";

/** A model that judges from the learner's answer in the prompt, and records what it was asked. */
function scriptedModel(
  judge: (answer: string) => { acceptable: boolean; reason: string } | "never",
  timeoutMs = 5_000,
): OpinionModel & { asked: string[] } {
  const asked: string[] = [];
  const model = new MockLanguageModelV3({
    doGenerate: async (options: LanguageModelV3CallOptions) => {
      const user = options.prompt
        .flatMap((message) =>
          message.role === "user" ? message.content.map((part) => (part.type === "text" ? part.text : "")) : [],
        )
        .join("\n");
      asked.push(user);
      const verdict = judge(/LEARNER'S ANSWER: (.*)$/m.exec(user)?.[1] ?? "");
      if (verdict === "never") {
        await new Promise((_, reject) =>
          options.abortSignal?.addEventListener("abort", () => reject(options.abortSignal!.reason)),
        );
      }
      return {
        content: [{ type: "text", text: JSON.stringify(verdict) }],
        finishReason: { unified: "stop", raw: undefined },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 1, text: 1, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
  return { model, name: "scripted", timeoutMs, asked };
}

const teacher = () =>
  scriptedModel((answer) =>
    answer === paraphrase
      ? { acceptable: true, reason: "Es otra forma correcta de dar la bienvenida." }
      : { acceptable: false, reason: "Not the same meaning." },
  );

/** Plays the first lesson through, right except the given positions, with this model for second opinions. */
async function playLesson(
  learner: { userId: string },
  locale: Locale,
  given: Record<number, AnswerInput>,
  opinion?: OpinionModel | null,
) {
  const state = (await openLesson(bed.db, learner, { lessonId: firstLesson }, locale))!;
  const responses: AnswerResponse[] = [];
  for (const item of state.items) {
    const exercise = exercises.get(item.exerciseId)!;
    const answer =
      given[item.index] ??
      (exercise.type === "listen" ? { kind: "skip" as const } : rightAnswer(exercise, locale, item.view));
    responses.push(
      await submitAnswer(bed.db, learner, { attemptId: state.attemptId, index: item.index, answer }, locale, {
        opinion,
      }),
    );
  }
  return {
    state,
    responses,
    at: (exerciseId: string) => state.items.findIndex((item) => item.exerciseId === exerciseId),
  };
}

/** The verdict on one answer, reviewed by this model (undefined: the configured one, null: none). */
const judge = (answer: AnswerInput, exercise: Exercise, locale: Locale, model: OpinionModel | null | undefined) =>
  withSecondOpinion(
    bed.db,
    exercise,
    answer,
    checkExercise(exercise, answer, { language: "fr", locale, words, shuffle: itemShuffle("seed") }),
    { language: "fr", locale },
    { model },
  );

describe("a second opinion in a lesson", () => {
  it("accepts a fitting paraphrase before it is stored: no retry for it, counted right, with the model's reason", async () => {
    const model = teacher();
    const lesson = await playLesson({ userId: a.learner.id }, "es", { [4]: { kind: "text", text: paraphrase } }, model);
    expect(lesson.at(translate.id)).toBe(4);
    expect(lesson.responses[4]!.result).toMatchObject({
      correct: true,
      notes: [{ kind: "reviewed", reason: "Es otra forma correcta de dar la bienvenida." }],
    });
    expect(model.asked).toHaveLength(1);
    const last = lesson.responses.at(-1)!;
    // Every other answer was right and the listen passed over: nothing comes back, the lesson ends.
    expect(last.appended).toEqual([]);
    expect(last.finished).toMatchObject({ correct: last.finished!.answered, accuracy: 1 });
    const [stored] = await bed.db
      .select()
      .from(exerciseAnswer)
      .where(and(eq(exerciseAnswer.attemptId, lesson.state.attemptId), eq(exerciseAnswer.position, 4)));
    expect(stored).toMatchObject({ correct: true, verdict: { correct: true, notes: [{ kind: "reviewed" }] } });
  });

  it("leaves a rejection as it is when the model is down: the exercise comes back in the retry round", async () => {
    bed.ai.setChatFailure("down");
    try {
      const lesson = await playLesson({ userId: b.learner.id }, "en", {
        [4]: { kind: "text", text: "Marc, welcome dans l'équipe" },
      });
      expect(lesson.responses[4]!.result.correct).toBe(false);
      expect(lesson.responses.at(-1)!.appended.map((item) => item.exerciseId)).toEqual([translate.id]);
      expect(bed.ai.requests.filter((request) => request.path === "/chat/completions")).toHaveLength(1);
    } finally {
      bed.ai.setChatFailure(null);
    }
  });

  it("asks the configured server with structured output, sending the exercise and the answer, never who the learner is", async () => {
    bed.ai.reset();
    const answer: AnswerInput = { kind: "text", text: "Bienvenue Marc" };
    const result = await judge(answer, translate, "fr", undefined);
    // The test server knows no « answer_opinion » schema and answers {}: not an opinion, so the checker's verdict stands, remembered nowhere.
    expect(result).toMatchObject({ correct: false });
    const [request] = bed.ai.requests;
    expect(request?.path).toBe("/chat/completions");
    expect(request?.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "answer_opinion" },
    });
    const sent = JSON.stringify(request?.body.messages);
    expect(sent).toContain("LEARNER'S ANSWER: Bienvenue Marc");
    expect(sent).toContain("Bienvenue dans l'équipe, Marc!");
    for (const person of [a.learner, b.learner, individual])
      for (const detail of [person.id, person.name, person.email]) expect(sent).not.toContain(detail);
    expect(await bed.db.$count(answerOpinion, eq(answerOpinion.answerKey, "bienvenue marc"))).toBe(0);
  });
});

describe("the second opinion's rules", () => {
  it("asks once per answer: the same answer again, in any case or spacing, comes from the table, its reason only in the language it was asked in", async () => {
    const model = teacher();
    // Carlos's lesson above asked in Spanish; this model has never been called.
    const again = await judge(
      { kind: "text", text: "  marc, SOYEZ le bienvenu dans l'équipe " },
      translate,
      "es",
      model,
    );
    expect(again).toEqual({
      correct: true,
      expected: expect.any(String),
      notes: [{ kind: "reviewed", reason: "Es otra forma correcta de dar la bienvenida." }],
    });
    expect(await judge({ kind: "text", text: paraphrase }, translate, "en", model)).toMatchObject({
      correct: true,
      notes: [{ kind: "reviewed", reason: "" }],
    });
    expect(model.asked).toEqual([]);
  });

  it("keeps a rejection the model agrees with, and remembers it too", async () => {
    const model = teacher();
    const answer: AnswerInput = { kind: "text", text: "Comment" };
    const first = await judge(answer, fillGap, "en", model);
    expect(first).toMatchObject({ correct: false });
    expect(first!.notes.some((note) => note.kind === "reviewed")).toBe(false);
    expect(await judge(answer, fillGap, "en", model)).toMatchObject({ correct: false });
    expect(model.asked).toHaveLength(1);
    const [row] = await bed.db.select().from(answerOpinion).where(eq(answerOpinion.exerciseId, fillGap.id));
    expect(row).toMatchObject({
      answerKey: "comment",
      acceptable: false,
      reason: "Not the same meaning.",
      locale: "en",
      model: "scripted",
    });
  });

  it("never turns a right answer down, and leaves alone what is not a free-text translation or gap", async () => {
    const contrarian = scriptedModel(() => ({ acceptable: false, reason: "No." }));
    const yesMan = scriptedModel(() => ({ acceptable: true, reason: "Yes." }));
    expect(
      await judge({ kind: "text", text: "Bienvenue dans l'équipe, Marc!" }, translate, "fr", contrarian),
    ).toMatchObject({ correct: true, notes: [] });
    // A sentence heard is written as heard: no paraphrase is right.
    expect(await judge({ kind: "text", text: "Je ne sais pas" }, listen, "fr", yesMan)).toMatchObject({
      correct: false,
    });
    expect(await judge({ kind: "skip" }, listen, "fr", yesMan)).toMatchObject({ correct: null });
    expect(contrarian.asked).toEqual([]);
    expect(yesMan.asked).toEqual([]);
    // Without a model configured, nothing is asked.
    expect(await judge({ kind: "text", text: "Salut Marc" }, translate, "fr", null)).toMatchObject({ correct: false });
  });

  it("gives up after its time: the checker's verdict stands and nothing is remembered", async () => {
    const silent = scriptedModel(() => "never", 50);
    const remembered = await bed.db.$count(answerOpinion);
    const started = Date.now();
    expect(
      await judge({ kind: "text", text: "Marc, on est contents de t'avoir" }, translate, "fr", silent),
    ).toMatchObject({ correct: false });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(silent.asked).toHaveLength(1);
    expect(await bed.db.$count(answerOpinion)).toBe(remembered);
  });
});
