/** The parts of the eSpeak NG Emscripten build we use (it ships no types). */
declare module "@echogarden/espeak-ng-emscripten" {
  export type ESpeakNGWorker = {
    set_voice(voice: string): number;
    synthesize_ipa(text: string): { code: number; ipa: string };
  };
  const initialize: () => Promise<{ eSpeakNGWorker: new () => ESpeakNGWorker }>;
  export default initialize;
}
