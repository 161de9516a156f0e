import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Unit and integration tests only; browser journeys live in e2e/ and run with Playwright.
export default defineConfig({
  resolve: {
    // Vitest runs server modules outside React's server environment, where `server-only` would throw.
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
    environment: "node",
    // Each test file gets its own process state and its own database (see src/db/testing).
    isolate: true,
    pool: "forks",
    // Vitest's default leaves a core idle: one worker on a 2-core CI machine. Every file has its own
    // database (PGlite, or its own PostgreSQL database) and free ports, so two run side by side.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
