// Speed budgets, checked only by bench/run.mjs (never as timed assertions in tests: a busy CI machine fails those).
// Throughput is a share of the bare node:http baseline measured in the same run, so the check
// holds on slow and fast machines alike; p99 limits are absolute because users feel milliseconds.
// Keys are target names as run.mjs builds them: "<server> <path>".
export const budgets = {
  // First measured on 2 cores: health ~0.8% of the baseline (proxy + a database ping), the home
  // page ~0.2% (a full React render of ~54 KB). Health is held to what a load balancer polling
  // many instances needs (decision 039), 2,000 req/s with 10 connections. It now skips the proxy
  // and shares one database ping a second (decision 041).
  "app /api/health": { p99MaxMs: 50, minRequestsPerSecond: 2000 },
  // The home page is prerendered per language and theme and served from the build (decision 038):
  // the proxy picks the variant, Next.js sends the stored HTML.
  "app /": { minRequestsPerSecond: 1500, p99MaxMs: 50 },
  // Answer submission on the embedded database (session check,
  // attempt and answers read, the checker, one insert; the lesson's end also writes its event).
  "app /api/learning/answers": { p99MaxMs: 60, minRequestsPerSecond: 600 },
  // /dashboard rendered on the server for a learner with a year of
  // history (bench/seed-history.ts), on the embedded database. A redirect (lost session) would
  // be a non-2xx and fail the run.
  "app /dashboard": { p99MaxMs: 150 },
  // The same render with ten learners at once (decision 039), from the daily rollup (decision 041).
  "app /dashboard (10 connections)": { p99MaxMs: 300, minRequestsPerSecond: 80 },
  // /team rendered on the server for an owner of 2,000 members with a
  // year of activity under named sharing (bench/seed-team.ts), on the embedded database, one
  // connection (decision 039).
  "app /team": { p99MaxMs: 120 },
  "app /team/progress": { p99MaxMs: 300 },
  "app /team/cockpit": { p99MaxMs: 150 },
  // What the app adds to Madame's time to first token, against the test
  // model server alone (a token every 20 ms), one turn at a time (bench/ttft.mjs checks it).
  // No turn may fail, on either side.
  "app /api/tutor/messages ttft": { addedP99MaxMs: 50, maxFailures: 0 },
  // Scoring a 12-word phrase as the attempts route does
  // (recognised text to phonemes, aligned with the cached target, scored), in one process.
  "pronunciation scoring, 12 words": { scoreP99MaxMs: 50 },
  // A course sentence spoken by eSpeak NG when no TTS server is configured: the learner waits for
  // it after pressing play. A sentence heard before comes from the cache, a map lookup.
  "synthetic voice, per sentence": { speakP99MaxMs: 500, cacheHitP99MaxMs: 5 },
  // A Stripe webhook answered within a second, on the embedded database, with
  // the subscription re-read from the Stripe test server each time. No event may fail.
  "app /api/stripe/webhook": { webhookP99MaxMs: 1000, maxFailures: 0 },
  // The public site: Lighthouse 12 with its default mobile emulation and simulated
  // throttling, median of 3 runs, on /, /blog and one article (bench/lighthouse.mjs checks it).
  "lighthouse mobile": {
    minPerformance: 95,
    minAccessibility: 100,
    minBestPractices: 95,
    minSeo: 100,
  },
  // The public site too: JavaScript a first visit of / and /blog downloads, compressed as served
  // (bench/first-load-js.mjs checks it; what "first load" counts is in bench/README.md).
  "first-load js": { maxCompressedBytes: 200_000 },
  // Applies to every target, baseline included: a failing request is not a fast one.
  all: { maxErrors: 0, maxNon2xx: 0 },
};
