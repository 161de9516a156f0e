// `npm run bench:cluster`: the cluster of `npm run cluster` (decision 042: nginx in round robin
// over two app processes, Debian's PostgreSQL, the local S3 store) under load, after `npm run build`.
// 1. The same hot targets as bench/run.mjs (health, answers, /dashboard with 10 connections)
//    against the first app process alone, then against nginx over both: the scale factor.
// 2. A mixed load of simulated learners (bench/cluster-mixed.mjs): dashboards, lessons answered
//    to their end, the review page, turns with Madame on the test model server, with think times;
//    failures and p50/p99 per route, and the database's share of the request time, from
//    PostgreSQL's pg_stat_statements (loaded at the server's start; it costs the statements little).
// No budgets: the figures go to docs/scale.md. Exits 1 when any request failed.
import { execFileSync, fork } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startCluster } from "../scripts/cluster.mjs";
import {
  databaseLines,
  databaseShare,
  enableStatementStatistics,
  mixedTable,
  resetStatementStatistics,
  scaleFactors,
  scaleTable,
} from "./cluster-report.mjs";
import { answerQueues, knob, runLoad } from "./load-runner.mjs";
import { killServerNow, startServer, stopServer } from "./processes.mjs";
import { signIn } from "./session.mjs";
import { TOKEN_DELAY_MS, announcedBaseUrl } from "./ttft.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const resultsFile = join(root, "bench", "results", "cluster.json");
const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");

const settings = {
  seconds: knob("BENCH_SECONDS", 10, 600),
  warmupSeconds: knob("BENCH_WARMUP_SECONDS", 2, 60),
  connections: knob("BENCH_CONNECTIONS", 10, 1000),
  mixedSeconds: knob("MIXED_SECONDS", 120, 3600),
  mixedLearners: knob("MIXED_LEARNERS", 300, 5000),
  thinkMs: knob("MIXED_THINK_MS", 3000, 60_000),
};
/** Items in the seeded lesson, plus a little: enough attempts that no learner runs out before the end. */
const mixedAttempts = Math.ceil((settings.mixedSeconds * 1000) / (11 * settings.thinkMs)) + 1;
/** Sign-ins at once: each checks a password hash, which takes a core for a moment. */
const SIGN_IN_CONCURRENCY = 8;

let cluster = null;
let ai = null;
let child = null;
let tempDir = null;
let cleaning = null;
function cleanUp() {
  cleaning ??= (async () => {
    child?.kill("SIGKILL");
    if (ai) await stopServer(ai);
    await cluster?.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the cluster…`);
    cleanUp().finally(() => process.exit(code));
  });
}
process.once("exit", () => ai && killServerNow(ai));

/** The bench's learners, written into the cluster's database before the app processes start. */
function seed(env, files) {
  const run = (script, ...args) =>
    execFileSync(process.execPath, [tsx, join(root, "bench", script), ...args], {
      cwd: root,
      env: { ...env, LOG_LEVEL: "silent" },
      stdio: ["ignore", "ignore", "inherit"],
    });
  run("seed-answers.ts", files.one, "10", "100", "one");
  run("seed-answers.ts", files.two, "10", "100", "two");
  run("seed-answers.ts", files.mixed, String(settings.mixedLearners), String(mixedAttempts), "mixed");
  run("seed-history.ts", files.history);
  return `answers: 2 × 10 learners × 100 attempts; mixed load: ${settings.mixedLearners} learners × ${mixedAttempts} attempts; one year of history`;
}

async function inBatches(items, size, each) {
  const done = [];
  for (let start = 0; start < items.length; start += size)
    done.push(...(await Promise.all(items.slice(start, start + size).map(each))));
  return done;
}

/** The hot targets, each against the first process alone ("one") and nginx over both ("two"). */
async function hotTargets(files) {
  const processUrl = cluster.apps[0].url;
  const read = (file) => JSON.parse(readFileSync(file, "utf8"));
  // Signed in through nginx, whose address is the app's: the answers carry it as their Origin.
  const oneAnswers = await answerQueues(cluster.url, read(files.one));
  const twoAnswers = await answerQueues(cluster.url, read(files.two));
  const history = read(files.history);
  const { cookie } = await signIn(cluster.url, history.email, history.password);
  return [
    { name: "one /api/health", url: `${processUrl}/api/health` },
    { name: "two /api/health", url: `${cluster.url}/api/health` },
    {
      name: "one /api/learning/answers",
      url: `${processUrl}/api/learning/answers`,
      warmupQueue: oneAnswers.warmup,
      queue: oneAnswers.measured,
    },
    {
      name: "two /api/learning/answers",
      url: `${cluster.url}/api/learning/answers`,
      warmupQueue: twoAnswers.warmup,
      queue: twoAnswers.measured,
    },
    { name: "one /dashboard (10 connections)", url: `${processUrl}/dashboard`, headers: { cookie }, connections: 10 },
    { name: "two /dashboard (10 connections)", url: `${cluster.url}/dashboard`, headers: { cookie }, connections: 10 },
  ];
}

/** Forks the mixed load; resets the statement statistics once its warm-up is over. */
function runMixed(learners, database) {
  const specFile = join(tempDir, "mixed-spec.json");
  writeFileSync(
    specFile,
    JSON.stringify({ url: cluster.url, seconds: settings.mixedSeconds, thinkMs: settings.thinkMs, learners }),
  );
  const budgetMs = settings.mixedSeconds * 1000 + 180_000;
  return new Promise((resolve, reject) => {
    child = fork(join(root, "bench", "cluster-mixed.mjs"), [`@${specFile}`], { cwd: root });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the mixed load still ran after ${budgetMs / 1000} s; killed`));
    }, budgetMs);
    let results = null;
    child.on("message", (message) => {
      if (message.warm)
        resetStatementStatistics(database).then(
          () => child.send("go"),
          (error) => reject(error),
        );
      if (message.results) results = message.results;
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (results) resolve(results);
      else reject(new Error(`the mixed load ended without results (${code ?? signal})`));
    });
  });
}

async function main() {
  tempDir = mkdtempSync(join(tmpdir(), "madameai-bench-cluster-"));
  const files = Object.fromEntries(
    ["one", "two", "mixed", "history"].map((name) => [name, join(tempDir, `${name}.json`)]),
  );
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  ai = startServer(
    "test model server",
    process.execPath,
    [tsx, join(root, "src", "lib", "testing", "ai-server-cli.ts")],
    {
      cwd: root,
      env: { ...inherited, AI_TOKEN_DELAY_MS: String(TOKEN_DELAY_MS) },
    },
  );
  const aiBaseUrl = await announcedBaseUrl(ai);
  cluster = await startCluster({
    seed: (env) => seed(env, files),
    env: { AI_BASE_URL: aiBaseUrl, LOG_LEVEL: "warn" },
    postgresSettings: ["shared_preload_libraries=pg_stat_statements"],
    onStep: (line) => console.error(`  ${line.replaceAll("\n", "\n  ")}`),
  });
  const database = new pg.Client({ connectionString: cluster.databaseUrl });
  await database.connect();
  try {
    await enableStatementStatistics(database);
    console.log(
      `MadameAI cluster bench: nginx ${cluster.url} over ${cluster.apps.length} app processes, PostgreSQL, ` +
        `node ${process.version}, ${availableParallelism()} CPUs; ${settings.warmupSeconds} s warm-up + ` +
        `${settings.seconds} s per target; mixed load ${settings.mixedLearners} learners for ${settings.mixedSeconds} s, ` +
        `think time ${settings.thinkMs} ms ± 50 %`,
    );
    const results = await runLoad({
      targets: await hotTargets(files),
      settings,
      dir: tempDir,
      onFork: (forked) => (child = forked),
    });
    const factors = scaleFactors(results);
    console.log(`\n${scaleTable(factors)}\n`);

    const plan = JSON.parse(readFileSync(files.mixed, "utf8"));
    console.error(`  signing in ${plan.length} learners`);
    const learners = await inBatches(plan, SIGN_IN_CONCURRENCY, async (learner) => ({
      ...(await signIn(cluster.url, learner.email, learner.password)),
      attempts: learner.attempts,
    }));
    console.error(`  mixed load: ${learners.length} learners for ${settings.mixedSeconds} s`);
    const mixed = await runMixed(learners, database);
    const requests = mixed.routes.reduce((sum, route) => sum + route.requests, 0);
    const db = await databaseShare(
      database,
      mixed.routes.reduce((sum, route) => sum + route.totalMs, 0),
    );
    const failed =
      results.reduce((sum, result) => sum + result.errors + result.non2xx, 0) +
      mixed.routes.reduce((sum, route) => sum + route.failures, 0);
    console.log(
      `Mixed load: ${mixed.learners} learners, ${mixed.seconds.toFixed(1)} s, ${mixed.lessonsFinished} lessons finished, ` +
        `${mixed.tutorTurns} tutor turns\n\n${mixedTable(mixed)}\n\n${databaseLines(db, requests)}\n`,
    );
    if (mixed.firstFailures.length > 0) console.log(`First failures:\n  ${mixed.firstFailures.join("\n  ")}\n`);
    mkdirSync(dirname(resultsFile), { recursive: true });
    writeFileSync(
      resultsFile,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          buildId: readFileSync(join(root, ".next", "BUILD_ID"), "utf8").trim(),
          machine: {
            node: process.version,
            platform: process.platform,
            arch: process.arch,
            cpus: availableParallelism(),
          },
          settings: { ...settings, mixedAttempts },
          results,
          scale: factors,
          mixed,
          database: db,
          failed,
        },
        null,
        2,
      )}\n`,
    );
    console.log(
      `${failed === 0 ? "No request failed" : `${failed} REQUESTS FAILED`}; full results in bench/results/cluster.json`,
    );
    return failed === 0;
  } finally {
    await database.end();
  }
}

let exitCode = 1;
try {
  exitCode = (await main()) ? 0 : 1;
} catch (error) {
  console.error(`bench:cluster failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
