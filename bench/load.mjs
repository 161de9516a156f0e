// The load generator, in its own process so that its CPU use is not charged to the servers under
// test nor tangled with the parent's bookkeeping. bench/run.mjs forks it with one JSON argument:
//   { targets: [{ name, url }], seconds, warmupSeconds, connections }
// Each target gets a warm-up run (discarded) then a measured run, one target at a time.
// The summary goes back over IPC when forked, and is printed as JSON otherwise.
import autocannon from "autocannon";

const spec = JSON.parse(process.argv[2] ?? "null");
if (!spec || !Array.isArray(spec.targets)) {
  console.error('usage: node bench/load.mjs \'{"targets":[{"name":"x","url":"http://127.0.0.1:3000/"}],"seconds":10,"warmupSeconds":2,"connections":10}\'');
  process.exit(2);
}

for (const { url } of spec.targets) {
  if (new URL(url).hostname !== "127.0.0.1") {
    console.error(`refusing to load ${url}: only 127.0.0.1 targets`);
    process.exit(2);
  }
}

function fire(url, seconds) {
  return autocannon({ url, method: "GET", connections: spec.connections, duration: seconds, timeout: 10 });
}

function summarize(name, url, raw) {
  return {
    name,
    url,
    seconds: raw.duration,
    connections: spec.connections,
    requestsPerSecond: raw.requests.average,
    requestsTotal: raw.requests.total,
    latencyMs: { average: raw.latency.average, p50: raw.latency.p50, p90: raw.latency.p90, p99: raw.latency.p99, max: raw.latency.max },
    non2xx: raw.non2xx,
    errors: raw.errors,
    timeouts: raw.timeouts,
    statusCodes: Object.fromEntries(Object.entries(raw.statusCodeStats).map(([code, { count }]) => [code, count])),
    bytesPerSecond: raw.throughput.average,
  };
}

const results = [];
for (const { name, url } of spec.targets) {
  const warmup = await fire(url, spec.warmupSeconds);
  const measured = await fire(url, spec.seconds);
  results.push({ ...summarize(name, url, measured), warmup: { non2xx: warmup.non2xx, errors: warmup.errors } });
  console.error(`  measured ${name}: ${measured.requests.average} req/s`);
}

if (process.send) {
  process.send({ results }, () => process.exit(0));
} else {
  console.log(JSON.stringify({ results }, null, 2));
}
