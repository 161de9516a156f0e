/*
 * Whether the database is out of reach, for the proxy: while it is, the pages that need it answer
 * 503 with Retry-After (so a load balancer or a crawler knows to come back), not 200 with a
 * message. The proxy is bundled apart from the pages and must not open the database itself (the
 * embedded one takes a single opener per process), so the database module of the same process
 * publishes a probe on globalThis. It costs nothing while nothing has failed: only after a lost
 * connection or a failed query does it check again, at most once a second.
 */

/** Seconds a client is asked to wait before trying again, on pages and in the API alike. */
export const DATABASE_RETRY_SECONDS = 5;

type OutageProbe = { suspect(): void; clear(): void; down(): Promise<boolean> };

const KEY = Symbol.for("madameai.databaseOutage");
const holder = globalThis as typeof globalThis & { [KEY]?: OutageProbe };
const RECHECK_MS = 1000;

/** Publishes the probe (the database module does, with its own health check); kept across dev reloads. */
export function outageProbe(isUp: () => Promise<boolean>): OutageProbe {
  return (holder[KEY] ??= createOutageProbe(isUp));
}

export function createOutageProbe(isUp: () => Promise<boolean>, now = () => Date.now()): OutageProbe {
  let suspected = false;
  let last: { at: number; down: Promise<boolean> } | undefined;
  return {
    suspect() {
      suspected = true;
    },
    clear() {
      suspected = false;
      last = undefined;
    },
    down() {
      if (!suspected) return Promise.resolve(false);
      if (!last || now() - last.at > RECHECK_MS) {
        last = { at: now(), down: isUp().then((up) => !up) };
      }
      return last.down;
    },
  };
}

/** For the proxy: whether this process's database is known to be down now (false before it was ever opened). */
export function databaseKnownDown(): Promise<boolean> {
  return holder[KEY]?.down() ?? Promise.resolve(false);
}
