/**
 * How every browser test launches Debian's Chromium (Playwright never downloads one here). The
 * fake microphone needs no permission prompt; it plays a tone, or a WAV a spec passes with
 * --use-file-for-fake-audio-capture (e2e/pronunciation.spec.ts).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-quic",
    "--disable-sync",
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
  ],
};
