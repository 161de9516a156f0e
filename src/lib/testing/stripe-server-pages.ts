import type { ServerResponse } from "node:http";
import type { CheckoutSessionJson, InvoiceJson, LineItem, Store, SubscriptionJson } from "./stripe-server-state";
import { decodeId, unitAmount } from "./stripe-server-state";

/*
 * The HTML pages of the Stripe test server: what a browser test sees instead of Stripe's hosted
 * checkout and billing portal. Plain forms, no script, so a test clicks labelled buttons and the
 * browser follows the server's 303 back to the app.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (value: string) => value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

const money = (cents: number) => `${(cents / 100).toFixed(2)} CAD`;
const date = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head>
<body>
<main>
<h1>${escape(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

function notFoundPage(): string {
  return page("Page introuvable", "<p>Cette session n'existe pas ou est déjà terminée.</p>");
}

function messagePage(title: string, message: string): string {
  return page(title, `<p>${escape(message)}</p>`);
}

function checkoutPage(session: CheckoutSessionJson, lineItems: LineItem[]): string {
  const lines = lineItems
    .map(
      (item) => `<li>${escape(item.price)} : ${money(unitAmount(item.price))} / an, Quantité : ${item.quantity}</li>`,
    )
    .join("\n");
  const action = `/checkout/${encodeURIComponent(session.id)}`;
  return page(
    "Test checkout",
    `<ul>
${lines}
</ul>
<p>Total : <strong>${money(session.amount_total)} / an</strong></p>
<form method="post" action="${action}/pay"><button type="submit">Payer</button></form>
<form method="post" action="${action}/cancel"><button type="submit">Annuler</button></form>`,
  );
}

function subscriptionEntry(portalId: string, subscription: SubscriptionJson): string {
  const item = subscription.items.data[0];
  const seats = subscription.items.data.reduce((sum, entry) => sum + entry.quantity, 0);
  const period = item ? ` jusqu'au ${date(item.current_period_end)}` : "";
  const summary = `${escape(subscription.id)} : ${escape(subscription.status)}, ${seats} place(s)${period}`;
  const cancellable =
    ["active", "trialing", "past_due"].includes(subscription.status) && !subscription.cancel_at_period_end;
  const action = `/portal/${encodeURIComponent(portalId)}/cancel/${encodeURIComponent(subscription.id)}`;
  const control = cancellable
    ? `<form method="post" action="${action}"><button type="submit">Annuler l'abonnement</button></form>`
    : subscription.cancel_at_period_end
      ? "<p>Annulation prévue à la fin de la période.</p>"
      : "";
  return `<li><p>${summary}</p>${control}</li>`;
}

function portalPage(portalId: string, returnUrl: string | null, subscriptions: SubscriptionJson[]): string {
  const list = subscriptions.length
    ? `<ul>\n${subscriptions.map((subscription) => subscriptionEntry(portalId, subscription)).join("\n")}\n</ul>`
    : "<p>Aucun abonnement.</p>";
  const back = returnUrl ? `<p><a href="${escape(returnUrl)}">Retour</a></p>` : "";
  return page("Test billing portal", `${list}\n${back}`);
}

function invoicePage(invoice: InvoiceJson): string {
  return page(
    "Test invoice",
    `<p>Facture ${escape(invoice.id)} : ${invoice.status === "paid" ? "payée" : "à payer"}</p>
<p>Montant : <strong>${money(invoice.amount_due)}</strong></p>`,
  );
}

/** What the pages need from the server: its objects, and the actions that also send events. */
export type PageContext = {
  store: Store;
  completeCheckout: (sessionId: string) => Promise<unknown>;
  cancelAtPeriodEnd: (subscriptionId: string) => Promise<void>;
};

const PAGE_PATH = /^\/(checkout|portal|invoice)\/([^/]+)(?:\/(pay|cancel)(?:\/([^/]+))?)?$/;

/**
 * GET /checkout/:id, POST /checkout/:id/pay and /cancel, GET /portal/:id, POST /portal/:id/cancel/:subId,
 * GET /invoice/:id. Paying and cancelling wait for the webhooks before sending the browser back,
 * so the app has its subscription when its success page loads.
 */
export async function answerPage(
  context: PageContext,
  method: string,
  path: string,
  response: ServerResponse,
): Promise<void> {
  const html = (status: number, body: string) =>
    void response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" }).end(body);
  const redirect = (location: string | null, fallback: string) =>
    location
      ? void response.writeHead(303, { Location: location }).end()
      : html(200, messagePage("Test checkout", fallback));
  const [, kind, rawId = "", action, rawSubscriptionId] = PAGE_PATH.exec(path) ?? [];
  const id = decodeId(rawId);
  const { store } = context;

  const session = kind === "checkout" && !rawSubscriptionId ? store.sessions.get(id) : undefined;
  if (session?.json.status === "open") {
    const { json } = session;
    if (method === "GET" && !action) return html(200, checkoutPage(json, session.lineItems));
    if (method === "POST" && action === "pay") {
      await context.completeCheckout(json.id);
      const target = json.ui_mode.startsWith("embedded") ? json.return_url : json.success_url;
      return redirect(target?.replaceAll("{CHECKOUT_SESSION_ID}", json.id) ?? null, "Paiement reçu.");
    }
    if (method === "POST" && action === "cancel")
      return redirect(json.cancel_url ?? json.return_url, "Paiement annulé.");
  }

  const portal = kind === "portal" ? store.portals.get(id) : undefined;
  if (portal && method === "GET" && !action) {
    const owned = [...store.subscriptions.values()].filter((subscription) => subscription.customer === portal.customer);
    return html(200, portalPage(portal.id, portal.return_url, owned));
  }
  const subscription = rawSubscriptionId ? store.subscriptions.get(decodeId(rawSubscriptionId)) : undefined;
  if (portal && method === "POST" && action === "cancel" && subscription?.customer === portal.customer) {
    await context.cancelAtPeriodEnd(subscription.id);
    return redirect(`/portal/${encodeURIComponent(portal.id)}`, "");
  }

  const invoice = kind === "invoice" ? store.invoices.get(id) : undefined;
  if (invoice && method === "GET" && !action) return html(200, invoicePage(invoice));
  html(404, notFoundPage());
}
