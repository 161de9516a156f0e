// What bench/run.mjs and bench/cluster.mjs share to load their targets: the load generator
// (bench/load.mjs) forked with its spec, and the queues of right answers the answers target posts.
import { fork } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { signIn } from "./session.mjs";

const loadScript = join(dirname(fileURLToPath(import.meta.url)), "load.mjs");

/** A whole number from the environment (1 to `max`), `fallback` when unset; anything else stops the bench. */
export function knob(name, fallback, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`${name} must be a whole number from 1 to ${max} (got "${raw}")`);
    process.exit(1);
  }
  return value;
}

/**
 * Loads `targets` one after the other in a forked bench/load.mjs; resolves with its results.
 * `settings`: seconds, warmupSeconds, connections. The spec goes through a file in `dir` (the
 * answers queue is far too long for a command line); `onFork` gets the child, to kill it on Ctrl-C.
 */
export function runLoad({ targets, settings, dir, onFork = () => {} }) {
  const budgetMs = targets.length * (settings.seconds + settings.warmupSeconds) * 1000 + 60_000;
  return new Promise((resolve, reject) => {
    const specFile = join(dir, "load-spec.json");
    writeFileSync(specFile, JSON.stringify({ targets, ...settings }));
    const child = fork(loadScript, [`@${specFile}`]);
    onFork(child);
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`load process still running after ${budgetMs / 1000} s; killed`));
    }, budgetMs);
    let results = null;
    child.on("message", (message) => {
      results = message.results;
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (results) resolve(results);
      else reject(new Error(`load process ended without results (${code ?? signal})`));
    });
  });
}

/** Attempts per learner kept for the warm-up, so the measured run never meets one the warm-up cut short. */
const WARMUP_ATTEMPTS = 8;

/**
 * Every answer of every seeded attempt (bench/seed-answers.ts's plan), in rounds of one answer per
 * attempt, so the answers in flight at once always belong to different attempts (each must come in
 * order). The attempts start in staggered rounds, a group at a time, so a lesson's last answer
 * (which records the finished lesson, the heaviest) comes at its natural rate, about one in each
 * lesson's length, rather than all together at the end of the queue. The warm-up gets its own
 * attempts: when it stops, autocannon drops requests it had prepared, and an attempt missing one
 * answer would refuse the rest (409 answer_out_of_order). The learners sign in at `app`, which is
 * also the Origin the answers carry.
 */
export async function answerQueues(app, plan) {
  const learners = await Promise.all(
    plan.map(async (learner) => ({ ...learner, ...(await signIn(app, learner.email, learner.password)) })),
  );
  const attempts = (from, to) =>
    learners.flatMap((learner) => learner.attempts.slice(from, to).map((attempt) => ({ ...attempt, learner })));
  return {
    warmup: interleave(app, attempts(0, WARMUP_ATTEMPTS)),
    measured: interleave(app, attempts(WARMUP_ATTEMPTS)),
  };
}

/** Attempts that start in the same round at least: two answers of one attempt stay this far apart in the queue, beyond any connection count used. */
const ATTEMPTS_PER_START = 30;

function interleave(app, attempts) {
  const longest = Math.max(...attempts.map((attempt) => attempt.answers.length));
  const starts = Math.max(1, Math.min(longest, Math.floor(attempts.length / ATTEMPTS_PER_START)));
  const queue = [];
  for (let round = 0; round < longest + starts - 1; round++) {
    attempts.forEach(({ attemptId, answers, learner }, order) => {
      // Every learner has attempts in every group.
      const index = round - (order % starts);
      if (index < 0 || index >= answers.length) return;
      queue.push({
        headers: {
          "content-type": "application/json",
          origin: app,
          "x-csrf-token": learner.token,
          cookie: learner.cookie,
        },
        body: JSON.stringify({ attemptId, index, answer: answers[index] }),
      });
    });
  }
  return queue;
}
