// Madame's time to first token, and how much of it is the product's. The test model server
// (src/lib/testing/ai-server-cli.ts, its own process) streams a word every TOKEN_DELAY_MS; the
// baseline asks it directly, the app is asked as the browser asks it (POST /api/tutor/messages,
// signed in), and the difference is what the app adds before the learner sees Madame's first word:
// session check, budget, storing the turn, reading the conversation, calling the model.
// Requests go one at a time, a baseline request then an app turn, so both meet the same machine.
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";

export const TOKEN_DELAY_MS = 20;
export const TTFT_NAME = "app /api/tutor/messages ttft";
const WARMUP_TURNS = 5;
/** Turns per conversation: a long real one, which also fills the 40 lines of history the model is sent. */
const TURNS_PER_SESSION = 20;
const TIMEOUT_MS = 10_000;
/** What the learner says, in turn; one has a mistake, so some turns also store a correction. */
export const LEARNER_LINES = [
  "Bonjour, je travaille dans une boulangerie.",
  "Le samedi, je vais à le marché avec mon équipe.",
  "Nous faisons du pain et des croissants.",
];
// A request the test server answers with the same French line as the app's turns get, token for token.
const MODEL_REQUEST = JSON.stringify({
  model: "x",
  stream: true,
  messages: [
    {
      role: "system",
      content: "You are Madame, a tutor. Language learned: French (Canadian French). Always answer in French.",
    },
    { role: "user", content: "Bonjour" },
  ],
});

/** The test server's base URL (its `key`), from the JSON line it prints once listening. */
export function announcedBaseUrl(server, timeoutMs = 30_000, key = "baseUrl") {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${server.name} printed no base URL within ${timeoutMs / 1000} s.\n${server.output()}`)),
      timeoutMs,
    );
    server.exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${server.name} exited (${code ?? signal}).\n${server.output()}`));
    });
    let printed = "";
    server.child.stdout.on("data", (chunk) => {
      printed += chunk;
      const line = printed.match(/^\{.*\}$/m);
      if (!line) return;
      clearTimeout(timer);
      resolve(JSON.parse(line[0])[key]);
    });
  });
}

/** POSTs `body`: ms from sending to the first chunk of the answer's body, then the body read to its end. */
async function timedPost(agent, url, headers, body) {
  const started = performance.now();
  const response = await new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: "POST", agent, headers: { "content-type": "application/json", ...headers } },
      resolve,
    );
    sent.setTimeout(TIMEOUT_MS, () => sent.destroy(new Error(`no answer from ${url} within ${TIMEOUT_MS / 1000} s`)));
    sent.once("error", reject);
    sent.end(body);
  });
  response.setEncoding("utf8");
  let firstChunkMs = null;
  let text = "";
  for await (const chunk of response) {
    firstChunkMs ??= performance.now() - started;
    text += chunk;
  }
  return { status: response.statusCode, firstChunkMs, text };
}

async function baselineTurn(agent, baseUrl) {
  const { status, firstChunkMs, text } = await timedPost(agent, `${baseUrl}/chat/completions`, {}, MODEL_REQUEST);
  if (status !== 200 || !text.trimEnd().endsWith("data: [DONE]"))
    throw new Error(`baseline: HTTP ${status}, ${text.slice(-200)}`);
  return firstChunkMs;
}

/** Madame's answer as newline-delimited JSON: the first line must be her first word, the last "done". */
export async function appTurn(agent, app, headers, sessionId, said) {
  const { status, firstChunkMs, text } = await timedPost(
    agent,
    `${app}/api/tutor/messages`,
    headers,
    JSON.stringify({ sessionId, text: said }),
  );
  const types = text
    .trimEnd()
    .split("\n")
    .map((line) => {
      try {
        return JSON.parse(line).type;
      } catch {
        return null;
      }
    });
  if (status !== 200 || types[0] !== "delta" || types.at(-1) !== "done")
    throw new Error(`app: HTTP ${status}, ${text.slice(-200)}`);
  return firstChunkMs;
}

export async function startSession(agent, app, headers) {
  const { status, text } = await timedPost(agent, `${app}/api/tutor/sessions`, headers, "{}");
  if (status !== 201) throw new Error(`starting a tutor session: HTTP ${status}, ${text.slice(0, 200)}`);
  return JSON.parse(text).sessionId;
}

/** Nearest rank: with 100 samples, p99 is the second slowest. */
export function percentiles(times) {
  const sorted = times.toSorted((a, b) => a - b);
  const at = (p) => sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? null;
  return { p50: at(50), p99: at(99) };
}

const tenth = (value) => (value === null ? null : Math.round(value * 10) / 10);

/** `turns` measured pairs after a short warm-up, as `learner` ({ cookie, token } from the sign-in). */
export async function measureTtft({ app, baseUrl, learner, turns }) {
  const agent = new Agent({ keepAlive: true });
  const headers = { origin: app, "x-csrf-token": learner.token, cookie: learner.cookie };
  const times = { baseline: [], app: [] };
  const failures = { baseline: 0, app: 0 };
  let firstFailure = null;
  let sessionId = null;
  // A failing turn is counted, its first reason kept, and left out of the times.
  const record = async (side, measured, send) => {
    try {
      const ms = await send();
      if (measured) times[side].push(ms);
    } catch (error) {
      if (!measured) return;
      failures[side] += 1;
      firstFailure ??= error.message;
    }
  };
  try {
    for (let turn = 0; turn < WARMUP_TURNS + turns; turn++) {
      if (turn % TURNS_PER_SESSION === 0) sessionId = await startSession(agent, app, headers);
      const measured = turn >= WARMUP_TURNS;
      await record("baseline", measured, () => baselineTurn(agent, baseUrl));
      await record("app", measured, () =>
        appTurn(agent, app, headers, sessionId, LEARNER_LINES[turn % LEARNER_LINES.length]),
      );
    }
  } finally {
    agent.destroy();
  }
  const baseline = percentiles(times.baseline);
  const product = percentiles(times.app);
  const both = (f) =>
    baseline.p50 === null || product.p50 === null ? { p50: null, p99: null } : { p50: f("p50"), p99: f("p99") };
  return {
    name: TTFT_NAME,
    turns,
    warmupTurns: WARMUP_TURNS,
    tokenDelayMs: TOKEN_DELAY_MS,
    baselineMs: { p50: tenth(baseline.p50), p99: tenth(baseline.p99) },
    appMs: { p50: tenth(product.p50), p99: tenth(product.p99) },
    addedMs: both((p) => tenth(product[p] - baseline[p])),
    ratio: both((p) => Math.round((product[p] / baseline[p]) * 100) / 100),
    failures,
    firstFailure,
  };
}

export function ttftLines(t) {
  const cell = (value, unit) => (value === null ? "n/a" : `${value}${unit}`).padStart(10);
  const row = (label, { p50, p99 }, unit = " ms") =>
    `  ${label.padEnd(40)}p50 ${cell(p50, unit)}   p99 ${cell(p99, unit)}`;
  return [
    `Time to first token (request sent → first byte of the body), ${t.turns} turns, a model token every ${t.tokenDelayMs} ms:`,
    row("baseline: the test model server alone", t.baselineMs),
    row("app: POST /api/tutor/messages", t.appMs),
    row("added by the app", t.addedMs),
    row("ratio app ÷ baseline", t.ratio, "×"),
  ].join("\n");
}

/** Checks in the shape of report.mjs's checkBudgets. */
export function checkTtft(t, budget) {
  const added = t.addedMs.p99;
  const failed = t.failures.baseline + t.failures.app;
  return [
    {
      budget: `${t.name} added p99 ≤ ${budget.addedP99MaxMs} ms`,
      actual: added ?? "not measured",
      limit: budget.addedP99MaxMs,
      pass: added !== null && added <= budget.addedP99MaxMs,
    },
    {
      budget: `${t.name} failing turns ≤ ${budget.maxFailures}`,
      actual: `app ${t.failures.app}, baseline ${t.failures.baseline}${t.firstFailure ? ` (first: ${t.firstFailure})` : ""}`,
      limit: budget.maxFailures,
      pass: failed <= budget.maxFailures,
    },
  ];
}
