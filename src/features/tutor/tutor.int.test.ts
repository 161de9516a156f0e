import { describe, expect, it } from "vitest";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { dailyPractice } from "@/features/rewards";
import { getActivities } from "./content";
import { learnerTurn, MAX_MESSAGE_LENGTH } from "./schemas";
import { endSession, sendTurn as sendAnyTurn, startSession, tutorHome } from "./service";
import { sessionView } from "./session-view";
import type { SessionView } from "./types";
import { shortestReplies } from "./testing/path";

const bed = testBed();

// Both learn French; Carlos reads Spanish, Priya English.
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const guided = getActivities("fr").filter((activity) => activity.guided);
const activity = guided[0]!;
const dialogue = activity.guided!;
/** Guided mode answers with the whole conversation. */
async function sendTurn(...args: Parameters<typeof sendAnyTurn>): Promise<SessionView> {
  const answer = await sendAnyTurn(...args);
  if (!("view" in answer)) throw new Error("expected a guided answer");
  return answer.view;
}

describe("a guided conversation with Madame", () => {
  let sessionId: string;

  it("lists the course's activities, guided ones playable without a model", async () => {
    const home = (await tutorHome(bed.db, carlos, "es"))!;
    expect(home.activities).toHaveLength(12);
    expect(home.activities.filter((item) => item.guided).length).toBeGreaterThanOrEqual(6);
    expect(home.sessions).toEqual([]);
    const freeOnly = getActivities("fr").find((item) => !item.guided)!;
    expect(await outcomeOf(startSession(bed.db, carlos, { activityId: freeOnly.id }, "es"))).toBe(
      "tutor_model_unavailable",
    );
    expect(await outcomeOf(startSession(bed.db, carlos, { activityId: "en-phone-call" }, "es"))).toBe("not_found");
    // Free talk needs a model.
    expect(await outcomeOf(startSession(bed.db, carlos, {}, "es"))).toBe("tutor_model_unavailable");
  });

  it("opens with Madame's first line, its translation and what to do", async () => {
    ({ sessionId } = await startSession(bed.db, carlos, { activityId: activity.id }, "es"));
    const view = (await sessionView(bed.db, carlos, { sessionId }, "es"))!;
    expect(view).toMatchObject({
      mode: "guided",
      speechLang: "fr-CA",
      endedAt: null,
      hint: dialogue.lines.find((line) => line.id === dialogue.start)!.hint.es,
    });
    expect(view.messages).toEqual([
      expect.objectContaining({
        role: "madame",
        text: activity.opening,
        translation: dialogue.lines.find((line) => line.id === dialogue.start)!.translation.es,
      }),
    ]);
  });

  it("is nobody else's: another learner can neither read nor answer it", async () => {
    expect(await sessionView(bed.db, priya, { sessionId }, "en")).toBeNull();
    expect(await outcomeOf(sendTurn(bed.db, priya, { sessionId, text: "Bonjour" }, "en"))).toBe("not_found");
    expect(await outcomeOf(endSession(bed.db, priya, { sessionId }, "en"))).toBe("not_found");
    expect((await tutorHome(bed.db, priya, "en"))!.sessions).toEqual([]);
  });

  it("rephrases a reply it does not understand, with the hint, then a sentence that would do", async () => {
    const first = await sendTurn(bed.db, carlos, { sessionId, text: "xyz qwerty" }, "es");
    const start = dialogue.lines.find((line) => line.id === dialogue.start)!;
    expect(first.messages.at(-2)).toMatchObject({ role: "learner", text: "xyz qwerty" });
    expect(first.messages.at(-1)).toMatchObject({
      role: "madame",
      text: start.rephrase,
      help: { kind: "hint", text: start.hint.es },
    });
    const second = await sendTurn(bed.db, carlos, { sessionId, text: "zzz" }, "es");
    expect(second.messages.at(-1)).toMatchObject({ help: { kind: "example", text: start.replies[0]!.example } });
  });

  it("follows the learner's replies to the end, then gives the debrief", async () => {
    const path = shortestReplies(dialogue);
    let lineId = dialogue.start;
    let view = (await sessionView(bed.db, carlos, { sessionId }, "es"))!;
    for (let turn = 0; turn < 20 && lineId !== "end"; turn++) {
      const step = path.get(lineId)!;
      view = await sendTurn(bed.db, carlos, { sessionId, text: step.example }, "es");
      lineId = step.next;
    }
    expect(lineId).toBe("end");
    expect(view.endedAt).not.toBeNull();
    expect(view.messages.at(-1)).toMatchObject({ role: "madame", text: dialogue.closing });
    expect(view.debrief).toMatchObject({ completed: true, helped: 1 });
    expect(view.debrief!.toWorkOn).toHaveLength(1);
    expect(view.debrief!.newWords).toEqual(
      activity.usefulPhrases.map((item) => ({ phrase: item.phrase, meaning: item.meaning.es })),
    );
    expect(await outcomeOf(sendTurn(bed.db, carlos, { sessionId, text: "Encore?" }, "es"))).toBe("tutor_session_ended");
    const home = (await tutorHome(bed.db, carlos, "es"))!;
    expect(home.sessions).toEqual([expect.objectContaining({ id: sessionId, completed: true })]);
  });

  it("can be ended early, with a debrief of what was done", async () => {
    const { sessionId: other } = await startSession(bed.db, carlos, { activityId: guided[1]!.id }, "fr");
    const view = await endSession(bed.db, carlos, { sessionId: other }, "fr");
    expect(view.debrief).toMatchObject({ completed: false, replies: 0 });
    expect(await outcomeOf(sendTurn(bed.db, carlos, { sessionId: other, text: "Bonjour" }, "fr"))).toBe(
      "tutor_session_ended",
    );
  });

  it("stores a turn sent twice at once only once", async () => {
    const { sessionId: other } = await startSession(bed.db, carlos, { activityId: guided[2]!.id }, "fr");
    const [first, second] = await Promise.all([
      sendTurn(bed.db, carlos, { sessionId: other, text: "Bonjour" }, "fr"),
      sendTurn(bed.db, carlos, { sessionId: other, text: "Bonjour" }, "fr"),
    ]);
    expect(first.messages).toHaveLength(3);
    expect(second.messages).toHaveLength(3);
  });

  it("answers two different replies sent at once one after the other, losing neither", async () => {
    const other = guided[3]!;
    const { sessionId: id } = await startSession(bed.db, carlos, { activityId: other.id }, "fr");
    const first = shortestReplies(other.guided!).get(other.guided!.start)!;
    const [a, b] = await Promise.all([
      sendTurn(bed.db, carlos, { sessionId: id, text: first.example }, "fr"),
      sendTurn(bed.db, carlos, { sessionId: id, text: "xyz qwerty" }, "fr"),
    ]);
    const view = a.messages.length > b.messages.length ? a : b;
    expect(view.messages.map((message) => message.role)).toEqual(["madame", "learner", "madame", "learner", "madame"]);
    expect(
      view.messages
        .filter((message) => message.role === "learner")
        .map((message) => message.text)
        .sort(),
    ).toEqual([first.example, "xyz qwerty"].sort());
    // Whichever came first, the good reply moved the dialogue on once and the other was answered where it then was.
    expect(view.hint).toBe(other.guided!.lines.find((line) => line.id === first.next)!.hint.fr);
  });

  it("earns the learner the tutor badge once they have said something to Madame, and nobody else", async () => {
    const badge = async (learner: { userId: string }) =>
      (await dailyPractice(bed.db, learner, "es"))!.badges.find((item) => item.id === "first-tutor-conversation")!;
    expect(await badge(carlos)).toMatchObject({ earned: true });
    expect(await badge(priya)).toMatchObject({ earned: false });
    // A conversation is a day of practice (the streak), without XP.
    const practice = (await dailyPractice(bed.db, carlos, "es"))!;
    expect(practice.today.practiced).toBe(true);
    expect(practice.today.xp).toBe(0);
    expect(practice.streak.current).toBe(1);
  });

  it("refuses an empty or overlong turn before anything is stored", () => {
    expect(learnerTurn.safeParse({ sessionId: "s", text: "   " }).success).toBe(false);
    expect(learnerTurn.safeParse({ sessionId: "s", text: "a".repeat(MAX_MESSAGE_LENGTH + 1) }).success).toBe(false);
    // A reply with markup is kept as text, to be shown as text.
    expect(learnerTurn.parse({ sessionId: "s", text: "<img src=x onerror=alert(1)>" }).text).toBe(
      "<img src=x onerror=alert(1)>",
    );
  });
});
