export { ThemeController } from "./theme-controller";
export { ThemeSwitcher } from "./theme-switcher";
export { LocaleSwitcher } from "./locale-switcher";
export { PreferenceSwitchers } from "./preference-switchers";
