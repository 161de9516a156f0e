// Turns the load results into the figures people read: a table with each app target's ratio to
// the baseline serving the same path, and a PASS/FAIL line per budget from bench/budgets.mjs.

/** The baseline row serving the same path as `name` ("app /x" → "baseline /x"). */
function baselineFor(results, name) {
  const path = name.slice(name.indexOf(" ") + 1);
  return results.find((r) => r.name === `baseline ${path}`);
}

/** req/s share of the baseline and p99 multiple of the baseline; null where undefined. */
export function ratios(results) {
  return Object.fromEntries(
    results
      .filter((r) => !r.name.startsWith("baseline "))
      .map((r) => {
        const base = baselineFor(results, r.name);
        const share = base && base.requestsPerSecond > 0 ? r.requestsPerSecond / base.requestsPerSecond : null;
        // autocannon's latencies are whole milliseconds, so a baseline p99 of 0 means "under 1 ms":
        // dividing by 1 ms then gives a lower bound on the ratio, not the ratio.
        const p99 = base ? r.latencyMs.p99 / Math.max(base.latencyMs.p99, 1) : null;
        const p99IsLowerBound = Boolean(base) && base.latencyMs.p99 === 0;
        return [r.name, { requestsPerSecond: share, p99, p99IsLowerBound }];
      }),
  );
}

const round = (value, digits = 3) => (value === null ? null : Number(value.toPrecision(digits)));
const shown = (value, suffix = "") => (value === null || value === undefined ? "n/a" : `${round(value)}${suffix}`);

export function table(results, ratioByName) {
  const header = [
    "target",
    "conn.",
    "req/s",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "errors",
    "req/s ÷ baseline",
    "p99 ÷ baseline",
    "CPU ms/req",
    "main thread ms/req",
  ];
  const rows = results.map((r) => {
    const ratio = ratioByName[r.name];
    return [
      r.name,
      String(r.connections),
      r.requestsPerSecond.toFixed(1),
      String(r.latencyMs.p50),
      String(r.latencyMs.p99),
      String(r.non2xx),
      String(r.errors),
      ratio ? shown(ratio.requestsPerSecond) : "1 (ref)",
      ratio ? `${ratio.p99IsLowerBound ? "≥ " : ""}${shown(ratio.p99, "×")}` : "1 (ref)",
      shown(r.cpu?.processMsPerRequest),
      shown(r.cpu?.mainThreadMsPerRequest),
    ];
  });
  return formatTable(header, rows);
}

/** Rows of strings under a header: the first column left-aligned, the figures right-aligned. */
export function formatTable(header, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** One entry per budget: what was measured, the limit, and whether it held. */
export function checkBudgets(results, budgets) {
  const checks = [];
  const check = (budget, actual, limit, pass) => checks.push({ budget, actual, limit, pass });

  for (const [name, budget] of Object.entries(budgets)) {
    if (name === "all") continue;
    const target = results.find((r) => r.name === name);
    const base = baselineFor(results, name);
    if (budget.p99MaxMs !== undefined) {
      const actual = target?.latencyMs.p99;
      check(
        `${name} p99 ≤ ${budget.p99MaxMs} ms`,
        actual ?? "not measured",
        budget.p99MaxMs,
        actual !== undefined && actual <= budget.p99MaxMs,
      );
    }
    if (budget.minRequestsPerSecond !== undefined) {
      const actual = target?.requestsPerSecond;
      check(
        `${name} req/s ≥ ${budget.minRequestsPerSecond}`,
        actual === undefined ? "not measured" : actual.toFixed(1),
        budget.minRequestsPerSecond,
        actual !== undefined && actual >= budget.minRequestsPerSecond,
      );
    }
    if (budget.minShareOfBaseline !== undefined) {
      const share =
        target && base && base.requestsPerSecond > 0 ? target.requestsPerSecond / base.requestsPerSecond : undefined;
      check(
        `${name} req/s ≥ ${budget.minShareOfBaseline * 100}% of baseline`,
        share === undefined
          ? "not measured"
          : `${round(share * 100)}% (${target.requestsPerSecond.toFixed(1)} of ${base.requestsPerSecond.toFixed(1)})`,
        budget.minShareOfBaseline,
        share !== undefined && share >= budget.minShareOfBaseline,
      );
    }
  }

  const all = budgets.all ?? {};
  for (const r of results) {
    check(
      `${r.name} errors ≤ ${all.maxErrors ?? 0}, non-2xx ≤ ${all.maxNon2xx ?? 0}`,
      `errors ${r.errors} (timeouts ${r.timeouts}), non-2xx ${r.non2xx}`,
      { maxErrors: all.maxErrors ?? 0, maxNon2xx: all.maxNon2xx ?? 0 },
      r.errors <= (all.maxErrors ?? 0) && r.non2xx <= (all.maxNon2xx ?? 0),
    );
  }
  return checks;
}

export function budgetLines(checks) {
  return checks.map((c) => `${c.pass ? "PASS" : "FAIL"}  ${c.budget}: ${c.actual}`).join("\n");
}
