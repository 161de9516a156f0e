export { UnsubscribeButton } from "./unsubscribe-button";
export { PushReminderToggle } from "./push-reminder-toggle";
