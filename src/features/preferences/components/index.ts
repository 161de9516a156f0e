export { ThemeController } from "./theme-controller";
export { PreferenceSwitchers } from "./preference-switchers";
