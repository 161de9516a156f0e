import { afterAll, beforeAll, vi } from "vitest";
import { startStripeServer, type TestStripeServer } from "@/lib/testing/stripe-server";
import { stripeTestEnv } from "./stripe-env";

export { stripeTestEnv };

/**
 * Starts the local Stripe server before the test file's database (register it before
 * testBed) and sets the billing variables, so billing is on for the whole file. Webhooks are
 * not delivered over HTTP here: the tests hand events to the handler themselves.
 */
export function stripeBed(): { readonly server: TestStripeServer } {
  let server: TestStripeServer | undefined;
  beforeAll(async () => {
    server = await startStripeServer({
      webhookSecret: stripeTestEnv.STRIPE_WEBHOOK_SECRET,
      webhookUrl: null,
      autoDeliver: false,
    });
    for (const [name, value] of Object.entries(stripeTestEnv)) vi.stubEnv(name, value);
    vi.stubEnv("STRIPE_API_URL", server.apiBase);
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error("the Stripe server starts in beforeAll: read it inside a test");
      return server;
    },
  };
}
