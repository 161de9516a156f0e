// How long the app takes to answer a Stripe webhook (budget: within a second).
// A second app runs with billing on, pointed at the local Stripe-compatible server
// (src/lib/testing/stripe-server-cli.ts); a person pays through Checkout so a real subscription
// exists; then events about it, each with a new id and signed as Stripe signs them, are posted one
// at a time: signature check, event lookup, the subscription fetched from the Stripe server, the
// write in one transaction. The baseline is the same signed body posted to the bare node:http server.
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import Stripe from "stripe";
import { signIn } from "./session.mjs";
import { announcedBaseUrl } from "./ttft.mjs";

export const WEBHOOK_NAME = "app /api/stripe/webhook";
const KEYS = {
  STRIPE_SECRET_KEY: "sk_test_bench",
  STRIPE_WEBHOOK_SECRET: "whsec_bench",
  STRIPE_PRICE_INDIVIDUAL: "price_individual_yearly",
};
const WARMUP_EVENTS = 20;

function percentiles(times) {
  const sorted = times.toSorted((a, b) => a - b);
  const at = (p) => Math.round((sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? NaN) * 100) / 100;
  return { p50: at(50), p99: at(99) };
}

async function post(url, payload, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: payload,
  });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

/** The individual plan bought through the app, paid on the Stripe server's Checkout page; returns the subscription id. */
async function subscribe(app, apiBase, person) {
  const session = await signIn(app, person.email, person.password);
  const started = await fetch(`${app}/api/stripe/checkout`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app, "x-csrf-token": session.token, cookie: session.cookie },
    body: JSON.stringify({ plan: "individual-yearly" }),
  });
  if (!started.ok) throw new Error(`checkout: HTTP ${started.status} ${await started.text()}`);
  const sessionId = (await started.json()).url.split("/checkout/")[1];
  const paid = await fetch(`${apiBase}/checkout/${sessionId}/pay`, { method: "POST", redirect: "manual" });
  if (paid.status !== 303) throw new Error(`paying on the Checkout page: HTTP ${paid.status}`);
  const checkout = await fetch(`${apiBase}/v1/checkout/sessions/${sessionId}`, {
    headers: { authorization: `Bearer ${KEYS.STRIPE_SECRET_KEY}` },
  });
  return (await checkout.json()).subscription;
}

function signedEvent(index, subscriptionId) {
  const payload = JSON.stringify({
    id: `evt_bench_${index}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    type: "customer.subscription.updated",
    livemode: false,
    data: { object: { id: subscriptionId, object: "subscription" } },
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  return {
    payload,
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: KEYS.STRIPE_WEBHOOK_SECRET }),
  };
}

/**
 * `start(name, args, env)` starts a managed process (stopped by the caller's clean-up); `appEnv` is
 * the main app's environment; `seedPerson` seeds the app's database and returns who pays.
 */
export async function measureWebhook({ root, tsx, start, waitHealthy, appEnv, appPort, base, seedPerson, events }) {
  const app = `http://127.0.0.1:${appPort}`;
  const stripe = start("stripe test server", [tsx, join(root, "src", "lib", "testing", "stripe-server-cli.ts")], {
    STRIPE_WEBHOOK_URL: `${app}/api/stripe/webhook`,
    STRIPE_WEBHOOK_SECRET: KEYS.STRIPE_WEBHOOK_SECRET,
  });
  const apiBase = await announcedBaseUrl(stripe, 30_000, "apiBase");
  const person = seedPerson();
  const server = start("app with billing", [join(root, "server.mjs"), "-p", String(appPort), "-H", "127.0.0.1"], {
    ...appEnv,
    ...KEYS,
    STRIPE_API_URL: apiBase,
  });
  await waitHealthy(server, `${app}/api/health`);
  const subscriptionId = await subscribe(app, apiBase, person);

  const appTimes = [];
  const baseline = [];
  let failures = 0;
  let firstFailure = null;
  for (let index = 0; index < WARMUP_EVENTS + events; index++) {
    const { payload, signature } = signedEvent(index, subscriptionId);
    const headers = { "stripe-signature": signature };
    const fromBaseline = await post(`${base}/api/learning/answers`, payload, headers);
    const fromApp = await post(`${app}/api/stripe/webhook`, payload, headers);
    const processed = fromApp.status === 200 && JSON.parse(fromApp.text).outcome === "processed";
    if (!processed) {
      failures += 1;
      firstFailure ??= `HTTP ${fromApp.status} ${fromApp.text.slice(0, 200)}`;
    }
    if (index < WARMUP_EVENTS) continue;
    baseline.push(fromBaseline.ms);
    if (processed) appTimes.push(fromApp.ms);
  }
  return {
    name: WEBHOOK_NAME,
    events,
    appMs: percentiles(appTimes),
    baselineMs: percentiles(baseline),
    failures,
    firstFailure,
  };
}

export function webhookLines(w) {
  return `${w.name} (${w.events} new events, one at a time, each re-reading the subscription from the Stripe test server): p50 ${w.appMs.p50} ms, p99 ${w.appMs.p99} ms; baseline (same signed body to a bare node:http server) p50 ${w.baselineMs.p50} ms, p99 ${w.baselineMs.p99} ms`;
}

export function checkWebhook(w, budget) {
  return [
    // Its own key (not p99MaxMs), so the load targets' check does not look for it among their results.
    {
      budget: `${w.name} p99 ≤ ${budget.webhookP99MaxMs} ms`,
      actual: w.appMs.p99,
      limit: budget.webhookP99MaxMs,
      pass: Number.isFinite(w.appMs.p99) && w.appMs.p99 <= budget.webhookP99MaxMs,
    },
    {
      budget: `${w.name} failed events ≤ ${budget.maxFailures}`,
      actual: `${w.failures}${w.firstFailure ? ` (first: ${w.firstFailure})` : ""}`,
      limit: budget.maxFailures,
      pass: w.failures <= budget.maxFailures,
    },
  ];
}
