// `npm run bench`: measures the production build against a bare node:http baseline started in the
// same process tree, and Madame's time to first token against the test model server alone
// (bench/ttft.mjs), the team area for 2,000 members (bench/seed-team.ts), and the pronunciation scorer alone (bench/scoring.ts), the synthetic voice alone (bench/speech.ts), prints the figures as ratios to those baselines, and checks bench/budgets.mjs.
// It also weighs the first-load JavaScript of / and /blog (bench/first-load-js.mjs); Lighthouse is
// a script of its own (`npm run bench:lighthouse`), minutes long.
// Speed is judged here and only here, so tests never carry timed assertions (a busy machine would fail them).
// The load comes from a separate process (bench/load.mjs) so the generator and the bookkeeping do
// not share a CPU budget with each other; on 2 cores the generator and each server still compete,
// which is why the budgets are ratios and generous absolute limits.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { budgets } from "./budgets.mjs";
import { FIRST_LOAD_NAME, checkFirstLoadJs, firstLoadLines, measureFirstLoadJs } from "./first-load-js.mjs";
import { answerQueues, knob, runLoad as runLoadIn } from "./load-runner.mjs";
import { freePort, killServerNow, startServer, stopServer, waitUntilHealthy } from "./processes.mjs";
import { budgetLines, checkBudgets, ratios, table } from "./report.mjs";
import { signIn } from "./session.mjs";
import { SCORING_NAME, checkScoring, scoringLine } from "./scoring-report.mjs";
import { SPEECH_NAME, checkSpeech, speechLine } from "./speech-report.mjs";
import { TOKEN_DELAY_MS, TTFT_NAME, announcedBaseUrl, checkTtft, measureTtft, ttftLines } from "./ttft.mjs";
import { WEBHOOK_NAME, checkWebhook, measureWebhook, webhookLines } from "./webhook.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const buildIdFile = join(root, ".next", "BUILD_ID");
const resultsFile = join(root, "bench", "results", "latest.json");
const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");

/** Newest modification time under the inputs of the build, to warn about a stale .next. */
function newestSourceChange() {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else if (!/\.test\.tsx?$/.test(path)) newest = Math.max(newest, stat.mtimeMs); // tests are not built
  };
  for (const input of ["src", "messages", "public", "next.config.ts", "package-lock.json"]) visit(join(root, input));
  return newest;
}

if (!existsSync(buildIdFile)) {
  console.error("No production build (.next/BUILD_ID): run `npm run build` first");
  process.exit(1);
}
const buildId = readFileSync(buildIdFile, "utf8").trim();
if (newestSourceChange() > statSync(buildIdFile).mtimeMs) {
  console.warn(
    "warning: files under src/, messages/ or public/ were written after the last build; if they changed, rebuild (`npm run build`).",
  );
}

const settings = {
  seconds: knob("BENCH_SECONDS", 10, 600),
  warmupSeconds: knob("BENCH_WARMUP_SECONDS", 2, 60),
  connections: knob("BENCH_CONNECTIONS", 10, 1000),
  ttftTurns: knob("BENCH_TTFT_TURNS", 100, 10_000),
  webhookEvents: knob("BENCH_WEBHOOK_EVENTS", 300, 100_000),
};

// Everything that must be undone, whatever way the run ends.
const servers = [];
let loadProcess = null;
let tempDir = null;

let cleaning = null;
let interrupted = false;
function cleanUp() {
  cleaning ??= (async () => {
    loadProcess?.kill("SIGKILL");
    await Promise.all(servers.map((server) => stopServer(server)));
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the servers…`);
    cleanUp().finally(() => process.exit(code));
  });
}
// If something exits the process without the async clean-up, at least leave no server behind.
process.once("exit", () => {
  servers.forEach(killServerNow);
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

function runLoad(targets) {
  return runLoadIn({ targets, settings, dir: tempDir, onFork: (child) => (loadProcess = child) });
}

/** BENCH_CPU_PROFILE=<folder>: the app writes a V8 CPU profile there when it stops (open it in Chrome's DevTools). */
function cpuProfileArgs() {
  const folder = process.env.BENCH_CPU_PROFILE;
  return folder ? ["--cpu-prof", `--cpu-prof-dir=${folder}`] : [];
}

/** How the bench runs an app: production build, a fresh secret, its own embedded database. */
function appEnvironment(pgliteDir) {
  return {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    APP_SECRET: randomBytes(36).toString("base64url"), // 48 characters
    PGLITE_DIR: pgliteDir,
    LOG_LEVEL: "warn",
  };
}

async function main() {
  tempDir = mkdtempSync(join(tmpdir(), "madameai-bench-"));
  const [basePort, appPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${basePort}`;
  const app = `http://127.0.0.1:${appPort}`;

  const inherited = { ...process.env };
  delete inherited.DATABASE_URL; // always a fresh PGlite, never whatever database this shell points at
  // The test model server first: the app must know its address when it starts, and it can get
  // ready while the seeds run.
  const ai = startServer(
    "test model server",
    process.execPath,
    [tsx, join(root, "src", "lib", "testing", "ai-server-cli.ts")],
    {
      cwd: root,
      env: { ...inherited, AI_TOKEN_DELAY_MS: String(TOKEN_DELAY_MS) },
    },
  );
  servers.push(ai);
  // The seeds write into the app's database before it starts, and who to sign in as into `file`.
  const seed = (script, file, pgliteDir = join(tempDir, "pglite")) =>
    execFileSync(process.execPath, [tsx, join(root, "bench", script), file], {
      cwd: root,
      env: { ...inherited, PGLITE_DIR: pgliteDir, LOG_LEVEL: "silent" },
      stdio: ["ignore", "ignore", "inherit"],
    });
  // Learners with open lessons to answer.
  const planFile = join(tempDir, "answers-plan.json");
  seed("seed-answers.ts", planFile);
  // One learner with a year of practice, for the dashboard's render.
  const historyFile = join(tempDir, "history.json");
  seed("seed-history.ts", historyFile);
  // An organization of 2,000 members with a year of activity, for the team area's renders.
  const teamFile = join(tempDir, "team.json");
  seed("seed-team.ts", teamFile);
  // One learner to talk with Madame, with a daily budget of turns the bench cannot exhaust.
  const tutorFile = join(tempDir, "tutor.json");
  seed("seed-tutor.ts", tutorFile);
  const aiBaseUrl = await announcedBaseUrl(ai);
  const baselineServer = startServer(
    "baseline",
    process.execPath,
    [join(root, "bench", "baseline-server.mjs"), String(basePort)],
    { cwd: root, env: inherited },
  );
  const appServer = startServer(
    "app",
    process.execPath,
    [...cpuProfileArgs(), join(root, "server.mjs"), "-p", String(appPort), "-H", "127.0.0.1"],
    {
      cwd: root,
      env: {
        ...inherited,
        ...appEnvironment(join(tempDir, "pglite")),
        // Only the tutor uses a model: the other targets answer the same with or without it.
        AI_BASE_URL: aiBaseUrl,
      },
    },
  );
  servers.push(baselineServer, appServer);

  const [, appHealth] = await Promise.all([
    waitUntilHealthy(baselineServer, `${base}/api/health`),
    waitUntilHealthy(appServer, `${app}/api/health`),
  ]);
  console.log(
    `MadameAI bench: build ${buildId}, app ${appHealth.version} on ${appHealth.database?.kind ?? "?"} database, ` +
      `node ${process.version}, ${availableParallelism()} CPUs, ${settings.connections} connections, ` +
      `${settings.warmupSeconds} s warm-up + ${settings.seconds} s per target, ${settings.ttftTurns} tutor turns`,
  );

  const answers = await answerQueues(app, JSON.parse(readFileSync(planFile, "utf8")));
  const history = JSON.parse(readFileSync(historyFile, "utf8"));
  const historySession = await signIn(app, history.email, history.password);
  const team = JSON.parse(readFileSync(teamFile, "utf8"));
  const teamSession = await signIn(app, team.email, team.password);
  const targets = [
    {
      name: "baseline /api/learning/answers",
      url: `${base}/api/learning/answers`,
      warmupQueue: answers.warmup,
      queue: answers.measured,
    },
    {
      name: "app /api/learning/answers",
      url: `${app}/api/learning/answers`,
      warmupQueue: answers.warmup,
      queue: answers.measured,
    },
    // The empty page of the baseline against the dashboard rendered for a year of history, one
    // request at a time: the time one learner waits for their dashboard, not a queue of ten.
    { name: "baseline /dashboard", url: `${base}/dashboard`, connections: 1 },
    { name: "app /dashboard", url: `${app}/dashboard`, headers: { cookie: historySession.cookie }, connections: 1 },
    // The same render under ten learners at once: what the server sustains, and how long the queue makes them wait.
    { name: "baseline /dashboard (10 connections)", url: `${base}/dashboard`, connections: 10 },
    {
      name: "app /dashboard (10 connections)",
      url: `${app}/dashboard`,
      headers: { cookie: historySession.cookie },
      connections: 10,
    },
    // The team area for an owner of 2,000 members with a year of activity, one request at a time.
    { name: "baseline /team", url: `${base}/team`, connections: 1 },
    {
      name: "app /team",
      url: `${app}/team?sort=minutes&dir=desc`,
      headers: { cookie: teamSession.cookie },
      connections: 1,
    },
    { name: "baseline /team/progress", url: `${base}/team/progress`, connections: 1 },
    {
      name: "app /team/progress",
      url: `${app}/team/progress`,
      headers: { cookie: teamSession.cookie },
      connections: 1,
    },
    { name: "baseline /team/cockpit", url: `${base}/team/cockpit`, connections: 1 },
    { name: "app /team/cockpit", url: `${app}/team/cockpit`, headers: { cookie: teamSession.cookie }, connections: 1 },
    { name: "baseline /", url: `${base}/` },
    { name: "app /", url: `${app}/` },
    { name: "baseline /api/health", url: `${base}/api/health` },
    { name: "app /api/health", url: `${app}/api/health` },
  ];
  // Each target names the process serving it, whose CPU time a request is measured with the load.
  for (const target of targets) {
    target.pid = (target.name.startsWith("baseline ") ? baselineServer : appServer).child.pid;
  }
  // BENCH_ONLY narrows the run to some targets (and their baselines) to compare two builds quickly;
  // such a partial run checks no budget and writes no results file.
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const results = await runLoad(only ? targets.filter((target) => only.test(target.name)) : targets);
  if (only) {
    console.log(`\n${table(results, ratios(results))}\n\nBENCH_ONLY run: budgets not checked`);
    return true;
  }
  // After the load, alone on the machine: one turn at a time, as one learner talks.
  const tutor = JSON.parse(readFileSync(tutorFile, "utf8"));
  console.error(`  measuring ${TTFT_NAME}: ${settings.ttftTurns} turns`);
  const ttft = await measureTtft({
    app,
    baseUrl: aiBaseUrl,
    learner: await signIn(app, tutor.email, tutor.password),
    turns: settings.ttftTurns,
  });
  // The scorer in a fresh process of its own: its start-up is part of what is measured.
  console.error(`  measuring ${SCORING_NAME}`);
  const scoring = JSON.parse(
    execFileSync(process.execPath, [tsx, join(root, "bench", "scoring.ts")], { cwd: root, encoding: "utf8" })
      .trim()
      .split("\n")
      .at(-1),
  );
  // The synthetic voice in a fresh process too: its first sentence starts eSpeak.
  console.error(`  measuring ${SPEECH_NAME}`);
  const speech = JSON.parse(
    execFileSync(process.execPath, [tsx, join(root, "bench", "speech.ts")], { cwd: root, encoding: "utf8" })
      .trim()
      .split("\n")
      .at(-1),
  );
  // Last, a second app with billing on: Stripe webhooks, one at a time.
  console.error(`  measuring ${WEBHOOK_NAME}: ${settings.webhookEvents} events`);
  const webhook = await measureWebhook({
    root,
    tsx,
    base,
    appPort: await freePort(),
    events: settings.webhookEvents,
    appEnv: appEnvironment(join(tempDir, "pglite-billing")),
    start: (name, args, env) => {
      const server = startServer(name, process.execPath, args, { cwd: root, env: { ...inherited, ...env } });
      servers.push(server);
      return server;
    },
    waitHealthy: waitUntilHealthy,
    seedPerson: () => {
      const file = join(tempDir, "billing.json");
      seed("seed-billing.ts", file, join(tempDir, "pglite-billing"));
      return JSON.parse(readFileSync(file, "utf8"));
    },
  });
  // The JavaScript a first visit of the public pages downloads: sizes, not times, so any moment works.
  console.error(`  measuring ${FIRST_LOAD_NAME}`);
  const firstLoad = await measureFirstLoadJs(app);
  const ratioByName = ratios(results);
  const checks = [
    ...checkBudgets(results, budgets),
    ...checkTtft(ttft, budgets[TTFT_NAME]),
    checkScoring(scoring, budgets[SCORING_NAME]),
    ...checkSpeech(speech, budgets[SPEECH_NAME]),
    ...checkWebhook(webhook, budgets[WEBHOOK_NAME]),
    ...checkFirstLoadJs(firstLoad, budgets[FIRST_LOAD_NAME]),
  ];
  const pass = checks.every((c) => c.pass);

  console.log(
    `\n${table(results, ratioByName)}\n\n${ttftLines(ttft)}\n\n${scoringLine(scoring)}\n\n${speechLine(speech)}\n\n${webhookLines(webhook)}\n\n${firstLoadLines(firstLoad)}\n\n${budgetLines(checks)}\n`,
  );
  mkdirSync(dirname(resultsFile), { recursive: true });
  writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        buildId,
        app: { version: appHealth.version, database: appHealth.database?.kind },
        machine: {
          node: process.version,
          platform: process.platform,
          arch: process.arch,
          cpus: availableParallelism(),
        },
        settings,
        results,
        ratios: ratioByName,
        ttft,
        scoring,
        speech,
        webhook,
        firstLoad,
        budgets: checks,
        pass,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`${pass ? "All budgets met" : "BUDGET FAILED"}; full results in bench/results/latest.json`);
  return pass;
}

let exitCode = 1;
try {
  exitCode = (await main()) ? 0 : 1;
} catch (error) {
  if (!interrupted) console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
