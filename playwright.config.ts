import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./e2e/support/chromium";

const port = 3100;
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Browser tests run against the production build (`next build` first) with Debian's Chromium:
 * Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/artifacts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [
    ["list"],
    ["json", { outputFile: "test-results/playwright.json" }],
    ["html", { open: "never", outputFolder: "playwright-report" }],
  ],
  // A minute and a half: the specs that start their own app server (seeding, then next start) do it in a hook
  // that shares this limit, and a busy 2-core CI machine was seen to need more than 30 s.
  timeout: 90_000,
  use: {
    baseURL,
    // Our visitors' usual browser language; tests of other languages set their own.
    locale: "fr-CA",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    // The screenshots for people to look at run only on demand: playwright.screenshots.config.ts.
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], locale: "fr-CA" },
      dependencies: ["setup"],
      testIgnore: /screenshots\.spec\.ts/,
    },
  ],
  webServer: {
    command: `node e2e/support/serve.mjs ${port}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
