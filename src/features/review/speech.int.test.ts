import { describe, expect, it } from "vitest";
import { reviewCard } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { courseIndex } from "@/features/learning";
import { speechSettings } from "@/lib/speech";
import { exerciseCardKey } from "./cards";
import { newCardState } from "./scheduler";
import { openReviewSession, synthesizeReviewListen, synthesizeReviewSpeak } from "./service";

const bed = testBed({ speech: true });

// Both learn French; only Priya has cards.
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const labels = { title: "Review", goal: "Cards" };

describe("review cards spoken by the server", () => {
  it("speaks a speak card's sentence, the model to imitate, only to its owner and only for that card", async () => {
    const exercises = [...courseIndex("fr").exercises.values()];
    const speak = exercises.find((exercise) => exercise.type === "speak")!;
    const listen = exercises.find((exercise) => exercise.type === "listen")!;
    await bed.db.insert(reviewCard).values(
      [speak, listen].map((exercise) => ({
        id: `card_priya_${exercise.type}`,
        userId: priya.userId,
        courseId: "fr",
        key: exerciseCardKey(exercise.id),
        state: newCardState(new Date()),
        due: new Date(),
      })),
    );
    const session = (await openReviewSession(bed.db, priya, "en", labels))!.state!;
    const at = (id: string) => session.items.findIndex((item) => item.exerciseId === id);
    const settings = speechSettings({
      TTS_BASE_URL: bed.speech.baseUrl,
      TTS_API_KEY: undefined,
      TTS_MODEL: "tts-1",
      TTS_VOICE_FR: "ff_siwis",
      TTS_VOICE_EN: "af_heart",
    })!;
    const request = { attemptId: session.attemptId, index: at(speak.id) };

    expect(await synthesizeReviewSpeak(bed.db, priya, request, settings)).toMatchObject({ voice: "server" });
    expect(bed.speech.requests.map((sent) => sent.body.input)).toEqual([speak.type === "speak" && speak.text]);
    // Without a speech server, eSpeak's synthetic voice.
    expect(await synthesizeReviewSpeak(bed.db, priya, request, null)).toMatchObject({
      contentType: "audio/wav",
      voice: "synthetic",
    });
    // Another learner, another card type, or past the session: nothing.
    expect(await outcomeOf(synthesizeReviewSpeak(bed.db, carlos, request, settings))).toBe("not_found");
    const listenRequest = { attemptId: session.attemptId, index: at(listen.id) };
    expect(await outcomeOf(synthesizeReviewSpeak(bed.db, priya, listenRequest, settings))).toBe("not_found");
    expect(await outcomeOf(synthesizeReviewListen(bed.db, priya, request, settings))).toBe("not_found");
    expect(await outcomeOf(synthesizeReviewSpeak(bed.db, priya, { ...request, index: 99 }, settings))).toBe(
      "not_found",
    );
    expect(bed.speech.requests).toHaveLength(1);
  });
});
