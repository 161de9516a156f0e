/*
 * The Stripe test server (stripe-server.ts) in a process of its own, for browser tests: the app and
 * the browser reach it over HTTP while the test runner stays out of the way.
 *   STRIPE_WEBHOOK_URL=http://127.0.0.1:3000/api/stripe/webhook STRIPE_WEBHOOK_SECRET=whsec_test npx tsx src/lib/testing/stripe-server-cli.ts
 * STRIPE_SERVER_PORT picks the port (0, the default, takes any free one); without STRIPE_WEBHOOK_URL
 * events are recorded but not sent. Prints one JSON line, {"apiBase": "http://127.0.0.1:<port>"},
 * once it listens; stops on SIGTERM or SIGINT.
 */
import { startStripeServer } from "./stripe-server";

function port(): number {
  const raw = process.env.STRIPE_SERVER_PORT ?? "";
  const value = raw === "" ? 0 : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535)
    throw new Error(`STRIPE_SERVER_PORT must be a port number (got "${raw}")`);
  return value;
}

async function main() {
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? "";
  if (webhookSecret === "")
    throw new Error("STRIPE_WEBHOOK_SECRET is required: the app checks every webhook's signature with it");
  const server = await startStripeServer({
    webhookUrl: process.env.STRIPE_WEBHOOK_URL || null,
    webhookSecret,
    port: port(),
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  console.log(JSON.stringify({ apiBase: server.apiBase }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
