import { writeFileSync } from "node:fs";

type Synthesizer = {
  set_voice(voice: string): number;
  get_samplerate(): number;
  synthesize(text: string, callback: (samples: Int16Array | null) => boolean): void;
};

/**
 * A WAV of eSpeak NG saying the text (16-bit mono at eSpeak's rate), with a second of silence
 * around it: Chromium plays it as its fake microphone (--use-file-for-fake-audio-capture).
 */
export async function writeSpokenWav(path: string, text: string, voice: string): Promise<void> {
  const { default: initialize } = await import("@echogarden/espeak-ng-emscripten");
  const engine = new (await initialize()).eSpeakNGWorker() as unknown as Synthesizer;
  engine.set_voice(voice);
  const rate = engine.get_samplerate();
  const chunks: Int16Array[] = [new Int16Array(rate)];
  engine.synthesize(text, (samples) => {
    if (samples) chunks.push(new Int16Array(samples));
    return false;
  });
  chunks.push(new Int16Array(rate));
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const wav = Buffer.alloc(44 + length * 2);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + length * 2, 4);
  wav.write("WAVEfmt ", 8, "ascii");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(length * 2, 40);
  let offset = 44;
  for (const chunk of chunks) for (const sample of chunk) offset = wav.writeInt16LE(sample, offset);
  writeFileSync(path, wav);
}
