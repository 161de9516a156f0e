import type { Page } from "@playwright/test";
import { expect } from "../fixtures";
import { chromiumLaunchOptions } from "./chromium";

/*
 * A learner speaking into the pronunciation coach: Chromium's fake microphone plays a WAV (made
 * with writeSpokenWav before the browser starts), and the browser's own recognition is removed so
 * the score comes from the speech-to-text server the app is configured with.
 */

/** Launch options whose fake microphone plays `wav`. */
export function fakeMicrophone(wav: string) {
  return {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--use-file-for-fake-audio-capture=${wav}`],
  };
}

/**
 * Until the level meter shows the fake microphone's voice (as loud as the recorder counts as
 * voiced). The file loops with silences between phrases, and a busy machine delays the meter's
 * frames: up to 15 s.
 */
export const voiceHeard = (page: Page) =>
  expect
    .poll(() => page.getByRole("meter").evaluate((meter) => (meter as HTMLMeterElement).value), { timeout: 15_000 })
    .toBeGreaterThan(0.16);

export async function withoutBrowserRecognition(page: Page) {
  await page.addInitScript(() => {
    delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
    delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
  });
}
