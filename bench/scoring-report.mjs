// The pronunciation scorer's figures (bench/scoring.ts prints them as one JSON line): how they
// read in the report and how they are checked against bench/budgets.mjs.
export const SCORING_NAME = "pronunciation scoring, 12 words";

export function scoringLine(s) {
  return `${SCORING_NAME} (${s.runs} runs): p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms; eSpeak NG start-up (first phrase in a fresh process) ${s.startupMs} ms`;
}

export function checkScoring(s, budget) {
  return {
    budget: `${SCORING_NAME} p99 ≤ ${budget.scoreP99MaxMs} ms`,
    actual: s.p99Ms,
    limit: budget.scoreP99MaxMs,
    pass: s.p99Ms <= budget.scoreP99MaxMs,
  };
}
