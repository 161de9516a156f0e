export { UnsubscribeButton } from "./unsubscribe-button";
