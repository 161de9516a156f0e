import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { learnerProfile } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { getActivities } from "./content";
import { changeRegister } from "./model/service";
import { sendTurn, startSession, translateLine } from "./service";
import { sessionView } from "./session-view";
import { readEvents } from "./testing/stream";

const bed = testBed({ ai: { env: ["AI_BASE_URL"], tokenDelayMs: 1 }, env: { AI_API_KEY: "sk-test-tutor" } });

// Both learn French; Carlos's first language is Spanish.
const carlos = { userId: twoTenants.a.learner.id, name: twoTenants.a.learner.name };
const priya = { userId: twoTenants.b.learner.id, name: twoTenants.b.learner.name };
const lunch = getActivities("fr").find((item) => item.situation === "lunch-small-talk")!;
const interview = getActivities("fr").find((item) => item.situation === "job-interview")!;
type Sent = { role: string; content: string };

/** The system prompt of Madame's answer to one turn. */
async function systemAfterTurn(sessionId: string, text: string): Promise<string> {
  bed.ai.reset();
  const answer = await sendTurn(bed.db, carlos, { sessionId, text }, "fr");
  if (!("stream" in answer)) throw new Error("expected a streamed answer");
  await readEvents(answer.stream);
  const streamed = bed.ai.requests.filter((request) => request.path === "/chat/completions" && request.body.stream);
  return (streamed[0]!.body.messages as Sent[])[0]!.content;
}

describe("tu or vous with a model", () => {
  let sessionId: string;

  it("starts in the activity's register: tu with a coworker at lunch, vous in a job interview", async () => {
    ({ sessionId } = await startSession(bed.db, carlos, { activityId: lunch.id }, "fr"));
    expect((await sessionView(bed.db, carlos, { sessionId }, "fr"))!.register).toBe("tu");
    expect(await systemAfterTurn(sessionId, "Oui, assieds-toi!")).toContain("Address the learner with « tu »");

    const formal = await startSession(bed.db, carlos, { activityId: interview.id }, "fr");
    expect((await sessionView(bed.db, carlos, formal, "fr"))!.register).toBe("vous");
  });

  it("switches for the rest of the conversation when the learner asks, and keeps it after a reload", async () => {
    expect(await changeRegister(bed.db, carlos, { sessionId, register: "vous" })).toEqual({ register: "vous" });
    expect((await sessionView(bed.db, carlos, { sessionId }, "fr"))!.register).toBe("vous");
    const system = await systemAfterTurn(sessionId, "Je travaille à l'emballage.");
    expect(system).toContain("Address the learner with « vous »");
    expect(system).not.toContain("« tu » (tutoiement)");
  });

  it("is the learner's own: another's session is not found", async () => {
    expect(await outcomeOf(changeRegister(bed.db, priya, { sessionId, register: "tu" }))).toBe("not_found");
    expect((await sessionView(bed.db, carlos, { sessionId }, "fr"))!.register).toBe("vous");
  });

  it("translates Madame's lines into the learner's first language, even with a French interface", async () => {
    bed.ai.reset();
    const view = (await sessionView(bed.db, carlos, { sessionId }, "fr"))!;
    const madame = view.messages.find((message) => message.role === "madame")!;
    expect(madame.translationLang).toBe("es");
    const { translation } = await translateLine(bed.db, carlos, { sessionId, messageId: madame.id }, "fr");
    const asked = bed.ai.requests.find(
      (request) =>
        (request.body.response_format as { json_schema?: { name?: string } })?.json_schema?.name === "translation",
    )!;
    expect((asked.body.messages as Sent[])[0]!.content).toContain("from French into Spanish");
    const again = (await sessionView(bed.db, carlos, { sessionId }, "en"))!;
    expect(again.messages.find((message) => message.id === madame.id)!.translation).toBe(translation);
  });
});

describe("the form of address saved in the learning settings", () => {
  it("wins over the activity's register when a conversation starts, and can still be switched in it", async () => {
    await bed.db.update(learnerProfile).set({ formOfAddress: "vous" }).where(eq(learnerProfile.userId, carlos.userId));
    const { sessionId } = await startSession(bed.db, carlos, { activityId: lunch.id }, "fr");
    expect((await sessionView(bed.db, carlos, { sessionId }, "fr"))!.register).toBe("vous");
    await changeRegister(bed.db, carlos, { sessionId, register: "tu" });
    expect((await sessionView(bed.db, carlos, { sessionId }, "fr"))!.register).toBe("tu");

    await bed.db.update(learnerProfile).set({ formOfAddress: null }).where(eq(learnerProfile.userId, carlos.userId));
    const byActivity = await startSession(bed.db, carlos, { activityId: lunch.id }, "fr");
    expect((await sessionView(bed.db, carlos, byActivity, "fr"))!.register).toBe("tu");
  });
});
