/** What the browser tells of a voice (a subset of SpeechSynthesisVoice, so it can be tested). */
export type VoiceInfo = { lang: string; name: string; localService: boolean; default: boolean };

/** Android writes fr_CA; tags compare without case. */
const tag = (lang: string) => lang.replace(/_/g, "-").toLowerCase();
const primary = (lang: string) => tag(lang).split("-")[0] ?? "";

/**
 * The voice for the language learned: the exact variety first (fr-CA, en-CA), else another of the
 * same language; among equals a voice of the device (it works offline), then the default one.
 * null when the browser has no voice for the language at all.
 */
export function pickVoice<V extends VoiceInfo>(voices: readonly V[], lang: string): V | null {
  const rank = (voice: V) =>
    (tag(voice.lang) === tag(lang) ? 0 : 2) + (voice.localService ? 0 : 1) - (voice.default ? 0.5 : 0);
  const candidates = voices.filter((voice) => primary(voice.lang) === primary(lang));
  return candidates.reduce<V | null>((best, voice) => (best === null || rank(voice) < rank(best) ? voice : best), null);
}
