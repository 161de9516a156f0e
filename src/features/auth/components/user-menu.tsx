"use client";

import { LogIn, LogOut, Settings, UserRound } from "lucide-react";
import Link from "next/link";
import { DropdownMenu } from "radix-ui";
import { useTranslations } from "next-intl";
import { signOutEverywhere } from "../session-client";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:text-muted-foreground";

/** The account menu: who is signed in, their settings, and sign-out. */
export function UserMenu({ person }: { person: { name: string; email: string } | null }) {
  const t = useTranslations("shell.userMenu");
  const initials = person?.name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex size-10 items-center justify-center rounded-full border bg-muted text-sm font-semibold hover:bg-background">
        {initials ? <span aria-hidden>{initials}</span> : <UserRound aria-hidden className="size-5" />}
        <span className="sr-only">{t("open")}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-2xl border bg-card p-1.5 shadow-lg"
        >
          {person ? (
            <DropdownMenu.Label className="flex flex-col px-3 py-2">
              <span className="text-sm font-semibold">{person.name}</span>
              <span className="text-xs text-muted-foreground">{person.email}</span>
            </DropdownMenu.Label>
          ) : (
            <DropdownMenu.Label className="px-3 py-2 text-xs text-muted-foreground">
              {t("signedOut")}
            </DropdownMenu.Label>
          )}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link href="/settings/profile">
              <Settings aria-hidden />
              {t("settings")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {person ? (
            <DropdownMenu.Item className={itemClass} onSelect={() => void signOutEverywhere()}>
              <LogOut aria-hidden />
              {t("signOut")}
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link href="/auth/sign-in">
                <LogIn aria-hidden />
                {t("signIn")}
              </Link>
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
