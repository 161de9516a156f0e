import type { LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { MockLanguageModelV3 } from "ai/test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailSubmission, exerciseAnswer, lessonAttempt } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { exportPersonalData } from "@/features/privacy";
import type { ChatModel } from "@/lib/ai";
import { playerState } from "../attempt-view";
import { courseIndex } from "../course-index";
import type { AnswerInput, EmailResult } from "../player-types";
import { answerSubmission } from "../schemas";
import { submitAnswer } from "../submit-answer";
import type { EmailFeedback } from "./feedback-prompt";
import { EMAIL_FEEDBACK_PER_DAY } from "./review";
import { emailSelfCheckInput, saveEmailSelfCheck } from "./self-check";

const bed = testBed();
const { a, b } = twoTenants;
const task = courseIndex("fr").exercises.get("fr-u05-l03-email")!;
if (task.type !== "email") throw new Error("fr-u05-l03-email is an e-mail task");

const feedback: EmailFeedback = {
  checklist: [
    { item: 1, met: false, comment: "Falta la fecha." },
    { item: 0, met: true, comment: "Buen saludo." },
    { item: 9, met: true, comment: "No such item." },
  ],
  register: { appropriate: true, comment: "Tutea a su colega." },
  errors: [{ excerpt: "à le bureau", correction: "au bureau", rule: "« à le » se contrae en « au »." }],
  usefulWords: [{ phrase: "la pièce jointe", meaning: "el archivo adjunto" }],
  summary: "¡Buen comienzo!",
};

/** A model that answers `feedback` (or fails), and counts the calls. */
function scriptedModel(answer: () => EmailFeedback | "fail"): ChatModel & { calls: string[] } {
  const calls: string[] = [];
  const model = new MockLanguageModelV3({
    doGenerate: async (options: LanguageModelV3CallOptions) => {
      calls.push(
        options.prompt
          .flatMap((message) =>
            message.role === "user" ? message.content.map((part) => (part.type === "text" ? part.text : "")) : [],
          )
          .join("\n"),
      );
      const output = answer();
      if (output === "fail") throw new Error("model down");
      return {
        content: [{ type: "text", text: JSON.stringify(output) }],
        finishReason: { unified: "stop", raw: undefined },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 1, text: 1, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
  return { model, name: "scripted", timeoutMs: 5_000, calls };
}

async function attemptWithTask(userId: string) {
  const id = `attempt-${crypto.randomUUID()}`;
  const [attempt] = await bed.db
    .insert(lessonAttempt)
    .values({ id, userId, courseId: "fr", lessonId: "fr-u05-l03", items: [{ exerciseId: task.id, round: 1 }] })
    .returning();
  return attempt!;
}

const email = (body: string): AnswerInput => ({ kind: "email", subject: "Réunion de ce matin", body });

async function send(userId: string, answer: AnswerInput, model: ChatModel | null, added: string[][] = []) {
  const attempt = await attemptWithTask(userId);
  const response = await submitAnswer(bed.db, { userId }, { attemptId: attempt.id, index: 0, answer }, "es", {
    email: {
      model,
      addWords: async (courseId, words) => void added.push([courseId, ...words.map((word) => word.phrase)]),
    },
  });
  return { attempt, response, email: response.result.email as EmailResult };
}

describe("a work e-mail in a lesson", () => {
  it("is corrected by the model: checklist in order, register, errors, useful words into review; counted neither way", async () => {
    const model = scriptedModel(() => feedback);
    const added: string[][] = [];
    const { response, email: result } = await send(
      a.learner.id,
      email("Bonjour Luis,\n\nJe suis à le bureau."),
      model,
      added,
    );
    expect(response.result).toMatchObject({ correct: true, skipped: true });
    expect(response.finished).toMatchObject({ answered: 0, correct: 0 });
    expect(result.feedback?.checklist.map((entry) => entry.item)).toEqual([0, 1]);
    expect(result.feedback?.errors[0]).toMatchObject({ excerpt: "à le bureau", correction: "au bureau" });
    expect(result.model).toEqual(task.model);
    expect(result.checklist[0]).toBe(task.checklist[0]!.es);
    expect(added).toEqual([["fr", "la pièce jointe"]]);
    // The task, the register and the learner's e-mail are sent; the model answer's words may be suggested.
    expect(model.calls[0]).toContain("LEARNER'S E-MAIL:");
    expect(model.calls[0]).toContain("Je suis à le bureau.");
    const [stored] = await bed.db.select().from(emailSubmission).where(eq(emailSubmission.userId, a.learner.id));
    expect(stored).toMatchObject({ exerciseId: task.id, source: "model", locale: "es" });
  });

  it("corrects the same e-mail once: another learner sending it gets the remembered correction", async () => {
    const model = scriptedModel(() => feedback);
    const body = "Bonjour Luis,\n\nLe lancement est le 15 avril.";
    await send(a.learner.id, email(body), model);
    const again = await send(b.learner.id, email(`${body}  \n`), model);
    expect(model.calls).toHaveLength(1);
    expect(again.email.feedback?.summary).toBe("¡Buen comienzo!");
  });

  it("falls back to the self-check without a model, when the model fails, and past the daily budget", async () => {
    expect((await send(a.learner.id, email("Bonjour Luis, sans modèle."), null)).email).toMatchObject({
      feedback: null,
      selfCheck: "noModel",
      model: task.model,
    });
    const failing = scriptedModel(() => "fail");
    expect((await send(a.learner.id, email("Bonjour Luis, le modèle tombe."), failing)).email).toMatchObject({
      feedback: null,
      selfCheck: "failed",
    });
    const model = scriptedModel(() => feedback);
    for (let draft = 0; draft < EMAIL_FEEDBACK_PER_DAY; draft++)
      expect(
        (await send(b.learner.id, email(`Bonjour Luis, brouillon ${draft}.`), model)).email.feedback,
      ).not.toBeNull();
    const over = await send(b.learner.id, email("Bonjour Luis, un brouillon de trop."), model);
    expect(over.email).toMatchObject({ feedback: null, selfCheck: "budget" });
    expect(model.calls).toHaveLength(EMAIL_FEEDBACK_PER_DAY);
  });

  it("refuses an empty body, and an e-mail longer than the bounds before it reaches the service", async () => {
    const attempt = await attemptWithTask(a.learner.id);
    await expect(
      submitAnswer(bed.db, { userId: a.learner.id }, { attemptId: attempt.id, index: 0, answer: email("  ") }, "fr", {
        email: { model: null },
      }),
    ).rejects.toMatchObject({ code: "validation_failed" });
    const submission = (body: string, subject = "Objet") => ({
      attemptId: attempt.id,
      index: 0,
      answer: { kind: "email", subject, body },
    });
    expect(answerSubmission.safeParse(submission("x".repeat(5000))).success).toBe(true);
    expect(answerSubmission.safeParse(submission("x".repeat(5001))).success).toBe(false);
    expect(answerSubmission.safeParse(submission("Bonjour", "x".repeat(201))).success).toBe(false);
  });

  it("shows a learner their own last e-mail when they come back, never another learner's", async () => {
    await send(a.learner.id, email("Bonjour Luis,\n\nMon dernier courriel."), null);
    const header = { id: "fr-u05-l03", title: "", goal: "", unitTitle: "" };
    const mine = await playerState(bed.db, { userId: a.learner.id }, await attemptWithTask(a.learner.id), header, "fr");
    expect(mine.items[0]!.view).toMatchObject({
      type: "email",
      last: { body: "Bonjour Luis,\n\nMon dernier courriel." },
    });
    expect(mine.items[0]!.view).not.toHaveProperty("model");
    const theirs = await playerState(
      bed.db,
      { userId: b.learner.id },
      await attemptWithTask(b.learner.id),
      header,
      "fr",
    );
    expect(JSON.stringify(theirs.items[0]!.view)).not.toContain("Mon dernier courriel");
  });

  it("keeps another learner out of an attempt and its e-mail", async () => {
    const { attempt } = await send(a.learner.id, email("Bonjour Luis,\n\nPrivé."), null);
    await expect(
      submitAnswer(bed.db, { userId: b.learner.id }, { attemptId: attempt.id, index: 0, answer: email("x") }, "fr", {
        email: { model: null },
      }),
    ).rejects.toMatchObject({ code: "not_found" });
    const rows = await bed.db.select().from(exerciseAnswer).where(eq(exerciseAnswer.attemptId, attempt.id));
    expect(rows.map((row) => row.userId)).toEqual([a.learner.id]);
  });
});

describe("a self-check's ticks", () => {
  const tick = (userId: string, submissionId: string, ticked: number[]) =>
    saveEmailSelfCheck(bed.db, { userId }, emailSelfCheckInput.parse({ submissionId, ticked }));

  it("are saved with the e-mail, come back when the same e-mail is sent again, and go out with the learner's data", async () => {
    const text = email("Bonjour Luis,\n\nÀ cocher.");
    const { email: sent } = await send(a.learner.id, text, null);
    expect(sent).toMatchObject({ feedback: null, ticked: [], submissionId: expect.any(String) });
    await tick(a.learner.id, sent.submissionId!, [2, 0, 2]);
    const [stored] = await bed.db.select().from(emailSubmission).where(eq(emailSubmission.id, sent.submissionId!));
    expect(stored!.selfCheck).toEqual([0, 2]);

    // Back in a new attempt (a reload, the next day): the same e-mail starts from its ticks, another from none.
    const again = (await send(a.learner.id, text, null)).email;
    expect(again).toMatchObject({ feedback: null, selfCheck: "noModel", ticked: [0, 2] });
    expect(again.submissionId).not.toBe(sent.submissionId);
    // Mine are not theirs: Priya sending the same words starts from none.
    expect((await send(b.learner.id, text, null)).email).toMatchObject({ ticked: [] });
    expect((await send(a.learner.id, email("Bonjour Luis,\n\nUn autre."), null)).email).toMatchObject({ ticked: [] });
    await tick(a.learner.id, again.submissionId!, []);
    expect((await send(a.learner.id, text, null)).email).toMatchObject({ ticked: [] });

    await tick(a.learner.id, sent.submissionId!, [1]);
    const exported = (await exportPersonalData(bed.db, { userId: a.learner.id })) as {
      emailSubmissions: { id: string; selfCheck: number[] | null }[];
    };
    expect(exported.emailSubmissions.find((row) => row.id === sent.submissionId)?.selfCheck).toEqual([1]);
  });

  it("are the learner's own: another learner's e-mail and a corrected one are not found, and stay as they were", async () => {
    const { email: sent } = await send(a.learner.id, email("Bonjour Luis,\n\nLe mien."), null);
    await tick(a.learner.id, sent.submissionId!, [1]);
    await expect(tick(b.learner.id, sent.submissionId!, [0, 1, 2])).rejects.toMatchObject({ code: "not_found" });
    const corrected = await send(
      a.learner.id,
      email("Bonjour Luis,\n\nCorrigé."),
      scriptedModel(() => feedback),
    );
    await expect(tick(a.learner.id, corrected.email.submissionId!, [0])).rejects.toMatchObject({ code: "not_found" });
    const rows = await bed.db
      .select({ id: emailSubmission.id, selfCheck: emailSubmission.selfCheck })
      .from(emailSubmission)
      .where(eq(emailSubmission.userId, a.learner.id));
    expect(rows.find((row) => row.id === sent.submissionId)?.selfCheck).toEqual([1]);
    expect(rows.find((row) => row.id === corrected.email.submissionId)?.selfCheck).toBeNull();
  });

  it("refuses an item past any checklist and a list too long", () => {
    expect(emailSelfCheckInput.safeParse({ submissionId: "x", ticked: [20] }).success).toBe(false);
    expect(emailSelfCheckInput.safeParse({ submissionId: "x", ticked: [-1] }).success).toBe(false);
    expect(emailSelfCheckInput.safeParse({ submissionId: "x", ticked: Array(21).fill(0) }).success).toBe(false);
  });
});
