import { describe, expect, it } from "vitest";
import { microphoneMode } from "./microphone";

describe("microphoneMode", () => {
  it("listens with the browser's recognition when it has one that works", () => {
    expect(microphoneMode({ recognition: "ready", recognitionError: null, recorder: null })).toBe("listen");
    expect(microphoneMode({ recognition: "listening", recognitionError: null, recorder: "ready" })).toBe("listen");
    // The learner said nothing, or stopped: the recogniser is still worth trying.
    expect(microphoneMode({ recognition: "ready", recognitionError: "no-speech", recorder: null })).toBe("listen");
  });

  it("records a turn for the server when the browser cannot recognise speech and the server can", () => {
    expect(microphoneMode({ recognition: "unsupported", recognitionError: null, recorder: "ready" })).toBe("record");
    expect(microphoneMode({ recognition: "unsupported", recognitionError: "network", recorder: "recording" })).toBe(
      "record",
    );
    // Debian's Chromium has the API, and fails on its first attempt.
    expect(microphoneMode({ recognition: "ready", recognitionError: "audio-capture", recorder: "ready" })).toBe(
      "record",
    );
  });

  it("is unavailable, not silent, when neither the browser nor the server can turn speech into text", () => {
    expect(microphoneMode({ recognition: "unsupported", recognitionError: null, recorder: null })).toBe("unavailable");
    expect(microphoneMode({ recognition: "ready", recognitionError: "audio-capture", recorder: null })).toBe(
      "unavailable",
    );
    expect(microphoneMode({ recognition: "unsupported", recognitionError: null, recorder: "unsupported" })).toBe(
      "unavailable",
    );
  });

  it("says the microphone was refused when it was and nothing else can listen", () => {
    expect(microphoneMode({ recognition: "denied", recognitionError: "not-allowed", recorder: null })).toBe("denied");
    expect(microphoneMode({ recognition: "unsupported", recognitionError: null, recorder: "denied" })).toBe("denied");
  });
});
