export { type Access, type DeniedReason } from "./entitlements";
export {
  accessOf,
  currentAccess,
  requireAccess,
  requireApiLearner,
  claimSeats,
  seatUsageOf,
  type SeatUsage,
} from "./access";
export { startCheckout, openPortal, syncCheckoutSession } from "./checkout";
export { handleStripeWebhook } from "./webhook";
export { type Payer } from "./queries";
export { checkoutInput, portalInput } from "./schemas";
export { subscriptionOverview } from "./overview";
