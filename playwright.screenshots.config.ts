import { defineConfig, devices } from "@playwright/test";
import base from "./playwright.config";

/**
 * `npm run screenshots`: pictures of the main screens (e2e/screenshots.spec.ts) for people to look
 * at, in screenshots/ (not committed). Same build, server and browser as the browser tests, which
 * do not run this spec.
 */
export default defineConfig({
  ...base,
  reporter: [["list"]],
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    {
      name: "screenshots",
      testMatch: /screenshots\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], locale: "fr-CA" },
      dependencies: ["setup"],
    },
  ],
});
