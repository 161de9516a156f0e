import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { placementTest } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { consume, listenAudioLimit } from "@/lib/rate-limit";
import { speechSettings, type SpeechSettings } from "@/lib/speech";
import { silentWav } from "@/lib/testing/speech-server";
import { courseIndex } from "./course-index";
import { synthesizeListen, synthesizePlacementListen, synthesizeSpeak } from "./listen-audio";
import { getPlacementBank } from "./placement/content";
import { answerPlacement, startPlacement } from "./placement/service";
import type { PlayerState } from "./player-types";
import { openLesson } from "./service";

let settings: SpeechSettings;
let lesson: PlayerState;

// Both learn French (their fixture profiles say so).
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const { order, exercises } = courseIndex("fr");
const typeAt = (index: number) => exercises.get(lesson.items[index]!.exerciseId)!.type;

const bed = testBed({
  speech: true,
  prepare: async ({ db, speech }) => {
    settings = speechSettings({
      TTS_BASE_URL: speech.baseUrl,
      TTS_API_KEY: undefined,
      TTS_MODEL: "tts-1",
      TTS_VOICE_FR: "ff_siwis",
      TTS_VOICE_EN: "af_heart",
    })!;
    lesson = (await openLesson(db, carlos, { lessonId: order[0]! }, "es"))!;
  },
});
afterEach(() => bed.speech.reset());

describe("synthesizeListen", () => {
  it("speaks the learner's own listen sentence in the French voice", async () => {
    const index = lesson.items.findIndex((_, position) => typeAt(position) === "listen");
    expect(index).toBeGreaterThanOrEqual(0);
    const exercise = exercises.get(lesson.items[index]!.exerciseId)!;
    const { audio, contentType, voice } = await synthesizeListen(
      bed.db,
      carlos,
      { attemptId: lesson.attemptId, index },
      settings,
    );
    expect(contentType).toBe("audio/wav");
    expect(voice).toBe("server");
    expect(Buffer.from(audio).equals(silentWav())).toBe(true);
    expect(bed.speech.requests.map((request) => request.body)).toEqual([
      { model: "tts-1", input: exercise.type === "listen" && exercise.text, voice: "ff_siwis", response_format: "mp3" },
    ]);
  });

  it("speaks no other kind of item, and nothing of another learner's attempt", async () => {
    const notListen = lesson.items.findIndex((_, position) => typeAt(position) !== "listen");
    const listen = lesson.items.findIndex((_, position) => typeAt(position) === "listen");
    expect(
      await outcomeOf(synthesizeListen(bed.db, carlos, { attemptId: lesson.attemptId, index: notListen }, settings)),
    ).toBe("not_found");
    expect(
      await outcomeOf(synthesizeListen(bed.db, carlos, { attemptId: lesson.attemptId, index: 199 }, settings)),
    ).toBe("not_found");
    expect(
      await outcomeOf(synthesizeListen(bed.db, priya, { attemptId: lesson.attemptId, index: listen }, settings)),
    ).toBe("not_found");
    expect(
      await outcomeOf(synthesizeListen(bed.db, carlos, { attemptId: "no-such-attempt", index: listen }, settings)),
    ).toBe("not_found");
    expect(bed.speech.requests).toEqual([]);
  });

  it("speaks in the synthetic voice without a server, never asking one", async () => {
    const index = lesson.items.findIndex((_, position) => typeAt(position) === "listen");
    const spoken = await synthesizeListen(bed.db, carlos, { attemptId: lesson.attemptId, index }, null);
    expect(spoken).toMatchObject({ contentType: "audio/wav", voice: "synthetic" });
    expect(Buffer.from(spoken.audio.subarray(0, 4)).toString("ascii")).toBe("RIFF");
    // Longer than the test server's 100 ms of silence: a spoken sentence.
    expect(spoken.audio.byteLength).toBeGreaterThan(20_000);
    expect(bed.speech.requests).toEqual([]);
  });

  it("is unavailable when the server fails", async () => {
    const index = lesson.items.findIndex((_, position) => typeAt(position) === "listen");
    bed.speech.fail(503);
    expect(await outcomeOf(synthesizeListen(bed.db, carlos, { attemptId: lesson.attemptId, index }, settings))).toBe(
      "speech_unavailable",
    );
    expect(bed.speech.requests).toHaveLength(1);
  });

  it("stops a learner past the limit, before asking the server", async () => {
    const anh = { userId: twoTenants.individual.id };
    for (let i = 0; i < listenAudioLimit.points; i++) await consume(bed.db, listenAudioLimit, anh.userId);
    const hers = (await openLesson(bed.db, anh, { lessonId: order[0]! }, "fr"))!;
    const index = hers.items.findIndex((item) => exercises.get(item.exerciseId)!.type === "listen");
    expect(await outcomeOf(synthesizeListen(bed.db, anh, { attemptId: hers.attemptId, index }, settings))).toBe(
      "rate_limited",
    );
    expect(bed.speech.requests).toEqual([]);
    // Carlos has his own count.
    expect(
      await outcomeOf(
        synthesizeListen(
          bed.db,
          carlos,
          {
            attemptId: lesson.attemptId,
            index: lesson.items.findIndex((_, position) => typeAt(position) === "listen"),
          },
          settings,
        ),
      ),
    ).toBe("ok");
  });
});

describe("synthesizeSpeak", () => {
  it("speaks the learner's own speak sentence, the model to imitate, and no other kind of item", async () => {
    const index = lesson.items.findIndex((_, position) => typeAt(position) === "speak");
    expect(index).toBeGreaterThanOrEqual(0);
    const exercise = exercises.get(lesson.items[index]!.exerciseId)!;
    const listen = lesson.items.findIndex((_, position) => typeAt(position) === "listen");
    bed.speech.reset();
    expect(
      await outcomeOf(synthesizeSpeak(bed.db, carlos, { attemptId: lesson.attemptId, index: listen }, settings)),
    ).toBe("not_found");
    expect(await outcomeOf(synthesizeSpeak(bed.db, priya, { attemptId: lesson.attemptId, index }, settings))).toBe(
      "not_found",
    );
    expect(await synthesizeSpeak(bed.db, carlos, { attemptId: lesson.attemptId, index }, settings)).toMatchObject({
      voice: "server",
    });
    expect(bed.speech.requests.map((request) => request.body.input)).toEqual([
      exercise.type === "speak" && exercise.text,
    ]);
    expect(await synthesizeSpeak(bed.db, carlos, { attemptId: lesson.attemptId, index }, null)).toMatchObject({
      contentType: "audio/wav",
      voice: "synthetic",
    });
  });
});

describe("synthesizePlacementListen", () => {
  it("speaks the listening item on screen in the learner's placement test, and nothing else", async () => {
    let state = await startPlacement(bed.db, carlos, "es");
    const currentItem = async () => {
      const [row] = await bed.db
        .select({ itemId: placementTest.currentItemId })
        .from(placementTest)
        .where(eq(placementTest.id, state.testId));
      return getPlacementBank("fr").byId.get(row!.itemId!)!;
    };
    // Until a listening item is on screen, there is nothing to speak.
    while ((await currentItem()).skill !== "listening") {
      expect(await outcomeOf(synthesizePlacementListen(bed.db, carlos, { testId: state.testId }, settings))).toBe(
        "not_found",
      );
      state = await answerPlacement(
        bed.db,
        carlos,
        { testId: state.testId, index: state.answered, answer: { kind: "unknown" } },
        "es",
      );
    }
    const item = await currentItem();
    const spoken =
      item.skill === "listening" ? (item.audio ?? (item.exercise.type === "listen" ? item.exercise.text : "")) : "";
    bed.speech.reset();
    expect(await outcomeOf(synthesizePlacementListen(bed.db, priya, { testId: state.testId }, settings))).toBe(
      "not_found",
    );
    const { contentType } = await synthesizePlacementListen(bed.db, carlos, { testId: state.testId }, settings);
    expect(contentType).toBe("audio/wav");
    expect(bed.speech.requests.map((request) => (request.body as { input: string }).input)).toEqual([spoken]);
  });
});
