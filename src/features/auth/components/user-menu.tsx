"use client";

import { LogIn, Settings, UserRound } from "lucide-react";
import Link from "next/link";
import { DropdownMenu } from "radix-ui";
import { useTranslations } from "next-intl";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:text-muted-foreground";

/**
 * The account menu. Until the accounts feature brings sessions, nobody is signed in, so it
 * says so and leads to sign-in; that feature adds the person's name, organization and sign-out.
 */
export function UserMenu() {
  const t = useTranslations("shell.userMenu");
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex size-10 items-center justify-center rounded-full border bg-muted hover:bg-background">
        <UserRound aria-hidden className="size-5" />
        <span className="sr-only">{t("open")}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-2xl border bg-card p-1.5 shadow-lg">
          <DropdownMenu.Label className="px-3 py-2 text-xs text-muted-foreground">{t("signedOut")}</DropdownMenu.Label>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/auth/sign-in">
              <LogIn aria-hidden />
              {t("signIn")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/settings/profile">
              <Settings aria-hidden />
              {t("settings")}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
