// `npm test`: every test, in the order that fails fastest. The house rules (ESLint with the layer
// boundaries, Prettier, knip), unit and integration tests (on in-memory PGlite, and again on
// PostgreSQL when TEST_DATABASE_URL is set), a type check, the production build, then the security
// suite and the browser tests against that build.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install Debian's package: apt-get install chromium (Playwright never downloads a browser here).`,
  );
  process.exit(1);
}
if (!existsSync("/usr/lib/postgresql")) {
  console.error(
    "PostgreSQL server binaries not found (the database-outage browser test runs a real server). Install them: apt-get install postgresql",
  );
  process.exit(1);
}
if (!existsSync("/usr/sbin/nginx")) {
  console.error(
    "nginx not found (the cluster's browser test balances two app processes with it). Install it: apt-get install nginx",
  );
  process.exit(1);
}

mkdirSync("test-results", { recursive: true });
const vitestJson = (name) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=test-results/vitest-${name}.json`,
];
const steps = [
  ["lint: house rules and layer boundaries", "npx", ["eslint", "--max-warnings=0", "."], {}],
  ["format", "npx", ["prettier", "--check", "--log-level=warn", "."], {}],
  ["unused files, exports and dependencies", "npx", ["knip", "--no-progress"], {}],
  ["unit and integration tests (PGlite)", "npx", ["vitest", "run", ...vitestJson("pglite")], { TEST_DATABASE_URL: "" }],
  ...(process.env.TEST_DATABASE_URL
    ? [["integration tests (PostgreSQL)", "npx", ["vitest", "run", "int.test", ...vitestJson("postgres")], {}]]
    : []),
  ["type check", "npx", ["tsc", "--noEmit"], {}],
  // The prerendered public pages carry the address they are served at: the browser tests' (playwright.config.ts).
  ["production build", "npx", ["next", "build"], { NEXT_TELEMETRY_DISABLED: "1", APP_URL: "http://127.0.0.1:3100" }],
  ["security suite", "npx", ["playwright", "test", "--config", "playwright.security.config.ts"], {}],
  ["browser tests", "npx", ["playwright", "test"], {}],
];

for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}

// One closing line for every runner together.
const counts = { passed: 0, failed: 0, skipped: 0 };
for (const name of ["pglite", "postgres"]) {
  const file = `test-results/vitest-${name}.json`;
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
}
for (const file of ["test-results/playwright-security.json", "test-results/playwright.json"]) {
  const playwright = JSON.parse(readFileSync(file, "utf8")).stats;
  counts.passed += playwright.expected;
  counts.failed += playwright.unexpected + playwright.flaky;
  counts.skipped += playwright.skipped;
}
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
if (counts.failed > 0) process.exit(1);
