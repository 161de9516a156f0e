/** The keys the billing tests run with (unit, integration and browser): test-mode shapes, pointed at the local Stripe-compatible server. */
export const stripeTestEnv = {
  STRIPE_SECRET_KEY: "sk_test_madameai",
  STRIPE_WEBHOOK_SECRET: "whsec_madameai_tests",
  STRIPE_PRICE_INDIVIDUAL: "price_individual_yearly",
  STRIPE_PRICE_COMPANY_SEAT: "price_company_seat",
} as const;
