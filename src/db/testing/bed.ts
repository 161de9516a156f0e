import { afterAll, beforeAll, vi } from "vitest";
import type { Database } from "@/db";
import type { DatabaseHandle } from "@/db/client";
import { startAiServer, type TestAiServer } from "@/lib/testing/ai-server";
import { createTestDatabase } from "./database";
import { seedTwoTenants } from "./two-tenants";

type BedOptions = {
  /** Starts the local model server and points these variables at it (AI_BASE_URL, STT_BASE_URL…). */
  ai?: { env: string[]; tokenDelayMs?: number };
  /** Other variables for this file (a key, a limit). */
  env?: Record<string, string>;
};

/**
 * For one test file: a fresh database with the two tenants, and the local model server when asked.
 * The environment is set before anything reads it (each test file runs in its own process) and
 * put back at the end. Read `bed.db` and `bed.ai` inside the tests, once the hooks have run.
 */
export function twoTenantBed(options: BedOptions = {}): { readonly db: Database; readonly ai: TestAiServer } {
  let handle: DatabaseHandle | undefined;
  let ai: TestAiServer | undefined;
  beforeAll(async () => {
    if (options.ai) {
      ai = await startAiServer({ tokenDelayMs: options.ai.tokenDelayMs });
      for (const name of options.ai.env) vi.stubEnv(name, ai.baseUrl);
    }
    for (const [name, value] of Object.entries(options.env ?? {})) vi.stubEnv(name, value);
    handle = await createTestDatabase();
    await seedTwoTenants(handle.db);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await ai?.close();
    await handle?.close();
  });
  return {
    get db() {
      if (!handle) throw new Error("the test database is made in beforeAll: read bed.db inside a test");
      return handle.db;
    },
    get ai() {
      if (!ai) throw new Error("this bed has no model server: pass { ai: { env: [...] } }");
      return ai;
    },
  };
}
