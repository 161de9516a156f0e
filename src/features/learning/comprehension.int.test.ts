import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { lessonAttempt } from "@/db/schema";
import { testBed } from "@/db/testing/bed";
import { twoTenants } from "@/db/testing/two-tenants";
import { outcomeOf } from "@/db/testing/outcome";
import { speechSettings, type SpeechSettings } from "@/lib/speech";
import { pcmOf } from "@/lib/wav";
import { playerItem } from "./attempt-view";
import { synthesizeComprehension } from "./comprehension-audio";
import type { Exercise } from "./content-schema";
import { courseIndex } from "./course-index";
import { getAttempt, listAnswers } from "./queries";
import { submitAnswer } from "./submit-answer";
import { rightAnswer, wrongAnswer } from "./testing/answers";

// Both learn French (their fixture profiles say so).
const carlos = { userId: twoTenants.a.learner.id };
const priya = { userId: twoTenants.b.learner.id };
const { exercises, lessons } = courseIndex("fr");
const piece = exercises.get("fr-u05-l04-listening") as Extract<Exercise, { type: "comprehension" }>;
const other = lessons.get("fr-u05-l04")!.lesson.exercises[0]!;

let settings: SpeechSettings;

/** An attempt of Carlos's at the piece's lesson holding the piece (and an exercise of another type). */
async function attemptWithPiece() {
  const id = randomUUID();
  await bed.db.insert(lessonAttempt).values({
    id,
    userId: carlos.userId,
    courseId: "fr",
    lessonId: "fr-u05-l04",
    items: [
      { exerciseId: piece.id, round: 1 },
      { exerciseId: other.id, round: 1 },
    ],
  });
  return (await getAttempt(bed.db, { userId: carlos.userId, attemptId: id }))!;
}

const bed = testBed({
  speech: true,
  prepare: ({ speech }) => {
    settings = speechSettings({
      TTS_BASE_URL: speech.baseUrl,
      TTS_API_KEY: undefined,
      TTS_MODEL: "tts-1",
      TTS_VOICE_FR: "ff_siwis",
      TTS_VOICE_EN: "af_heart",
      TTS_VOICE_FR_MALE: "ff_male",
      TTS_VOICE_EN_MALE: "am_adam",
    })!;
  },
});
afterEach(() => bed.speech.reset());

describe("a listening piece in a lesson", () => {
  it("shows its title, cast and questions, never its script, answers or explanations", async () => {
    const attempt = await attemptWithPiece();
    const item = playerItem(attempt, 0, "en");
    expect(item.view).toMatchObject({ type: "comprehension", title: piece.title.en, genre: piece.genre });
    const shown = JSON.stringify(item);
    for (const line of piece.script) expect(shown).not.toContain(line.text);
    for (const question of piece.questions) expect(shown).not.toContain(question.explanation.en);
    expect(shown).not.toContain('"answer"');
  });

  it("refuses an answer that does not fit its questions", async () => {
    const attempt = await attemptWithPiece();
    const tooFew = { kind: "choices" as const, indexes: [0] };
    const outside = { kind: "choices" as const, indexes: piece.questions.map(() => 9) };
    for (const answer of [tooFew, outside, { kind: "choice" as const, index: 0 }])
      expect(await outcomeOf(submitAnswer(bed.db, carlos, { attemptId: attempt.id, index: 0, answer }, "en"))).toBe(
        "validation_failed",
      );
  });

  it("says which questions were missed, and keeps the answers and transcript for the retry", async () => {
    const attempt = await attemptWithPiece();
    const missed = await submitAnswer(
      bed.db,
      carlos,
      { attemptId: attempt.id, index: 0, answer: wrongAnswer(piece, "en", playerItem(attempt, 0, "en").view) },
      "en",
    );
    expect(missed.result.correct).toBe(false);
    const first = missed.result.comprehension!;
    expect(first.questions.map((question) => question.correct)).toEqual(piece.questions.map((_, i) => i !== 0));
    expect(first.questions.some((question) => question.answer || question.explanation)).toBe(false);
    expect(first.transcript).toBeUndefined();
    expect(JSON.stringify(missed)).not.toContain(piece.script[0]!.text);

    await submitAnswer(bed.db, carlos, { attemptId: attempt.id, index: 1, answer: rightAnswer(other, "en") }, "en");
    const retried = (await getAttempt(bed.db, { userId: carlos.userId, attemptId: attempt.id }))!;
    expect(retried.items[2]).toEqual({ exerciseId: piece.id, round: 2 });
    const last = await submitAnswer(
      bed.db,
      carlos,
      { attemptId: attempt.id, index: 2, answer: rightAnswer(piece, "fr", playerItem(retried, 2, "fr").view) },
      "fr",
    );
    expect(last.result.correct).toBe(true);
    const revealed = last.result.comprehension!;
    expect(revealed.questions).toEqual(
      piece.questions.map((question) => ({
        correct: true,
        answer: question.choices[question.answer],
        explanation: question.explanation.fr,
      })),
    );
    const names = new Map(piece.speakers.map((speaker) => [speaker.id, speaker.name]));
    expect(revealed.transcript).toEqual(
      piece.script.map((line) => ({ speaker: names.get(line.speaker), text: line.text })),
    );
    // Read again (a reload), the verdict comes in the language asked for.
    const stored = await listAnswers(bed.db, { userId: carlos.userId, attemptId: attempt.id });
    const reloaded = playerItem(
      retried,
      2,
      "es",
      stored.find((answer) => answer.position === 2),
    );
    expect(reloaded.result!.comprehension!.questions[0]!.explanation).toBe(piece.questions[0]!.explanation.es);
  });
});

describe("synthesizeComprehension", () => {
  it("speaks the whole piece as one WAV in eSpeak's voices, slower at slow speed", async () => {
    const attempt = await attemptWithPiece();
    const normal = await synthesizeComprehension(
      bed.db,
      carlos,
      { attemptId: attempt.id, index: 0, speed: "normal" },
      null,
    );
    const slow = await synthesizeComprehension(
      bed.db,
      carlos,
      { attemptId: attempt.id, index: 0, speed: "slow" },
      null,
    );
    expect(normal.contentType).toBe("audio/wav");
    expect(normal.voice).toBe("synthetic");
    expect(new TextDecoder().decode(normal.audio.subarray(0, 4))).toBe("RIFF");
    expect(new TextDecoder().decode(normal.audio.subarray(8, 12))).toBe("WAVE");
    const seconds = (audio: Uint8Array) => {
      const pcm = pcmOf(audio)!;
      return pcm.samples.length / pcm.sampleRate;
    };
    // A piece of about a hundred words is well over twenty seconds.
    expect(seconds(normal.audio)).toBeGreaterThan(20);
    expect(seconds(slow.audio)).toBeGreaterThan(seconds(normal.audio) * 1.15);
  });

  it("gives each speaker their voice on a text-to-speech server, line after line, asking for WAV", async () => {
    const attempt = await attemptWithPiece();
    const { voice, audio } = await synthesizeComprehension(
      bed.db,
      carlos,
      { attemptId: attempt.id, index: 0, speed: "normal" },
      settings,
    );
    expect(voice).toBe("server");
    expect(pcmOf(audio)).not.toBeNull();
    const voiceOf = new Map(piece.speakers.map((speaker) => [speaker.id, speaker.voice]));
    expect(bed.speech.requests.map((request) => request.body)).toEqual(
      piece.script.map((line) => ({
        model: "tts-1",
        input: line.text,
        voice: voiceOf.get(line.speaker) === "male" ? "ff_male" : "ff_siwis",
        response_format: "wav",
      })),
    );
    expect(new Set(piece.speakers.map((speaker) => speaker.voice)).size).toBe(2);
  });

  it("speaks nothing of another learner's attempt, nor any other kind of item", async () => {
    const attempt = await attemptWithPiece();
    const request = { attemptId: attempt.id, index: 0, speed: "normal" as const };
    expect(await outcomeOf(synthesizeComprehension(bed.db, priya, request, settings))).toBe("not_found");
    expect(await outcomeOf(synthesizeComprehension(bed.db, carlos, { ...request, index: 1 }, settings))).toBe(
      "not_found",
    );
    expect(await outcomeOf(synthesizeComprehension(bed.db, carlos, { ...request, index: 9 }, settings))).toBe(
      "not_found",
    );
    expect(bed.speech.requests).toEqual([]);
  });
});
