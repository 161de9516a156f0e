// `npm run bench:lighthouse`: Lighthouse 12 (mobile: its default emulation and simulated
// throttling) on the public pages of the production build, with Debian's Chromium, against the
// bare node:http baseline's empty page measured in the same run; checks bench/budgets.mjs.
// Separate from `npm run bench` (which it would lengthen by minutes): see bench/README.md.
// Usage: node bench/lighthouse.mjs   (LIGHTHOUSE_RUNS=3 per page by default)
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { budgets } from "./budgets.mjs";
import { assertPortFree, killServerNow, startServer, stopServer, waitUntilHealthy } from "./processes.mjs";

export const LIGHTHOUSE_NAME = "lighthouse mobile";
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const buildIdFile = join(root, ".next", "BUILD_ID");
const resultsDir = join(root, "bench", "results");
const tsx = join(root, "node_modules", "tsx", "dist", "cli.mjs");
// Ports of this bench (3140–3149 are reserved for it), fixed so a report names the same origin.
const APP_PORT = 3140;
const BASELINE_PORT = 3141;
const CHROMIUM = process.env.CHROME_PATH || "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const SHORT = {
  performance: "perf",
  accessibility: "a11y",
  "best-practices": "BP",
  seo: "SEO",
};
// The visitor is French-speaking: without this, Chromium announces en-US and gets English pages.
const ACCEPT_LANGUAGE = "fr-CA,fr;q=0.9";

function runsKnob() {
  const raw = process.env.LIGHTHOUSE_RUNS ?? "";
  if (raw === "") return 3;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 20) {
    console.error(`LIGHTHOUSE_RUNS must be a whole number from 1 to 20 (got "${raw}")`);
    process.exit(1);
  }
  return value;
}

/** The first French article, in the order of content/blog's folders (stable between runs). */
function firstArticleSlug() {
  const folder = join(root, "content", "blog");
  const slug = readdirSync(folder)
    .sort()
    .find((name) => existsSync(join(folder, name, "fr.mdx")));
  if (!slug) throw new Error("no French article in content/blog");
  return slug;
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** What an audit's details point at: elements (selector and snippet) or resources (URL). */
function culprits(audit, origin) {
  const rows = (audit.details?.items ?? []).flatMap((item) => (item.type === "table" ? item.items : [item]));
  const described = rows.flatMap((item) => {
    const subItems = item.subItems?.items ?? [];
    const causes = [...new Set(subItems.map((sub) => sub.cause).filter(Boolean))];
    const nodes = [item.node, ...subItems.map((sub) => sub.relatedNode ?? sub.node)].filter(
      (node) => node?.type === "node",
    );
    const suffix = `${causes.length ? ` (${causes.join(", ")})` : ""}${typeof item.score === "number" ? ` shift ${item.score.toFixed(3)}` : ""}`;
    if (nodes.length) return nodes.map((node) => `${node.selector ?? ""} ${node.snippet ?? ""}${suffix}`.trim());
    const url = item.url ?? item.source?.url ?? item.request?.url;
    const time = item.wastedMs ?? item.duration ?? item.total;
    if (url)
      return [
        `${String(url).replace(origin, "")}${item.wastedBytes ? ` (${Math.round(item.wastedBytes / 1024)} KiB wasted)` : ""}${time ? ` (${Math.round(time)} ms)` : ""}`,
      ];
    if (item.phase) return [`${item.phase}: ${Math.round(item.timing)} ms`];
    if (item.description) return [String(item.description)];
    return [];
  });
  return [...new Set(described)].slice(0, 6);
}

// Where a lost performance point comes from: these audits carry no weight but name the culprits.
const PERFORMANCE_DIAGNOSTICS = [
  "layout-shifts",
  "largest-contentful-paint-element",
  "long-tasks",
  "bootup-time",
  "render-blocking-resources",
];

/** Every scored audit that lost points in a category, with what it blames. */
function losses(lhr, origin) {
  const lost = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (
        audit.scoreDisplayMode === "notApplicable" ||
        audit.scoreDisplayMode === "informative" ||
        audit.scoreDisplayMode === "manual"
      )
        continue;
      lost.push({
        category: id,
        id: ref.id,
        score: audit.score,
        weight: ref.weight,
        title: audit.title,
        displayValue: audit.displayValue ?? null,
        culprits: culprits(audit, origin),
      });
    }
  }
  // Performance "opportunities" and diagnostics carry no weight but say where the time goes.
  const perfLost = (lhr.categories.performance.score ?? 0) < 1;
  for (const audit of Object.values(lhr.audits)) {
    const opportunity = audit.details?.type === "opportunity" && (audit.details.overallSavingsMs ?? 0) >= 50;
    const diagnostic =
      perfLost && PERFORMANCE_DIAGNOSTICS.includes(audit.id) && (audit.details?.items?.length ?? 0) > 0;
    if (opportunity || diagnostic) {
      lost.push({
        category: "performance",
        id: audit.id,
        score: audit.score,
        weight: 0,
        title: audit.title,
        displayValue: audit.displayValue ?? null,
        culprits: culprits(audit, origin),
      });
    }
  }
  return lost;
}

/** Lighthouse's own trace recording fails now and then (NO_NAVSTART, NO_FCP) under load: such a run is tried again, twice at most. */
const RETRIED_ERRORS = new Set(["NO_NAVSTART", "NO_FCP", "NO_TRACING_STARTED", "PROTOCOL_TIMEOUT"]);

async function runOnce(url, attempt = 1) {
  try {
    return await runOnceUnchecked(url);
  } catch (error) {
    if (attempt < 3 && RETRIED_ERRORS.has(error.code)) {
      console.error(`  (${error.code}: trying that run again)`);
      return runOnce(url, attempt + 1);
    }
    throw error;
  }
}

async function runOnceUnchecked(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox"],
    logLevel: "silent",
    handleSIGINT: false,
  });
  browser = chrome;
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      extraHeaders: { "Accept-Language": ACCEPT_LANGUAGE },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw Object.assign(
        new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`),
        { code: lhr.runtimeError.code },
      );
    return lhr;
  } finally {
    browser = null;
    await chrome.kill();
  }
}

function summarize(lhr) {
  const score = (id) => (lhr.categories[id].score === null ? null : Math.round(lhr.categories[id].score * 100));
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    metrics: {
      fcpMs: metric("first-contentful-paint"),
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      speedIndexMs: metric("speed-index"),
    },
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/** `runs` Lighthouse runs of one page: the median of each category and metric, and the median run's losses. */
async function measurePage(name, url, runs, origin) {
  const summaries = [];
  const reports = [];
  for (let run = 1; run <= runs; run++) {
    console.error(`  ${name}: run ${run}/${runs}`);
    const lhr = await runOnce(url);
    reports.push(lhr);
    summaries.push(summarize(lhr));
  }
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(summaries.map((s) => s.scores[id]))]));
  const metrics = Object.fromEntries(
    Object.keys(summaries[0].metrics).map((key) => [key, median(summaries.map((s) => s.metrics[key]))]),
  );
  // The run whose performance is the median one stands for the page in the audit list and the saved report.
  const order = summaries
    .map((s, index) => ({ index, perf: s.scores.performance ?? 0 }))
    .sort((a, b) => a.perf - b.perf);
  const typical = reports[order[Math.floor(order.length / 2)].index];
  // An audit failing in any run is listed (a11y, BP and SEO rarely vary; performance does).
  const lostById = new Map();
  for (const lhr of reports)
    for (const loss of losses(lhr, origin))
      if (!lostById.has(`${loss.category}:${loss.id}`)) lostById.set(`${loss.category}:${loss.id}`, loss);
  for (const loss of losses(typical, origin)) lostById.set(`${loss.category}:${loss.id}`, loss);
  return {
    name,
    url,
    runs: summaries,
    scores,
    metrics,
    losses: [...lostById.values()],
    typical,
  };
}

export function lighthouseLines(pages) {
  const fmt = (value, digits = 0) => (value === null || value === undefined ? "–" : value.toFixed(digits));
  const header = [
    "page",
    "perf",
    "a11y",
    "BP",
    "SEO",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
    "each run: perf/a11y/BP/SEO",
  ];
  const rows = pages.map((page) => [
    page.name,
    fmt(page.scores.performance),
    fmt(page.scores.accessibility),
    fmt(page.scores["best-practices"]),
    fmt(page.scores.seo),
    fmt(page.metrics.fcpMs),
    fmt(page.metrics.lcpMs),
    fmt(page.metrics.tbtMs),
    fmt(page.metrics.cls, 3),
    page.runs.map((run) => CATEGORIES.map((id) => fmt(run.scores[id])).join("/")).join(" "),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}

export function lossLines(pages) {
  const lines = [];
  for (const page of pages) {
    if (page.losses.length === 0) continue;
    lines.push(`${page.name}: audits costing points (or opportunities ≥ 50 ms)`);
    for (const loss of page.losses) {
      const score = loss.score === null ? "–" : loss.score.toFixed(2);
      lines.push(
        `  [${SHORT[loss.category]}] ${loss.id} score ${score}${loss.weight ? ` weight ${loss.weight}` : ""}${loss.displayValue ? ` (${loss.displayValue})` : ""}: ${loss.title}`,
      );
      for (const culprit of loss.culprits) lines.push(`      ${culprit.slice(0, 200)}`);
    }
  }
  return lines.join("\n");
}

export function checkLighthouse(pages, budget) {
  const limits = [
    ["performance", budget.minPerformance],
    ["accessibility", budget.minAccessibility],
    ["best-practices", budget.minBestPractices],
    ["seo", budget.minSeo],
  ];
  return pages.flatMap((page) =>
    limits.map(([id, min]) => ({
      name: `${LIGHTHOUSE_NAME} ${page.name} ${SHORT[id]}`,
      limit: `≥ ${min}`,
      actual: page.scores[id],
      pass: page.scores[id] !== null && page.scores[id] >= min,
    })),
  );
}

async function main() {
  if (!existsSync(buildIdFile)) {
    console.error("No production build (.next/BUILD_ID): run `npm run build` first");
    return false;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`No Chromium at ${CHROMIUM} (Debian: apt-get install chromium)`);
    return false;
  }
  const buildId = readFileSync(buildIdFile, "utf8").trim();
  const runs = runsKnob();
  await Promise.all([assertPortFree(APP_PORT, "lighthouse bench"), assertPortFree(BASELINE_PORT, "lighthouse bench")]);
  const app = `http://127.0.0.1:${APP_PORT}`;
  const base = `http://127.0.0.1:${BASELINE_PORT}`;
  tempDir = mkdtempSync(join(tmpdir(), "madameai-lighthouse-"));
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL; // always a fresh PGlite, never whatever database this shell points at
  const appEnv = {
    ...inherited,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    APP_SECRET: randomBytes(36).toString("base64url"),
    APP_URL: app,
    PGLITE_DIR: join(tempDir, "pglite"),
    LOG_LEVEL: "warn",
  };
  // The demo data the product ships with (`npm run db:seed`), as a visitor of a demo would find it.
  execFileSync(process.execPath, [tsx, join(root, "src", "db", "seed.ts")], {
    cwd: root,
    env: { ...appEnv, LOG_LEVEL: "silent" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  servers.push(
    startServer("baseline", process.execPath, [join(root, "bench", "baseline-server.mjs"), String(BASELINE_PORT)], {
      cwd: root,
      env: inherited,
    }),
  );
  servers.push(
    startServer("app", process.execPath, [join(root, "server.mjs"), "-p", String(APP_PORT), "-H", "127.0.0.1"], {
      cwd: root,
      env: appEnv,
    }),
  );
  const [, health] = await Promise.all([
    waitUntilHealthy(servers[0], `${base}/api/health`),
    waitUntilHealthy(servers[1], `${app}/api/health`),
  ]);

  const article = firstArticleSlug();
  const targets = [
    { name: "/", url: `${app}/` },
    { name: "/blog", url: `${app}/blog` },
    { name: `/blog/fr/${article}`, url: `${app}/blog/fr/${article}` },
  ];
  // One request each first: the first render of a route loads its server modules, which is not
  // what a visitor of a running site waits for.
  for (const target of targets) {
    const response = await fetch(target.url, {
      headers: { "accept-language": ACCEPT_LANGUAGE },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${target.url} answered ${response.status}`);
  }
  const chromeVersion = execFileSync(CHROMIUM, ["--version"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }).trim();
  console.log(
    `MadameAI Lighthouse bench: build ${buildId}, app ${health.version}, Lighthouse 12 (mobile, simulated throttling), ${chromeVersion}, ` +
      `node ${process.version}, ${availableParallelism()} CPUs, ${runs} runs per page (median), baseline once`,
  );

  const baseline = await measurePage("baseline (empty page)", `${base}/`, 1, base);
  const pages = [];
  for (const target of targets) pages.push(await measurePage(target.name, target.url, runs, app));
  const all = [baseline, ...pages];
  const checks = checkLighthouse(pages, budgets[LIGHTHOUSE_NAME]);
  const pass = checks.every((check) => check.pass);
  const warnings = [...new Set(all.flatMap((page) => page.runs.flatMap((run) => run.warnings)))];
  const benchmarkIndex = median(all.flatMap((page) => page.runs.map((run) => run.benchmarkIndex)));

  console.log(`\n${lighthouseLines(all)}\n`);
  console.log(
    `Chromium's benchmark index on this machine: ${benchmarkIndex ?? "?"} (Lighthouse's simulated throttling multiplies CPU time; a low index means a slow CPU inflates TBT).`,
  );
  if (warnings.length) console.log(`Lighthouse warnings:\n${warnings.map((w) => `  ${w}`).join("\n")}`);
  const lossText = lossLines(all);
  if (lossText) console.log(`\n${lossText}`);
  console.log(
    `\n${checks.map((c) => `${c.pass ? "PASS" : "FAIL"}  ${c.name}: ${c.actual ?? "–"} (budget ${c.limit})`).join("\n")}\n`,
  );

  mkdirSync(join(resultsDir, "lighthouse"), { recursive: true });
  for (const page of all) {
    const file =
      page.name
        .replace(/^\//, "")
        .replace(/[^a-z0-9]+/gi, "-")
        .replace(/^-|-$/g, "") || "home";
    writeFileSync(join(resultsDir, "lighthouse", `${file}.report.json`), JSON.stringify(page.typical));
  }
  const summary = {
    date: new Date().toISOString(),
    buildId,
    app: { version: health.version },
    machine: {
      node: process.version,
      platform: process.platform,
      arch: process.arch,
      cpus: availableParallelism(),
      chromium: chromeVersion,
      benchmarkIndex,
    },
    settings: {
      runs,
      formFactor: "mobile",
      throttling: "simulated (Lighthouse default)",
      acceptLanguage: ACCEPT_LANGUAGE,
    },
    pages: all.map(({ typical: _typical, ...page }) => page),
    warnings,
    budgets: checks,
    pass,
  };
  writeFileSync(join(resultsDir, "lighthouse.json"), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(
    `${pass ? "All Lighthouse budgets met" : "BUDGET FAILED"}; results in bench/results/lighthouse.json, the median run's full reports in bench/results/lighthouse/`,
  );
  return pass;
}

const servers = [];
let browser = null;
let tempDir = null;
let cleaning = null;
let interrupted = false;
function cleanUp() {
  cleaning ??= (async () => {
    browser?.kill();
    await Promise.all(servers.map((server) => stopServer(server)));
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  })();
  return cleaning;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
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
  process.once("exit", () => {
    servers.forEach(killServerNow);
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  });
  let exitCode = 1;
  try {
    exitCode = (await main()) ? 0 : 1;
  } catch (error) {
    if (!interrupted)
      console.error(
        `lighthouse bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
  } finally {
    await cleanUp();
  }
  process.exit(exitCode);
}
