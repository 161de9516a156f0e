import path from "node:path";
import { Worker } from "node:worker_threads";

/*
 * PGlite on a worker thread, behind the part of PGlite's interface that drizzle's driver and the
 * job queue use: `query(sql, params, options)`, `exec(sql)` and `transaction(fn)`. In the app's process PGlite's WebAssembly
 * and its wire-protocol parsing took half of the main thread for every page and answer (decision
 * 056); on its own thread they run beside the rendering, on the machine's second core.
 *
 * Behaviour is PGlite's own: one connection, statements in arrival order, a transaction holding
 * every other statement back until it ends. PostgreSQL's errors keep their fields (code,
 * constraint…), so the app's checks of unique violations still work.
 */

type QueryOptions = { rowMode?: "array" | "object"; parsers?: Record<number, unknown> };
type Results = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

export type ThreadTransaction = {
  query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;
  exec: (sql: string) => Promise<Results[]>;
};

// Next's bundler follows `new Worker(…)` to this file and builds it into the server's chunks
// (images included); tests and scripts run the file itself.
const workerFile = path.join(process.cwd(), "src/db/pglite-worker.mjs");

export class PgliteThread {
  #worker: Worker | null = null;
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  readonly #dataDir: string | undefined;

  constructor(dataDir?: string) {
    this.#dataDir = dataDir;
  }

  query<T = unknown>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ): Promise<Results & { rows: T[] }> {
    return this.#ask({ kind: "query", ...statement(sql, params, options) }) as Promise<Results & { rows: T[] }>;
  }

  /** Several statements without parameters, one result each. */
  exec(sql: string): Promise<Results[]> {
    return this.#ask({ kind: "exec", sql }) as Promise<Results[]>;
  }

  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = this.#nextId++;
    await this.#ask({ kind: "begin", tx });
    let value: T;
    try {
      value = await fn({
        query: (sql, params = [], options = {}) =>
          this.#ask({ kind: "query", tx, ...statement(sql, params, options) }) as Promise<Results>,
        exec: (sql) => this.#ask({ kind: "exec", tx, sql }) as Promise<Results[]>,
      });
    } catch (error) {
      await this.#ask({ kind: "end", tx, commit: false });
      throw error;
    }
    await this.#ask({ kind: "end", tx, commit: true });
    return value;
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    await this.#ask({ kind: "close" });
    this.#worker = null;
    await worker.terminate();
  }

  #ask(message: Record<string, unknown>): Promise<unknown> {
    const worker = this.#start();
    const id = this.#nextId++;
    // The thread keeps the process alive only while something waits on it.
    if (this.#pending.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  }

  /** The worker, started on first use and again after it died (its open work fails, the next query starts afresh). */
  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(workerFile, { workerData: { dataDir: this.#dataDir } });
    worker.on("message", (reply: Reply) => this.#settle(reply));
    const died = (error: Error) => {
      if (this.#worker !== worker) return;
      this.#worker = null;
      for (const { reject } of this.#pending.values()) reject(error);
      this.#pending.clear();
    };
    worker.on("error", died);
    worker.on("exit", (code) => died(new Error(`the database thread stopped (exit code ${code})`)));
    this.#worker = worker;
    return worker;
  }

  #settle({ id, result, error }: Reply) {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker?.unref();
    if (error) pending.reject(Object.assign(new Error(error.message), error));
    else pending.resolve(result);
  }
}

/** A statement as the worker takes it: drizzle's parsers only keep some types as text, so their type ids are enough. */
function statement(sql: string, params: unknown[], { rowMode = "object", parsers = {} }: QueryOptions) {
  return { sql, params, rowMode, keepAsText: Object.keys(parsers).map(Number) };
}
