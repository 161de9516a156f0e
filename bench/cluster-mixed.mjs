// The mixed load of `npm run bench:cluster`, in its own process like bench/load.mjs: simulated
// learners, each in a loop of what a learner does in a sitting, with think times in between:
// the dashboard, a lesson answered item by item to its end, the review page, a short conversation
// with Madame (two turns). bench/cluster.mjs forks it with "@<spec file>":
//   { url, seconds, thinkMs, learners: [{ cookie, token, attempts: [{ attemptId, answers }] }] }
// It warms every route up on both processes, says "warm" over IPC, waits for "go" (the parent
// resets the database's statistics in between), runs for `seconds`, then sends the results back.
import { readFileSync } from "node:fs";
import { Agent } from "node:http";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { LEARNER_LINES, appTurn, percentiles, startSession } from "./ttft.mjs";

const TIMEOUT_MS = 10_000;
const TUTOR_TURNS = 2;
/** Learners whose requests warm the routes up: round robin sends them to both processes. */
const WARMUP_LEARNERS = 4;
const ROUTES = {
  dashboard: "GET /dashboard",
  answer: "POST /api/learning/answers",
  review: "GET /dashboard/review",
  tutorSession: "POST /api/tutor/sessions",
  tutorTurn: "POST /api/tutor/messages",
  tutorFirstWord: "POST /api/tutor/messages, first word",
};

const argument = process.argv[2] ?? "";
const spec = JSON.parse(readFileSync(argument.replace(/^@/, ""), "utf8"));
const { url, thinkMs } = spec;
// Madame's answers stream: read through node:http as bench/ttft.mjs does, on kept-alive sockets.
const agent = new Agent({ keepAlive: true });

const samples = new Map(Object.values(ROUTES).map((route) => [route, { times: [], failures: 0, statusCodes: {} }]));
let recording = false;
const firstFailures = [];

function record(route, ms, status, failure) {
  if (!recording) {
    if (failure) console.error(`  warm-up: ${route}: ${failure}`);
    return;
  }
  const sample = samples.get(route);
  sample.times.push(ms);
  sample.statusCodes[status] = (sample.statusCodes[status] ?? 0) + 1;
  if (!failure) return;
  sample.failures += 1;
  if (firstFailures.length < 10) firstFailures.push(`${route}: ${failure}`);
}

const think = () => sleep(thinkMs * (0.5 + Math.random()));

function headersOf(learner) {
  return { origin: url, "x-csrf-token": learner.token, cookie: learner.cookie };
}

/** One request, timed from sending to the end of the body; a redirect (a lost session) is a failure. */
async function timed(route, learner, method, path, body) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { ...headersOf(learner), ...(body && { "content-type": "application/json" }) },
      body: body && JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    const ok = response.status >= 200 && response.status < 300;
    record(
      route,
      performance.now() - started,
      response.status,
      ok ? null : `HTTP ${response.status} ${text.slice(0, 120)}`,
    );
    return ok ? text : null;
  } catch (error) {
    record(route, performance.now() - started, "error", error instanceof Error ? error.message : String(error));
    return null;
  }
}

/** A streamed turn: the first word (what the learner waits for) and the whole answer, both kept. */
async function tutorTurn(learner, sessionId, said) {
  const started = performance.now();
  try {
    const firstWordMs = await appTurn(agent, url, headersOf(learner), sessionId, said);
    record(ROUTES.tutorTurn, performance.now() - started, 200, null);
    record(ROUTES.tutorFirstWord, firstWordMs, 200, null);
  } catch (error) {
    record(ROUTES.tutorTurn, performance.now() - started, "failed", error.message);
    return false;
  }
  return true;
}

async function conversation(learner, deadline, pause = think) {
  const started = performance.now();
  let sessionId;
  try {
    sessionId = await startSession(agent, url, headersOf(learner));
    record(ROUTES.tutorSession, performance.now() - started, 201, null);
  } catch (error) {
    record(ROUTES.tutorSession, performance.now() - started, "failed", error.message);
    return 0;
  }
  let turns = 0;
  for (let turn = 0; turn < TUTOR_TURNS && Date.now() < deadline; turn++) {
    if (!(await tutorTurn(learner, sessionId, LEARNER_LINES[turn % LEARNER_LINES.length]))) break;
    turns += 1;
    await pause();
  }
  return turns;
}

/** Answers the attempt's items in order; true once the last answer finished the lesson. */
async function lesson(learner, { attemptId, answers }, deadline) {
  for (const [index, answer] of answers.entries()) {
    if (Date.now() >= deadline) return false;
    const text = await timed(ROUTES.answer, learner, "POST", "/api/learning/answers", { attemptId, index, answer });
    // A lost answer leaves the attempt's next ones out of order: the learner would reopen the lesson.
    if (text === null) return false;
    if (index === answers.length - 1) return JSON.parse(text).finished !== null;
    await think();
  }
  return false;
}

async function sitting(learner, deadline, counts) {
  // Learners arrive over the first think times, not all in the same millisecond.
  await sleep(Math.random() * thinkMs * 2);
  let next = 0;
  while (Date.now() < deadline) {
    await timed(ROUTES.dashboard, learner, "GET", "/dashboard");
    await think();
    const attempt = learner.attempts[next++];
    if (attempt && (await lesson(learner, attempt, deadline))) counts.lessonsFinished += 1;
    if (Date.now() >= deadline) break;
    await timed(ROUTES.review, learner, "GET", "/dashboard/review");
    await think();
    if (Date.now() >= deadline) break;
    const turns = await conversation(learner, deadline);
    counts.tutorTurns += turns;
  }
}

async function warmUp() {
  for (const learner of spec.learners.slice(0, WARMUP_LEARNERS)) {
    await timed(ROUTES.dashboard, learner, "GET", "/dashboard");
    await timed(ROUTES.review, learner, "GET", "/dashboard/review");
    await conversation(learner, Date.now() + 60_000, async () => {});
  }
}

function summary(elapsedSeconds, counts) {
  const routes = [...samples].map(([route, { times, failures, statusCodes }]) => {
    const { p50, p99 } = percentiles(times);
    const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);
    return {
      route,
      requests: times.length,
      requestsPerSecond: times.length / elapsedSeconds,
      failures,
      statusCodes,
      p50Ms: round(p50),
      p99Ms: round(p99),
      // The first word is inside its turn's own time: counted once, there.
      totalMs: route === ROUTES.tutorFirstWord ? 0 : times.reduce((sum, ms) => sum + ms, 0),
    };
  });
  return { seconds: elapsedSeconds, learners: spec.learners.length, thinkMs, ...counts, routes, firstFailures };
}

await warmUp();
if (process.send) {
  process.send({ warm: true });
  await new Promise((resolve) => process.once("message", resolve));
}
recording = true;
const started = performance.now();
const deadline = Date.now() + spec.seconds * 1000;
const counts = { lessonsFinished: 0, tutorTurns: 0 };
await Promise.all(spec.learners.map((learner) => sitting(learner, deadline, counts)));
const results = summary((performance.now() - started) / 1000, counts);
agent.destroy();
if (process.send) process.send({ results }, () => process.exit(0));
else console.log(JSON.stringify(results, null, 2));
