/** The parts of the eSpeak NG Emscripten build we use (it ships no types). */
declare module "@echogarden/espeak-ng-emscripten" {
  export type ESpeakNGWorker = {
    set_voice(voice: string): number;
    synthesize_ipa(text: string): { code: number; ipa: string };
    /** Speaks synchronously, handing over 16-bit mono samples chunk by chunk (the chunk is reused: copy it); 0 goes on. */
    synthesize(text: string, onChunk: (samples: Int16Array | null, events: unknown) => number): unknown;
    set_rate(wordsPerMinute: number): number;
    readonly samplerate: number;
  };
  const initialize: () => Promise<{ eSpeakNGWorker: new () => ESpeakNGWorker }>;
  export default initialize;
}
