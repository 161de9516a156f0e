export { Analytics } from "./analytics";
export { AnalyticsIdentity } from "./analytics-identity";
export { ConsentSettingsButton } from "./consent-settings-button";
