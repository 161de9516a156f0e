import { defineConfig } from "@playwright/test";

/**
 * The security suite (`npm run test:security`, after `next build`): request-level attacks on two
 * production app processes sharing one PostgreSQL (security/support/environment.ts starts them).
 * The specs that restart PostgreSQL run last, one at a time, once every attack has finished
 * (whether it passed or not): they are the teardown of the project the attacks depend on.
 */
export default defineConfig({
  testDir: "security",
  outputDir: "test-results/security/artifacts",
  globalSetup: "./security/support/environment.ts",
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  reporter: [["list"], ["./security/reporter.ts"], ["json", { outputFile: "test-results/playwright-security.json" }]],
  projects: [
    { name: "processes", testMatch: /processes\.setup\.ts/, teardown: "database restarts" },
    {
      name: "attacks",
      testIgnore: /(processes\.setup|import-restart\.spec|answers-fault\.spec)\.ts/,
      dependencies: ["processes"],
    },
    { name: "database restarts", testMatch: /(import-restart|answers-fault)\.spec\.ts/, workers: 1 },
  ],
});
