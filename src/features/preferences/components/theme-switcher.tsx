"use client";

import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslations } from "next-intl";
import type { KeyboardEvent } from "react";
import { cn } from "@/lib/cn";
import { themes, type Theme } from "../cookies";
import { useTheme } from "./theme-controller";

const icons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

/**
 * Three-way switch (light, dark, system) as a radio group, so screen readers announce the choice:
 * one Tab stop (the chosen theme), arrow keys move and choose, as in any radio group.
 */
export function ThemeSwitcher({ className }: { className?: string }) {
  const t = useTranslations("shell.theme");
  const { theme, setTheme } = useTheme();
  const labels: Record<Theme, string> = { light: t("light"), dark: t("dark"), system: t("system") };
  const choose = (option: Theme) => void setTheme(option).catch(() => undefined);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const index = themes.indexOf(theme);
    const target =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? themes.length - 1
          : step === undefined
            ? null
            : (index + step + themes.length) % themes.length;
    if (target === null) return;
    event.preventDefault();
    choose(themes[target]!);
    event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>("[role=radio]")[target]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={t("label")}
      className={cn("inline-flex rounded-full border bg-muted p-0.5", className)}
    >
      {themes.map((option) => {
        const Icon = icons[option];
        const checked = theme === option;
        return (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            title={labels[option]}
            onClick={() => choose(option)}
            onKeyDown={onKeyDown}
            className={cn(
              "inline-flex size-8 items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none",
              checked && "bg-background text-foreground shadow-sm",
            )}
          >
            <Icon aria-hidden className="size-4" />
            <span className="sr-only">{labels[option]}</span>
          </button>
        );
      })}
    </div>
  );
}
