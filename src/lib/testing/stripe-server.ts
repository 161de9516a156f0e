import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { answerPage } from "./stripe-server-pages";
import {
  type FormBody,
  type StripeEventJson,
  type SubscriptionPatch,
  StripeApiError,
  decodeId,
  emptyStore,
  expand,
  flag,
  found,
  invalid,
  mergeMetadata,
  newCheckoutSession,
  newCustomer,
  newId,
  newInvoice,
  newPortalSession,
  newSubscription,
  now,
  parseForm,
  patchSubscription,
  text,
} from "./stripe-server-state";

/*
 * A local Stripe for tests: the few endpoints the billing code calls, answered the way the official
 * SDK expects (form bodies, Bearer sk_test_ keys, error shapes), the hosted checkout and billing
 * portal as plain HTML pages (stripe-server-pages.ts), and webhooks signed with the SDK's own test
 * helper. Events are sent one at a time in creation order; each carries a copy of its object as it
 * was then, so a test can also deliver stale copies out of order, as Stripe sometimes does.
 */

export type { StripeEventJson, SubscriptionPatch } from "./stripe-server-state";

export type TestStripeServer = {
  /** "http://127.0.0.1:<port>"; the SDK takes host, port and protocol. */
  apiBase: string;
  host: string;
  port: number;
  protocol: "http";
  /** Every API request (not pages): method, path without query, parameters (from the query for GET and DELETE, where the SDK sends them). */
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  /** Every event created, in order; `delivered` once the last attempt was answered 2xx, `status` that answer (null: not sent, or no answer). */
  events: { event: StripeEventJson; delivered: boolean; status: number | null }[];
  setWebhook: (url: string | null) => void;
  setAutoDeliver: (on: boolean) => void;
  /** Sends one event now, outside the queue; throws when no webhook URL is set or the app does not answer. */
  deliver: (eventId: string) => Promise<number>;
  /** Resolves once every event queued so far has been sent: API calls answer without waiting for their events, as Stripe does. */
  idle: () => Promise<void>;
  completeCheckout: (sessionId: string) => Promise<{ subscriptionId: string; invoiceId: string }>;
  updateSubscription: (id: string, patch: SubscriptionPatch) => Promise<void>;
  failInvoice: (subscriptionId: string) => Promise<string>;
  /** The next `count` API requests answer `status` (500 by default). The SDK retries a 5xx twice unless told otherwise. */
  failNext: (count: number, status?: number) => void;
  reset: () => void;
  close: () => Promise<void>;
};

type Options = { webhookUrl?: string | null; webhookSecret: string; autoDeliver?: boolean; port?: number };
type EventRecord = TestStripeServer["events"][number];
type Reply = { status: number; json: string };

const API_VERSION = "2026-10-28.endive";
// A stuck app must not hang the test run; Stripe too gives up on a silent endpoint.
const DELIVERY_TIMEOUT_MS = 10_000;
async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startStripeServer(options: Options): Promise<TestStripeServer> {
  const requests: TestStripeServer["requests"] = [];
  const events: EventRecord[] = [];
  const replies = new Map<string, Reply>();
  const store = emptyStore();
  let webhookUrl = options.webhookUrl ?? null;
  let autoDeliver = options.autoDeliver ?? true;
  let failures = { count: 0, status: 500 };
  let queue = Promise.resolve();
  let apiBase = "";

  const post = async (record: EventRecord): Promise<number | null> => {
    if (!webhookUrl) return null;
    const payload = JSON.stringify(record.event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    try {
      const answer = await fetch(webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await answer.arrayBuffer();
      record.status = answer.status;
      record.delivered = answer.ok;
    } catch {
      record.status = null;
      record.delivered = false;
    }
    return record.status;
  };

  /** Records the event with a snapshot of its object; answers the delivery queue, for callers that must wait for it. */
  const emit = (type: string, object: object): Promise<void> => {
    const event: StripeEventJson = {
      id: newId("evt_"),
      object: "event",
      api_version: API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      data: { object: structuredClone(object) as Record<string, unknown> },
      request: { id: null, idempotency_key: null },
    };
    const record: EventRecord = { event, delivered: false, status: null };
    events.push(record);
    if (autoDeliver) queue = queue.then(() => post(record).then(() => undefined));
    return queue;
  };

  const completeCheckout = async (sessionId: string) => {
    const session = found(store.sessions, sessionId, "checkout.session");
    if (session.json.status !== "open") throw invalid(`This Checkout Session is no longer open: '${sessionId}'`, "id");
    const subscription = newSubscription(session.json.customer, session.lineItems, { ...session.subscriptionMetadata });
    const invoice = newInvoice(subscription, "paid", apiBase);
    subscription.latest_invoice = invoice.id;
    store.subscriptions.set(subscription.id, subscription);
    store.invoices.set(invoice.id, invoice);
    Object.assign(session.json, { status: "complete", payment_status: "paid", subscription: subscription.id });
    // Stripe's real order: the app must not rely on checkout.session.completed coming first.
    void emit("customer.subscription.created", subscription);
    void emit("invoice.paid", invoice);
    await emit("checkout.session.completed", session.json);
    return { subscriptionId: subscription.id, invoiceId: invoice.id };
  };

  const updateSubscription = (id: string, patch: SubscriptionPatch): Promise<void> => {
    const subscription = found(store.subscriptions, id, "subscription");
    return emit(patchSubscription(subscription, patch), subscription);
  };

  const routes: [string, RegExp, (id: string, body: FormBody) => object][] = [
    [
      "POST",
      /^\/v1\/customers$/,
      (_, body) => {
        const customer = newCustomer(body);
        store.customers.set(customer.id, customer);
        return customer;
      },
    ],
    ["GET", /^\/v1\/customers\/([^/]+)$/, (id) => found(store.customers, id, "customer")],
    [
      "POST",
      /^\/v1\/checkout\/sessions$/,
      (_, body) => {
        const session = newCheckoutSession(store, body, apiBase);
        store.sessions.set(session.json.id, session);
        return session.json;
      },
    ],
    ["GET", /^\/v1\/checkout\/sessions\/([^/]+)$/, (id) => found(store.sessions, id, "checkout.session").json],
    [
      "POST",
      /^\/v1\/billing_portal\/sessions$/,
      (_, body) => {
        const portal = newPortalSession(store, body, apiBase);
        store.portals.set(portal.id, portal);
        return portal;
      },
    ],
    ["GET", /^\/v1\/subscriptions\/([^/]+)$/, (id) => found(store.subscriptions, id, "subscription")],
    [
      "POST",
      /^\/v1\/subscriptions\/([^/]+)$/,
      (id, body) => {
        const subscription = found(store.subscriptions, id, "subscription");
        const cancelAtPeriodEnd = text(body.cancel_at_period_end);
        if (cancelAtPeriodEnd !== null && subscription.status === "canceled")
          throw invalid("A canceled subscription can only update its metadata.", "cancel_at_period_end");
        subscription.metadata = mergeMetadata(subscription.metadata, body.metadata);
        void emit(
          patchSubscription(
            subscription,
            cancelAtPeriodEnd === null ? {} : { cancel_at_period_end: flag(cancelAtPeriodEnd) },
          ),
          subscription,
        );
        return subscription;
      },
    ],
    [
      "DELETE",
      /^\/v1\/subscriptions\/([^/]+)$/,
      (id) => {
        const subscription = found(store.subscriptions, id, "subscription");
        if (subscription.status === "canceled") throw invalid(`This subscription is already canceled: '${id}'`, "id");
        void emit(patchSubscription(subscription, { status: "canceled" }), subscription);
        return subscription;
      },
    ],
    ["GET", /^\/v1\/invoices\/([^/]+)$/, (id) => found(store.invoices, id, "invoice")],
  ];

  /** The route's answer, serialised at once: later changes to the object must not reach a cached reply. */
  const runApi = (method: string, path: string, body: FormBody): Reply => {
    try {
      for (const [routeMethod, pattern, handler] of routes) {
        const match = pattern.exec(path);
        if (!match || routeMethod !== method) continue;
        const result = structuredClone(handler(decodeId(match[1] ?? ""), body)) as Record<string, unknown>;
        const paths = Array.isArray(body.expand) ? body.expand : [];
        expand(
          store,
          result,
          paths.filter((entry): entry is string => typeof entry === "string"),
        );
        return { status: 200, json: JSON.stringify(result) };
      }
      throw new StripeApiError(404, {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `Unrecognized request URL (${method}: ${path}).`,
      });
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      return { status: error.status, json: JSON.stringify({ error: error.body }) };
    }
  };

  const answerApi = (request: IncomingMessage, response: ServerResponse, url: URL, raw: string) => {
    const method = request.method ?? "GET";
    const body = parseForm(method === "GET" || method === "DELETE" ? url.search : raw);
    requests.push({ method, path: url.pathname, body });
    const send = (reply: Reply, extra: Record<string, string> = {}) =>
      void response
        .writeHead(reply.status, { "Content-Type": "application/json", "Request-Id": newId("req_"), ...extra })
        .end(reply.json);
    if (failures.count > 0) {
      failures.count -= 1;
      return send({
        status: failures.status,
        json: JSON.stringify({
          error: { type: "api_error", message: "The Stripe test server was told to fail this request." },
        }),
      });
    }
    if (!/^Bearer sk_test_\S+$/.test(request.headers.authorization ?? "")) {
      return send({
        status: 401,
        json: JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key provided" } }),
      });
    }
    // The SDK keys every POST and reuses the key when it retries, so a retried create must not create twice.
    const key = request.headers["idempotency-key"];
    const cacheKey = method === "POST" && typeof key === "string" ? `${key} ${url.pathname}` : null;
    const replay = cacheKey ? replies.get(cacheKey) : undefined;
    if (replay) return send(replay, { "Idempotent-Replayed": "true" });
    const reply = runApi(method, url.pathname, body);
    if (cacheKey && reply.status < 500) replies.set(cacheKey, reply);
    send(reply);
  };

  const pageContext = {
    store,
    completeCheckout,
    cancelAtPeriodEnd: (id: string) => updateSubscription(id, { cancel_at_period_end: true }),
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readBody(request);
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname.startsWith("/v1/")) return answerApi(request, response, url, raw);
    await answerPage(pageContext, request.method ?? "GET", url.pathname, response);
  };

  const server = createServer((request, response) => void handle(request, response).catch(() => response.destroy()));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  apiBase = `http://127.0.0.1:${port}`;

  return {
    apiBase,
    host: "127.0.0.1",
    port,
    protocol: "http",
    requests,
    events,
    setWebhook: (url) => {
      webhookUrl = url;
    },
    setAutoDeliver: (on) => {
      autoDeliver = on;
    },
    deliver: async (eventId) => {
      const record = events.find((entry) => entry.event.id === eventId);
      if (!record) throw new Error(`No such event: ${eventId}`);
      if (!webhookUrl) throw new Error("No webhook URL is set: call setWebhook first");
      const status = await post(record);
      if (status === null) throw new Error(`The webhook at ${webhookUrl} did not answer for ${eventId}`);
      return status;
    },
    idle: () => queue,
    completeCheckout,
    updateSubscription,
    failInvoice: async (subscriptionId) => {
      const subscription = found(store.subscriptions, subscriptionId, "subscription");
      const invoice = newInvoice(subscription, "open", apiBase);
      store.invoices.set(invoice.id, invoice);
      subscription.latest_invoice = invoice.id;
      void emit("invoice.payment_failed", invoice);
      await updateSubscription(subscriptionId, { status: "past_due" });
      return invoice.id;
    },
    failNext: (count, status = 500) => {
      failures = { count, status };
    },
    reset: () => {
      requests.length = 0;
      events.length = 0;
      replies.clear();
      for (const map of Object.values(store)) map.clear();
      webhookUrl = options.webhookUrl ?? null;
      autoDeliver = options.autoDeliver ?? true;
      failures = { count: 0, status: 500 };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
