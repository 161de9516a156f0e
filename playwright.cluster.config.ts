import { defineConfig, devices } from "@playwright/test";
import base from "./playwright.config";

/**
 * The cluster's browser test alone (`npm run test:e2e:cluster`, after `npm run build`). It starts
 * its own cluster (nginx, two app processes, PostgreSQL, the S3 store), so it needs neither the
 * app server on port 3100 nor the signed-in states of the set-up project; the main run includes it too.
 */
export default defineConfig({
  ...base,
  testMatch: /cluster\.spec\.ts/,
  reporter: [["list"]],
  projects: [{ name: "cluster", use: { ...devices["Desktop Chrome"], locale: "fr-CA" } }],
  webServer: undefined,
});
