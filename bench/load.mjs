// The load generator, in its own process so that its CPU use is not charged to the servers under
// test nor tangled with the parent's bookkeeping. bench/run.mjs forks it with one JSON argument:
//   { targets: [{ name, url, queue?, headers?, connections?, pid? }], seconds, warmupSeconds, connections }   (or "@<file>" holding it)
// With the `pid` of the server behind a target, its CPU time a request is measured too (bench/cpu-time.mjs).
// Each target gets a warm-up run (discarded) then a measured run, one target at a time.
// The summary goes back over IPC when forked, and is printed as JSON otherwise.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { cpuPerRequest, cpuTimeOf } from "./cpu-time.mjs";

// The spec as JSON, or "@<file>" holding it.
const argument = process.argv[2] ?? "null";
const spec = JSON.parse(argument.startsWith("@") ? readFileSync(argument.slice(1), "utf8") : argument);
if (!spec || !Array.isArray(spec.targets)) {
  console.error(
    'usage: node bench/load.mjs \'{"targets":[{"name":"x","url":"http://127.0.0.1:3000/"}],"seconds":10,"warmupSeconds":2,"connections":10}\'',
  );
  process.exit(2);
}

for (const { url } of spec.targets) {
  if (new URL(url).hostname !== "127.0.0.1") {
    console.error(`refusing to load ${url}: only 127.0.0.1 targets`);
    process.exit(2);
  }
}

/**
 * A target with a `queue` posts its requests in queue order (each { headers, body }), shared by
 * every connection: the answers bench interleaves attempts so no two in flight are of one attempt.
 * Its warm-up draws from `warmupQueue`, so what the warm-up leaves unsent never touches the measure.
 */
const connectionsOf = (target) => target.connections ?? spec.connections;

function fire(target, seconds, queue) {
  const { url } = target;
  // A GET may carry headers (the signed-in learner's cookie for /dashboard) and its own number of connections.
  if (!queue)
    return autocannon({
      url,
      method: "GET",
      headers: target.headers ?? {},
      connections: connectionsOf(target),
      duration: seconds,
      timeout: 10,
    });
  let next = 0;
  const setupRequest = (request) => {
    const item = queue[next++ % queue.length];
    return { ...request, method: "POST", headers: { ...request.headers, ...item.headers }, body: item.body };
  };
  return autocannon({
    url,
    connections: spec.connections,
    duration: seconds,
    timeout: 10,
    requests: [{ setupRequest }],
  });
}

function summarize(target, raw, cpu) {
  return {
    name: target.name,
    url: target.url,
    seconds: raw.duration,
    connections: connectionsOf(target),
    requestsPerSecond: raw.requests.average,
    requestsTotal: raw.requests.total,
    latencyMs: {
      average: raw.latency.average,
      p50: raw.latency.p50,
      p90: raw.latency.p90,
      p99: raw.latency.p99,
      max: raw.latency.max,
    },
    non2xx: raw.non2xx,
    errors: raw.errors,
    timeouts: raw.timeouts,
    statusCodes: Object.fromEntries(Object.entries(raw.statusCodeStats).map(([code, { count }]) => [code, count])),
    bytesPerSecond: raw.throughput.average,
    cpu,
  };
}

const results = [];
for (const target of spec.targets) {
  const { name } = target;
  const warmup = await fire(target, spec.warmupSeconds, target.warmupQueue ?? target.queue);
  const cpuBefore = target.pid ? cpuTimeOf(target.pid) : null;
  const measured = await fire(target, spec.seconds, target.queue);
  const cpu = cpuPerRequest(cpuBefore, target.pid ? cpuTimeOf(target.pid) : null, measured.requests.total);
  results.push({ ...summarize(target, measured, cpu), warmup: { non2xx: warmup.non2xx, errors: warmup.errors } });
  console.error(`  measured ${name}: ${measured.requests.average} req/s`);
}

if (process.send) {
  process.send({ results }, () => process.exit(0));
} else {
  console.log(JSON.stringify({ results }, null, 2));
}
