"use client";

import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { themes, type Theme } from "../cookies";
import { useTheme } from "./theme-controller";

const icons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

/** Three-way switch (light, dark, system) as a radio group, so screen readers announce the choice. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const t = useTranslations("shell.theme");
  const { theme, setTheme } = useTheme();
  const labels: Record<Theme, string> = { light: t("light"), dark: t("dark"), system: t("system") };
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
            title={labels[option]}
            onClick={() => void setTheme(option).catch(() => undefined)}
            className={cn(
              "inline-flex size-8 items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground",
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
