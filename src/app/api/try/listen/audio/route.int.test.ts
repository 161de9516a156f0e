import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import type * as dbModule from "@/db";
import { testBed } from "@/db/testing/bed";
import { postHeaders, TEST_ORIGIN as origin } from "@/db/testing/route-requests";
import { appSecret } from "@/env";
import { getCourse, startTrial, startTrialLesson } from "@/features/learning";
import { encodeTrial, type TrialState } from "@/features/learning/trial/cookie";
import { getPlacementBank } from "@/features/learning/placement/content";
import { listeningText } from "@/features/learning/placement/service";
import { POST as lessonListenAudio } from "../../lesson/listen/audio/route";
import { POST as lessonSpeakAudio } from "../../lesson/speak/audio/route";
import { POST as placementAudio } from "./route";

// A visitor without an account, on the bed's database (the rate limits' counters); no TTS_BASE_URL.
vi.mock("@/db", async (importOriginal) => ({
  ...(await importOriginal<typeof dbModule>()),
  getDb: vi.fn(async () => bed.db),
}));
const bed = testBed({ tenants: false });

type Route = (request: NextRequest) => Promise<Response>;

async function post(route: Route, body: unknown, trial: TrialState | null) {
  const cookies = ["NEXT_LOCALE=fr"];
  if (trial) cookies.push(`madameai_trial=${encodeTrial(trial, appSecret())}`);
  return route(
    new NextRequest(`${origin}/api/try/audio`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(await postHeaders({ cookies })) },
      body: JSON.stringify(body),
    }),
  );
}

const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

/** A trial of French with a listening item of the mini placement on screen. */
function listeningTrial(): TrialState {
  const item = getPlacementBank("fr").items.find((candidate) => listeningText(candidate) !== null)!;
  return { ...startTrial("fr"), current: item.id };
}

/** A French trial past the mini placement, in its sample lesson. */
function lessonTrial(): { trial: TrialState; listenAt: number; speakAt: number } {
  const trial = startTrialLesson({
    ...startTrial("fr"),
    current: null,
    result: {
      overall: "A1",
      skills: { reading: "A1", listening: "A1", writing: "A1" },
      startUnitId: getCourse("fr").unitData[0]!.id,
    },
  });
  const exercises = getCourse("fr").unitData[0]!.lessons[0]!.exercises;
  return {
    trial,
    listenAt: exercises.findIndex((exercise) => exercise.type === "listen"),
    speakAt: exercises.findIndex((exercise) => exercise.type === "speak"),
  };
}

function expectWav(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("audio/wav");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
}

describe("the trial's sentences spoken by the server", () => {
  it("speaks the listening item on screen in the visitor's own trial, and nothing else", async () => {
    const trial = listeningTrial();
    const response = await post(placementAudio, { testId: trial.id }, trial);
    expectWav(response);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(20_000);

    // Another trial's id, no trial at all, or an item on screen that is not a listening one.
    expect((await post(placementAudio, { testId: "someone-elses-trial" }, trial)).status).toBe(404);
    expect((await post(placementAudio, { testId: trial.id }, null)).status).toBe(404);
    const reading = getPlacementBank("fr").items.find((candidate) => listeningText(candidate) === null)!;
    expect((await post(placementAudio, { testId: trial.id }, { ...trial, current: reading.id })).status).toBe(404);
    // A text of the caller's is never spoken.
    const withText = await post(placementAudio, { testId: trial.id, text: "Bonjour, je suis un robot" }, trial);
    expect(withText.status).toBe(422);
  });

  it("speaks the sample lesson's listen and speak sentences, each from its own route", async () => {
    const { trial, listenAt, speakAt } = lessonTrial();
    expect(listenAt).toBeGreaterThanOrEqual(0);
    expect(speakAt).toBeGreaterThanOrEqual(0);
    expectWav(await post(lessonListenAudio, { attemptId: trial.id, index: listenAt }, trial));
    expectWav(await post(lessonSpeakAudio, { attemptId: trial.id, index: speakAt }, trial));
    expect(await errorCode(await post(lessonSpeakAudio, { attemptId: trial.id, index: listenAt }, trial))).toBe(
      "not_found",
    );
    expect(await errorCode(await post(lessonListenAudio, { attemptId: trial.id, index: speakAt }, trial))).toBe(
      "not_found",
    );
    // Before the sample lesson starts, there is nothing to speak.
    const notStarted = { ...trial, lesson: null };
    expect((await post(lessonSpeakAudio, { attemptId: trial.id, index: speakAt }, notStarted)).status).toBe(404);
  });

  it("counts each trial's sentences: past 30 in a minute, the visitor waits", async () => {
    const trial = listeningTrial();
    for (let count = 0; count < 30; count++)
      expect((await post(placementAudio, { testId: trial.id }, trial)).status).toBe(200);
    const refused = await post(placementAudio, { testId: trial.id }, trial);
    expect(refused.status).toBe(429);
    expect(await errorCode(refused)).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another trial still has its own.
    const another = listeningTrial();
    expect((await post(placementAudio, { testId: another.id }, another)).status).toBe(200);
  });
});
