import { closeSync, openSync, readSync, statSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { startPostgres, stopPostgres } from "./apps";

/** Where the global setup (environment.ts) put the two app processes and their database. */
export function suite() {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the suite with npm run test:security`);
    return value;
  };
  return {
    a: read("SECURITY_APP_A"),
    b: read("SECURITY_APP_B"),
    databaseUrl: read("SECURITY_DATABASE_URL"),
    /** Stops PostgreSQL, waits `downMs`, starts it again: the apps are left to recover by themselves. */
    async restartPostgres(downMs: number): Promise<void> {
      stopPostgres(read("SECURITY_PG_DIR"));
      await new Promise((resolve) => setTimeout(resolve, downMs));
      startPostgres(read("SECURITY_PG_DIR"), Number(read("SECURITY_PG_PORT")));
    },
  };
}

/** Next.js's own report of an exception or rejection nobody caught (the process lives on). */
export const UNCAUGHT = /uncaughtException|unhandledRejection/;
/** pino's "error" level: an API route's unexpected failure is logged there with its stack. */
export const LOGGED_ERROR = /"level":50/;

/**
 * The app processes' logs from now on: what `lines(pattern)` finds was written after this call,
 * so a test names the crashes and stacks of its own requests.
 */
export function watchLogs() {
  const files = (process.env.SECURITY_LOGS ?? "").split(path.delimiter).filter(Boolean);
  const offsets = files.map((file) => statSync(file).size);
  return {
    lines(pattern: RegExp): string[] {
      return files.flatMap((file, index) => {
        const size = statSync(file).size - offsets[index]!;
        if (size <= 0) return [];
        const buffer = Buffer.alloc(size);
        const handle = openSync(file, "r");
        try {
          readSync(handle, buffer, 0, size, offsets[index]!);
        } finally {
          closeSync(handle);
        }
        const name = path.basename(file);
        return buffer
          .toString("utf8")
          .split("\n")
          .filter((line) => pattern.test(line))
          .map((line) => `${name}: ${line.slice(0, 600)}`);
      });
    },
  };
}

/** A query on the suite's database, outside the apps (one connection per call: it survives a restart). */
export async function query<Row extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: suite().databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Waits until `check` holds (polling every `everyMs`) or `timeoutMs` passes; answers whether it held. */
export async function waitFor(
  check: () => Promise<boolean>,
  { timeoutMs, everyMs = 250 }: { timeoutMs: number; everyMs?: number },
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await sleep(everyMs);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The e-mails stored for an address, oldest first (the apps run without SMTP: the outbox is the mailbox). */
export function mailsTo(address: string) {
  return query<{ id: string; kind: string; text_body: string; status: string }>(
    "select id, kind, text_body, status from email_outbox where to_address = $1 order by created_at, id",
    [address],
  );
}

/** Every web address written in a text. */
export function linksIn(text: string): URL[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].flatMap(([candidate]) => {
    try {
      return [new URL(candidate)];
    } catch {
      return [];
    }
  });
}

/** The first address in a text whose path starts with `pathname`, if any. */
export function linkIn(text: string, pathname: string): URL | null {
  return linksIn(text).find((url) => url.pathname.startsWith(pathname)) ?? null;
}

/** Runs `each` over the items, at most `limit` at a time, in order of start. */
export async function inParallel<Item>(
  items: readonly Item[],
  limit: number,
  each: (item: Item, index: number) => Promise<void>,
) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await each(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
