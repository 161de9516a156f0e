import { describe, expect, it } from "vitest";
import { lessonAttempt } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { submitAnswer } from "../submit-answer";

// The configured model (AI_BASE_URL) is the local OpenAI-compatible test server: the feedback's
// schema goes out as response_format json_schema and its answer is read back through it.
const bed = testBed({ ai: { env: ["AI_BASE_URL"], tokenDelayMs: 0 } });
const learner = { userId: twoTenants.a.learner.id };

describe("e-mail feedback from the configured model server", () => {
  it("asks for the email_feedback schema and shows its answer, the known mistake among the errors", async () => {
    const [attempt] = await bed.db
      .insert(lessonAttempt)
      .values({
        id: "attempt-email",
        userId: learner.userId,
        courseId: "en",
        lessonId: "en-u04-l03",
        items: [{ exerciseId: "en-u04-l03-email", round: 1 }],
      })
      .returning();
    const body = "Hi Marc,\n\nYesterday I goed to the client. The report is attached.\n\nThanks,\nAnnie";
    const response = await submitAnswer(
      bed.db,
      learner,
      { attemptId: attempt!.id, index: 0, answer: { kind: "email", subject: "Client visit", body } },
      "fr",
    );
    const sent = bed.ai.requests.find((request) => request.path === "/chat/completions")!;
    expect(sent.body.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "email_feedback" } });
    expect(response.result.email?.feedback).toMatchObject({
      register: { appropriate: true },
      errors: [{ excerpt: "I goed", correction: "I went" }],
      usefulWords: [{ phrase: "Please find attached" }],
    });
    const checklist = response.result.email!.feedback!.checklist;
    expect(checklist.map((entry) => entry.met)).toEqual([...checklist.slice(1).map(() => true), false]);
  });
});
