import { randomBytes } from "node:crypto";

/*
 * The objects the Stripe test server keeps, in the shapes of API version 2026-10-28.endive (where
 * the billing period lives on the subscription's items), the rules that make and change them, and
 * the reading of the SDK's form bodies. No I/O here: stripe-server.ts answers HTTP and sends events.
 *
 * Prices are not stored: any id starting with `price_` is a yearly CAD price whose amount comes from
 * its name, `price_individual…` 750 $ a year, anything else 300 $ a seat a year, so tests need no
 * price catalogue and the hosted pages still show believable totals.
 */

export type Metadata = Record<string, string>;
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormBody = Record<string, FormValue>;

export type StripeEventJson = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  data: { object: Record<string, unknown> };
  request: { id: string | null; idempotency_key: string | null };
};
export type CustomerJson = {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Metadata;
  created: number;
  livemode: false;
};
export type CheckoutSessionJson = {
  id: string;
  object: "checkout.session";
  url: string | null;
  client_secret: string | null;
  mode: "subscription";
  ui_mode: string;
  locale: string | null;
  customer: string;
  client_reference_id: string | null;
  metadata: Metadata;
  success_url: string | null;
  cancel_url: string | null;
  return_url: string | null;
  status: "open" | "complete";
  payment_status: "unpaid" | "paid";
  subscription: string | null;
  automatic_tax: { enabled: boolean; status: null };
  amount_total: number;
  currency: "cad";
  created: number;
  expires_at: number;
  livemode: false;
};
export type SubscriptionItemJson = {
  id: string;
  object: "subscription_item";
  subscription: string;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  price: {
    id: string;
    object: "price";
    currency: "cad";
    unit_amount: number;
    recurring: { interval: "year"; interval_count: 1 };
  };
};
export type SubscriptionJson = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  metadata: Metadata;
  latest_invoice: string | null;
  currency: "cad";
  livemode: false;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  trial_end: null;
  items: { object: "list"; data: SubscriptionItemJson[]; has_more: false };
};
export type InvoiceJson = {
  id: string;
  object: "invoice";
  customer: string;
  status: "paid" | "open";
  amount_due: number;
  amount_paid: number;
  currency: "cad";
  hosted_invoice_url: string;
  parent: { type: "subscription_details"; subscription_details: { subscription: string; metadata: Metadata } };
  created: number;
  livemode: false;
};
export type PortalSessionJson = {
  id: string;
  object: "billing_portal.session";
  url: string;
  customer: string;
  return_url: string | null;
  created: number;
  livemode: false;
};

export type LineItem = { price: string; quantity: number };
/** The line items and subscription_data are not part of the session's JSON: the subscription is made from them. */
export type SessionRecord = { json: CheckoutSessionJson; lineItems: LineItem[]; subscriptionMetadata: Metadata };
export type SubscriptionPatch = Partial<{
  status: string;
  cancel_at_period_end: boolean;
  quantity: number;
  current_period_end: number;
}>;
export type Store = {
  customers: Map<string, CustomerJson>;
  sessions: Map<string, SessionRecord>;
  subscriptions: Map<string, SubscriptionJson>;
  invoices: Map<string, InvoiceJson>;
  portals: Map<string, PortalSessionJson>;
};

/** A Stripe error answer: thrown by the rules below, turned into JSON by the server. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

/** 404 for the object a path names; 400, with the same code, for one a parameter names, as Stripe does. */
export const missing = (kind: string, id: string, param = "id") =>
  new StripeApiError(param === "id" ? 404 : 400, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    param,
  });
export const invalid = (message: string, param: string) =>
  new StripeApiError(400, { type: "invalid_request_error", message, param });

export function found<T>(map: Map<string, T>, id: string, kind: string, param = "id"): T {
  const value = map.get(id);
  if (value === undefined) throw missing(kind, id, param);
  return value;
}

/** An id from a URL path; a malformed escape is kept as sent, so it ends as "No such …" rather than a crash. */
export function decodeId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export const newId = (prefix: string) => prefix + randomBytes(12).toString("hex");
export const now = () => Math.floor(Date.now() / 1000);
const DAY_SECONDS = 24 * 60 * 60;
const UI_MODES = ["hosted_page", "embedded_page", "hosted", "embedded"];

export const unitAmount = (priceId: string) => (priceId.startsWith("price_individual") ? 75_000 : 30_000);
const totalOf = (items: { price: { unit_amount: number } | string; quantity: number }[]) =>
  items.reduce(
    (sum, item) =>
      sum + (typeof item.price === "string" ? unitAmount(item.price) : item.price.unit_amount) * item.quantity,
    0,
  );

const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Parses the SDK's bracket notation (`line_items[0][price]=…`, `expand[]=…`) into nested objects
 * and arrays. Values stay strings: only the rules know which fields are numbers or booleans.
 */
export function parseForm(query: string): FormBody {
  const root: FormBody = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    if (path.some((part) => UNSAFE_KEYS.has(part))) continue;
    let container: FormValue[] | Record<string, FormValue> = root;
    for (const [index, part] of path.entries()) {
      const last = index === path.length - 1;
      const slot = Array.isArray(container) ? (part === "" ? container.length : Number(part)) : part;
      const current: FormValue | undefined = Array.isArray(container) ? container[slot as number] : container[slot];
      const next: FormValue = last
        ? value
        : typeof current === "object"
          ? current
          : /^\d*$/.test(path[index + 1]!)
            ? []
            : {};
      if (Array.isArray(container)) container[slot as number] = next;
      else container[slot] = next;
      if (!last) container = next as FormValue[] | Record<string, FormValue>;
    }
  }
  return root;
}

export const text = (value: FormValue | undefined): string | null => (typeof value === "string" ? value : null);
export const flag = (value: FormValue | undefined): boolean => value === "true";
const fields = (value: FormValue | undefined): Record<string, FormValue> =>
  typeof value === "object" && !Array.isArray(value) ? value : {};

/** `metadata` as sent; an empty value removes a key, and an empty `metadata` all of them, as Stripe does. */
export function mergeMetadata(current: Metadata, sent: FormValue | undefined): Metadata {
  if (sent === "") return {};
  const merged = { ...current };
  for (const [key, value] of Object.entries(fields(sent))) {
    if (value === "") delete merged[key];
    else if (typeof value === "string") merged[key] = value;
  }
  return merged;
}

function lineItemsOf(sent: FormValue | undefined): LineItem[] {
  const list = Array.isArray(sent) ? sent : Object.values(fields(sent));
  return list.map((item, index) => {
    const price = text(fields(item).price);
    if (!price?.startsWith("price_")) throw missing("price", price ?? "", `line_items[${index}][price]`);
    const quantity = Number(text(fields(item).quantity) ?? "1");
    if (!Number.isInteger(quantity) || quantity < 1)
      throw invalid("Quantity must be a whole number of at least 1.", `line_items[${index}][quantity]`);
    return { price, quantity };
  });
}

export const emptyStore = (): Store => ({
  customers: new Map(),
  sessions: new Map(),
  subscriptions: new Map(),
  invoices: new Map(),
  portals: new Map(),
});

/** Replaces ids by copies of their objects along each `expand` path (`subscription`, `subscription.latest_invoice`). */
export function expand(store: Store, object: Record<string, unknown>, paths: string[]): void {
  const lookup = (id: string): object | undefined =>
    store.customers.get(id) ??
    store.sessions.get(id)?.json ??
    store.subscriptions.get(id) ??
    store.invoices.get(id) ??
    store.portals.get(id);
  for (const path of paths) {
    const [field = "", ...rest] = path.split(".");
    if (!(field in object)) throw invalid(`This property cannot be expanded (${path}).`, "expand");
    const value = object[field];
    if (typeof value === "string") object[field] = structuredClone(lookup(value)) ?? value;
    const inner = object[field];
    if (rest.length > 0 && inner && typeof inner === "object")
      expand(store, inner as Record<string, unknown>, [rest.join(".")]);
  }
}

export function newCustomer(body: FormBody): CustomerJson {
  return {
    id: newId("cus_"),
    object: "customer",
    email: text(body.email),
    name: text(body.name),
    metadata: mergeMetadata({}, body.metadata),
    created: now(),
    livemode: false,
  };
}

export function newCheckoutSession(store: Store, body: FormBody, apiBase: string): SessionRecord {
  if (body.mode !== "subscription")
    throw invalid("This test server only makes Checkout Sessions with mode=subscription.", "mode");
  const customer = text(body.customer);
  if (!customer) throw invalid("Missing required param: customer.", "customer");
  found(store.customers, customer, "customer", "customer");
  const lineItems = lineItemsOf(body.line_items);
  if (lineItems.length === 0) throw invalid("Missing required param: line_items.", "line_items");
  const uiMode = text(body.ui_mode) ?? "hosted_page";
  if (!UI_MODES.includes(uiMode)) throw invalid(`Invalid ui_mode: ${uiMode}`, "ui_mode");
  const id = newId("cs_test_");
  const embedded = uiMode.startsWith("embedded");
  const created = now();
  const json: CheckoutSessionJson = {
    id,
    object: "checkout.session",
    url: embedded ? null : `${apiBase}/checkout/${id}`,
    client_secret: embedded ? `${id}_secret_${newId("")}` : null,
    mode: "subscription",
    ui_mode: uiMode,
    locale: text(body.locale),
    customer,
    client_reference_id: text(body.client_reference_id),
    metadata: mergeMetadata({}, body.metadata),
    success_url: text(body.success_url),
    cancel_url: text(body.cancel_url),
    return_url: text(body.return_url),
    status: "open",
    payment_status: "unpaid",
    subscription: null,
    automatic_tax: { enabled: flag(fields(body.automatic_tax).enabled), status: null },
    amount_total: totalOf(lineItems),
    currency: "cad",
    created,
    expires_at: created + DAY_SECONDS,
    livemode: false,
  };
  return { json, lineItems, subscriptionMetadata: mergeMetadata({}, fields(body.subscription_data).metadata) };
}

export function newPortalSession(store: Store, body: FormBody, apiBase: string): PortalSessionJson {
  const customer = text(body.customer) ?? "";
  found(store.customers, customer, "customer", "customer");
  const id = newId("bps_");
  return {
    id,
    object: "billing_portal.session",
    url: `${apiBase}/portal/${id}`,
    customer,
    return_url: text(body.return_url),
    created: now(),
    livemode: false,
  };
}

export function newSubscription(customer: string, items: LineItem[], metadata: Metadata): SubscriptionJson {
  const id = newId("sub_");
  const start = now();
  const data = items.map((item): SubscriptionItemJson => ({
    id: newId("si_"),
    object: "subscription_item",
    subscription: id,
    quantity: item.quantity,
    current_period_start: start,
    current_period_end: start + 365 * DAY_SECONDS,
    price: {
      id: item.price,
      object: "price",
      currency: "cad",
      unit_amount: unitAmount(item.price),
      recurring: { interval: "year", interval_count: 1 },
    },
  }));
  return {
    id,
    object: "subscription",
    customer,
    status: "active",
    metadata,
    latest_invoice: null,
    currency: "cad",
    livemode: false,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    created: start,
    start_date: start,
    trial_end: null,
    items: { object: "list", data, has_more: false },
  };
}

export function newInvoice(subscription: SubscriptionJson, status: "paid" | "open", apiBase: string): InvoiceJson {
  const id = newId("in_");
  const amount = totalOf(subscription.items.data);
  return {
    id,
    object: "invoice",
    customer: subscription.customer,
    status,
    amount_due: amount,
    amount_paid: status === "paid" ? amount : 0,
    currency: "cad",
    hosted_invoice_url: `${apiBase}/invoice/${id}`,
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
    },
    created: now(),
    livemode: false,
  };
}

/** Applies a change; answers the event Stripe sends for it. */
export function patchSubscription(
  subscription: SubscriptionJson,
  patch: SubscriptionPatch,
): "customer.subscription.updated" | "customer.subscription.deleted" {
  const items = subscription.items.data;
  if (patch.quantity !== undefined && items[0]) items[0].quantity = patch.quantity;
  if (patch.current_period_end !== undefined)
    for (const item of items) item.current_period_end = patch.current_period_end;
  if (patch.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = patch.cancel_at_period_end;
  subscription.cancel_at = subscription.cancel_at_period_end
    ? Math.min(...items.map((item) => item.current_period_end))
    : null;
  if (patch.status === undefined || patch.status === subscription.status) return "customer.subscription.updated";
  subscription.status = patch.status;
  if (patch.status !== "canceled") return "customer.subscription.updated";
  subscription.canceled_at = subscription.ended_at = now();
  return "customer.subscription.deleted";
}
