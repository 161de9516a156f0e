/** The name of Checkout's popup window, and the message its return page sends to the page that opened it. */
export const CHECKOUT_WINDOW = "madameai-checkout";
export const CHECKOUT_MESSAGE = "madameai:checkout";
export type CheckoutMessage = { type: typeof CHECKOUT_MESSAGE; outcome: "success" | "canceled" };
