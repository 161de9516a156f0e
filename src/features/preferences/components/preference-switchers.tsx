import { flags } from "@/config/flags";
import { LocaleSwitcher } from "./locale-switcher";
import { ThemeSwitcher } from "./theme-switcher";

/** Language and, while the theme-switcher flag is on, theme. */
export function PreferenceSwitchers() {
  return (
    <>
      <LocaleSwitcher />
      {flags().themeSwitcher && <ThemeSwitcher />}
    </>
  );
}
