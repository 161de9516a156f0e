export * from "./cookies";
export { preferencesInput } from "./schemas";
export { savedLocaleOfViewer, rememberLocaleForViewer } from "./service";
export { requestPreferences } from "./request";
export { systemThemeScript } from "./theme-dom";
