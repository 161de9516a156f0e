/*
 * eSpeak NG compiled to WebAssembly: one worker for the process (about 100 ms to start, a few
 * milliseconds a phrase after), shared by the pronunciation scorer (text to phonemes) and the
 * synthetic voice (text to audio). Its calls are synchronous, so each caller sets the voice and
 * rate it needs right before it reads.
 */
import type { ESpeakNGWorker } from "@echogarden/espeak-ng-emscripten";

let worker: Promise<ESpeakNGWorker> | undefined;

/** The process's eSpeak worker, started on first use. */
export function espeak(): Promise<ESpeakNGWorker> {
  worker ??= import("@echogarden/espeak-ng-emscripten").then(
    async ({ default: initialize }) => new (await initialize()).eSpeakNGWorker(),
  );
  return worker;
}
