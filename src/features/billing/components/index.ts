export { AccessBanner } from "./access-banner";
export { CheckoutReturn } from "./checkout-return";
export { SubscriptionView } from "./subscription-view";
export { PricingSection } from "./pricing-section";
export { LearningGate } from "./learning-gate";
