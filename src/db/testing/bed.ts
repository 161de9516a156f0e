import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import type { Database } from "@/db";
import type { DatabaseHandle } from "@/db/client";
import { startAiServer, type TestAiServer } from "@/lib/testing/ai-server";
import { startSmtp, type TestSmtp } from "@/lib/testing/smtp";
import { startSpeechServer, type TestSpeechServer } from "@/lib/testing/speech-server";
import { createTestDatabase } from "./database";
import { seedTwoTenants } from "./two-tenants";

type BedOptions = {
  /** The two tenants of two-tenants.ts (the default), or false for an empty, migrated database. */
  tenants?: boolean;
  /** A fresh database for every test of the file, instead of one shared by its tests. */
  databasePerTest?: boolean;
  /** Starts the local model server and points these variables at it (AI_BASE_URL, STT_BASE_URL…). */
  ai?: { env: string[]; tokenDelayMs?: number };
  /** Starts a local SMTP server (`bed.smtp`); tests hand its port to their own transport. */
  smtp?: boolean;
  /** Starts the local text-to-speech server (`bed.speech`). */
  speech?: boolean;
  /** Other variables for this file (a flag, a key, a limit). */
  env?: Record<string, string>;
  /** What this file builds on the ready bed: its own rows, objects made from the database. Runs once per database. */
  prepare?: (bed: TestBed) => Promise<void> | void;
};

export type TestBed = {
  readonly db: Database;
  readonly ai: TestAiServer;
  readonly smtp: TestSmtp;
  readonly speech: TestSpeechServer;
  /** Runs the migrations again on this database (they already ran when it was made). */
  migrate: () => Promise<void>;
};

function present<T>(value: T | undefined, missing: string): T {
  if (value === undefined) throw new Error(missing);
  return value;
}

/**
 * For one test file: a fresh database (with the two tenants unless told otherwise), the local
 * servers it asks for, and its environment. The environment is set before anything reads it (each
 * test file runs in its own process) and put back at the end; everything started is stopped.
 * Read `bed.db`, `bed.ai`… inside the tests, once the hooks have run.
 */
export function testBed(options: BedOptions = {}): TestBed {
  let handle: DatabaseHandle | undefined;
  let ai: TestAiServer | undefined;
  let smtp: TestSmtp | undefined;
  let speech: TestSpeechServer | undefined;
  const bed: TestBed = {
    get db() {
      return present(handle, "the test database is made in a hook: read bed.db inside a test").db;
    },
    get ai() {
      return present(ai, "this bed has no model server: pass { ai: { env: [...] } }");
    },
    get smtp() {
      return present(smtp, "this bed has no SMTP server: pass { smtp: true }");
    },
    get speech() {
      return present(speech, "this bed has no speech server: pass { speech: true }");
    },
    migrate: () => present(handle, "the test database is made in a hook: migrate inside a test").migrate(),
  };

  const openDatabase = async () => {
    handle = await createTestDatabase();
    if (options.tenants !== false) await seedTwoTenants(handle.db);
    await options.prepare?.(bed);
  };
  const closeDatabase = async () => {
    await handle?.close();
    handle = undefined;
  };

  beforeAll(async () => {
    if (options.ai) {
      ai = await startAiServer({ tokenDelayMs: options.ai.tokenDelayMs });
      for (const name of options.ai.env) vi.stubEnv(name, ai.baseUrl);
    }
    if (options.smtp) smtp = await startSmtp();
    if (options.speech) speech = await startSpeechServer();
    for (const [name, value] of Object.entries(options.env ?? {})) vi.stubEnv(name, value);
    if (!options.databasePerTest) await openDatabase();
  });
  if (options.databasePerTest) {
    beforeEach(openDatabase);
    afterEach(closeDatabase);
  }
  afterAll(async () => {
    vi.unstubAllEnvs();
    await closeDatabase();
    await Promise.all([ai?.close(), smtp?.close(), speech?.close()]);
  });
  return bed;
}
