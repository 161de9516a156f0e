// The embedded database on its own thread (see pglite-thread.ts, which starts it and speaks to it).
// Plain JavaScript: tests and scripts start it as is; Next's build bundles it for the app's server.
//
// Messages in: { id, kind: "query", sql, params, rowMode, keepAsText, tx? } · { id, kind: "exec", sql, tx? }
//              · { id, kind: "begin", tx }
//              · { id, kind: "end", tx, commit } · { id, kind: "close" }
// Messages out: { id, result } or { id, error: { message, ...fields of PostgreSQL's error } }
import { parentPort, receiveMessageOnPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const database = new PGlite(workerData.dataDir ?? undefined);
/** Open transactions by the main thread's id: PGlite's handle, and how to end it. */
const transactions = new Map();

// drizzle's driver asks for some types (dates, intervals and their arrays) as PostgreSQL's text:
// always the same few, so each set is built once. A query that asks none takes PGlite's parsers.
const asText = (value) => value;
const parserSets = new Map();
function parsersFor(typeIds) {
  if (typeIds.length === 0) return undefined;
  const key = typeIds.join();
  let parsers = parserSets.get(key);
  if (!parsers) parserSets.set(key, (parsers = Object.fromEntries(typeIds.map((typeId) => [typeId, asText]))));
  return parsers;
}

/** Messages received and not answered yet. */
let inFlight = 0;

// A request's statements come one after another: the app sends the next as soon as it has the
// answer, about a tenth of a millisecond later. A thread that went to sleep in between takes as
// long again to wake, so when it has nothing left to do it looks for the next message for a short
// while before it sleeps (0.44 → 0.33 ms a statement in a row; the thread is otherwise idle then).
const WAIT_AWAKE_MS = 0.3;

function awaitNext() {
  const deadline = performance.now() + WAIT_AWAKE_MS;
  while (performance.now() < deadline) {
    const next = receiveMessageOnPort(parentPort);
    if (next) return handle(next.message);
  }
}

function reply(id, outcome) {
  inFlight -= 1;
  // After this reply is posted (a microtask later), not before.
  if (inFlight === 0) queueMicrotask(awaitNext);
  try {
    parentPort.postMessage({ id, ...outcome });
  } catch (error) {
    // Something in an error's fields could not be copied (never in rows: PGlite returns plain values).
    parentPort.postMessage({
      id,
      error: { message: outcome.error?.message ?? String(error), code: outcome.error?.code },
    });
  }
}

function failure(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  // PostgreSQL's fields (code, constraint, detail…) travel with the message; the query's options
  // hold functions (parsers), which cannot.
  const { queryOptions: _options, ...fields } = error;
  return { ...fields, message: error.message, name: error.name };
}

function targetOf(tx) {
  const target = tx === undefined ? database : transactions.get(tx)?.handle;
  if (!target) throw new Error(`transaction ${tx} is not open`);
  return target;
}

const plain = ({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows });

async function query({ sql, params, rowMode, keepAsText, tx }) {
  return plain(await targetOf(tx).query(sql, params, { rowMode, parsers: parsersFor(keepAsText) }));
}

/** Several statements without parameters (pg-boss's schema): one result each. */
async function exec({ sql, tx }) {
  return (await targetOf(tx).exec(sql)).map(plain);
}

function answer(id, work) {
  work.then(
    (result) => reply(id, { result }),
    (error) => reply(id, { error: failure(error) }),
  );
}

function begin({ id, tx }) {
  let settle;
  const ended = new Promise((resolve, reject) => (settle = { resolve, reject }));
  const finished = database.transaction(async (handle) => {
    transactions.set(tx, { handle, settle });
    reply(id, { result: null });
    // PGlite commits when this resolves and rolls back when it throws.
    await ended;
  });
  // A transaction that could not begin answers the begin message; one that ended answers its end message.
  finished.then(
    () => transactions.get(tx)?.ended?.(null),
    (error) => {
      const open = transactions.get(tx);
      if (open?.ended) open.ended(open.rolledBack ? null : error);
      else reply(id, { error: failure(error) });
    },
  );
}

function end({ id, tx, commit }) {
  const open = transactions.get(tx);
  if (!open) return reply(id, { error: { message: `transaction ${tx} is not open` } });
  open.ended = (error) => {
    transactions.delete(tx);
    reply(id, error ? { error: failure(error) } : { result: null });
  };
  if (commit) open.settle.resolve();
  else {
    open.rolledBack = true;
    open.settle.reject(new Error("rolled back"));
  }
}

parentPort.on("message", (message) => handle(message));

function handle(message) {
  inFlight += 1;
  switch (message.kind) {
    case "query":
      answer(message.id, query(message));
      break;
    case "exec":
      answer(message.id, exec(message));
      break;
    case "begin":
      begin(message);
      break;
    case "end":
      end(message);
      break;
    case "close":
      answer(message.id, database.close());
      break;
  }
}
