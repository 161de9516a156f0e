import { describe, expect, it } from "vitest";
import { outcomeOf } from "@/db/testing/outcome";
import { silentWav } from "@/lib/testing/speech-server";
import { checkRecording, MAX_RECORDING_BYTES } from "./recording";

const bytes = (buffer: Buffer) => new Uint8Array(buffer);

describe("a recording sent for scoring", () => {
  it("is taken when it is audio of a phrase's length, its kind and length read from the file itself", async () => {
    expect(await checkRecording(bytes(silentWav(2000)))).toEqual({
      mime: "audio/wav",
      extension: "wav",
      durationMs: 2000,
      bytes: 16044,
    });
  });

  it("is refused, each with its own code, when it is not audio, empty, too large, too long or cut short", async () => {
    expect(await outcomeOf(checkRecording(new TextEncoder().encode("<!doctype html><script>alert(1)</script>")))).toBe(
      "recording_not_audio",
    );
    expect(await outcomeOf(checkRecording(new Uint8Array(0)))).toBe("recording_empty");
    expect(await outcomeOf(checkRecording(new Uint8Array(MAX_RECORDING_BYTES + 1)))).toBe("payload_too_large");
    expect(await outcomeOf(checkRecording(bytes(silentWav(16_000))))).toBe("recording_too_long");
    expect(await outcomeOf(checkRecording(bytes(silentWav(2000).subarray(0, 900))))).toBe("recording_unreadable");
    // A WebM signature with nothing readable after it.
    expect(await outcomeOf(checkRecording(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0])))).toBe(
      "recording_unreadable",
    );
  });
});
