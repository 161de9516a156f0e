import { describe, expect, it } from "vitest";
import { pickVoice, type VoiceInfo } from "./voices";

const voice = (lang: string, name: string, localService = true, isDefault = false): VoiceInfo => ({
  lang,
  name,
  localService,
  default: isDefault,
});

describe("choosing a voice", () => {
  it("prefers the Quebec voice", () => {
    const voices = [voice("en-US", "Samantha", true, true), voice("fr-FR", "Thomas"), voice("fr-CA", "Amélie")];
    expect(pickVoice(voices, "fr-CA")?.name).toBe("Amélie");
  });

  it("falls back to another variety of the same language", () => {
    const voices = [voice("en-US", "Samantha"), voice("fr-FR", "Thomas")];
    expect(pickVoice(voices, "fr-CA")?.name).toBe("Thomas");
  });

  it("reads Android's underscores and any case", () => {
    expect(pickVoice([voice("fr_ca", "Android FR"), voice("fr-FR", "Thomas")], "fr-CA")?.name).toBe("Android FR");
  });

  it("prefers a voice of the device, then the default one", () => {
    expect(pickVoice([voice("en-CA", "Online", false), voice("en-CA", "Device")], "en-CA")?.name).toBe("Device");
    expect(pickVoice([voice("en-GB", "Daniel"), voice("en-US", "Samantha", true, true)], "en-CA")?.name).toBe(
      "Samantha",
    );
  });

  it("finds nothing when no voice speaks the language", () => {
    expect(pickVoice([voice("en-US", "Samantha"), voice("es-ES", "Mónica")], "fr-CA")).toBeNull();
    expect(pickVoice([], "fr-CA")).toBeNull();
  });
});
