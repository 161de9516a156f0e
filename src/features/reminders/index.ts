/*
 * Reminder e-mails: the daily one at the learner's local time when the day's goal is not met, and
 * Monday's summary of the week before; both opt-in, each sent once, each with a one-click unsubscribe.
 */
export { sendDueReminders, unsubscribeUrls } from "./send";
export { isUnsubscribeToken, unsubscribeFromReminders } from "./unsubscribe";
export {
  pushEndpointInput,
  pushSubscriptionInput,
  removePushSubscription,
  savePushSubscription,
} from "./push-subscriptions";
export { webPushSettings } from "./push";
