import type { Page } from "@playwright/test";

/** A stand-in for the browser's speech recognition: says the next queued utterance, an interim result first. */
export async function fakeRecognition(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as {
      __utterances: string[];
      SpeechRecognition: unknown;
      webkitSpeechRecognition: unknown;
    };
    scope.__utterances = [];
    class FakeRecognition {
      lang = "";
      interimResults = false;
      continuous = false;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      private timers: number[] = [];
      start() {
        const text = scope.__utterances.shift() ?? "Bonjour";
        const result = (transcript: string, isFinal: boolean) => ({
          resultIndex: 0,
          results: [Object.assign([{ transcript }], { isFinal })],
        });
        this.timers.push(
          window.setTimeout(() => this.onresult?.(result(text.split(" ").slice(0, 2).join(" "), false)), 200),
        );
        this.timers.push(
          window.setTimeout(() => {
            this.onresult?.(result(text, true));
            this.onend?.();
          }, 900),
        );
      }
      stop() {}
      abort() {
        this.timers.forEach((timer) => window.clearTimeout(timer));
        this.onend?.();
      }
    }
    scope.SpeechRecognition = FakeRecognition;
    scope.webkitSpeechRecognition = FakeRecognition;
  });
}

export const say = (page: Page, text: string) =>
  page.evaluate((utterance) => (window as unknown as { __utterances: string[] }).__utterances.push(utterance), text);
