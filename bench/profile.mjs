// A quick loop for one target at a time, for profiling between two builds: `next start` on a copy
// of a database seeded once (seed-history.ts and seed-team.ts into PROFILE_DB), then one target
// loaded with autocannon. Not a benchmark: no baseline, no budgets (bench/run.mjs judges those).
//   PGLITE_DIR=/tmp/seeded npx tsx bench/seed-history.ts /tmp/history.json   (once, then seed-team.ts)
//   PROFILE_DB=/tmp/seeded node bench/profile.mjs dashboard|team|cockpit|health [connections] [seconds]
// The answers target also needs the plan of bench/seed-answers.ts, seeded into the same folder:
//   PGLITE_DIR=/tmp/seeded npx tsx bench/seed-answers.ts /tmp/plan.json
//   PROFILE_DB=/tmp/seeded PROFILE_ANSWERS=/tmp/plan.json node bench/profile.mjs answers 10 10
// With PROFILE_CPU=<folder>, the app writes a V8 CPU profile there when it stops. PROFILE_APP_DIR=<folder>
// runs the build in that folder instead (a copy of an earlier .next beside links to this checkout's
// files, for an A/B in one sitting).
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { answerQueues } from "./load-runner.mjs";
import { freePort, startServer, stopServer, waitUntilHealthy } from "./processes.mjs";
import { signIn } from "./session.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const [target = "dashboard", connections = "1", seconds = "10"] = process.argv.slice(2);
const seeded = process.env.PROFILE_DB;
if (!seeded) {
  console.error("PROFILE_DB must name a PGlite folder seeded with bench/seed-history.ts and bench/seed-team.ts");
  process.exit(1);
}

const users = {
  history: ["history@bench.test", "Bench-History-2026"],
  team: ["owner@team.bench.test", "Bench-Team-2026"],
};
const targets = {
  dashboard: { path: "/dashboard", as: "history" },
  team: { path: "/team?sort=minutes&dir=desc", as: "team" },
  progress: { path: "/team/progress", as: "team" },
  cockpit: { path: "/team/cockpit", as: "team" },
  health: { path: "/api/health", as: null },
  answers: { path: "/api/learning/answers", as: null, answers: true },
};
const chosen = targets[target];
if (!chosen) {
  console.error(`unknown target ${target}: one of ${Object.keys(targets).join(", ")}`);
  process.exit(1);
}

const temp = mkdtempSync(join(tmpdir(), "madameai-profile-"));
cpSync(seeded, join(temp, "pglite"), { recursive: true });
const port = await freePort();
const app = `http://127.0.0.1:${port}`;
const cpu = process.env.PROFILE_CPU ? ["--cpu-prof", `--cpu-prof-dir=${process.env.PROFILE_CPU}`] : [];
const environment = { ...process.env };
delete environment.DATABASE_URL;
const server = startServer(
  "app",
  process.execPath,
  [...cpu, join(process.env.PROFILE_APP_DIR ?? root, "server.mjs"), "-p", String(port), "-H", "127.0.0.1"],
  {
    cwd: process.env.PROFILE_APP_DIR ?? root,
    env: {
      ...environment,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      APP_SECRET: randomBytes(36).toString("base64url"),
      PGLITE_DIR: join(temp, "pglite"),
      LOG_LEVEL: "warn",
    },
  },
);
try {
  await waitUntilHealthy(server, `${app}/api/health`, 60_000);
  const headers = chosen.as ? { cookie: (await signIn(app, ...users[chosen.as])).cookie } : {};
  const queues = chosen.answers
    ? await answerQueues(app, JSON.parse(readFileSync(process.env.PROFILE_ANSWERS ?? "", "utf8")))
    : null;
  const run = (duration, queue) =>
    autocannon({
      url: `${app}${chosen.path}`,
      connections: Number(connections),
      duration,
      headers,
      ...(queue && { requests: [{ setupRequest: posting(queue) }] }),
    });
  await run(2, queues?.warmup);
  const result = await run(Number(seconds), queues?.measured);
  console.log(
    `${target}: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `non-2xx ${result.non2xx}, errors ${result.errors} (${connections} connections, ${seconds} s)`,
  );
} finally {
  await stopServer(server);
  rmSync(temp, { recursive: true, force: true });
}

function posting(queue) {
  let next = 0;
  return (request) => {
    const item = queue[next++ % queue.length];
    return { ...request, method: "POST", headers: { ...request.headers, ...item.headers }, body: item.body };
  };
}
