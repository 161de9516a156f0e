"use client";

import { Building2, Check, ChevronsUpDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslations } from "next-intl";
import { request } from "@/lib/request";

type Option = { organizationId: string; organizationName: string };

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted [&_svg]:size-4";

/**
 * The organization the person is working in; a menu to switch when they belong to several.
 * Switching reloads the page so that everything on it belongs to the new organization.
 */
export function OrganizationSwitcher({ active, options }: { active: Option; options: Option[] }) {
  const t = useTranslations("orgs.switcher");
  const label = (
    <>
      <Building2 aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <span className="max-w-40 truncate">{active.organizationName}</span>
    </>
  );
  if (options.length < 2) {
    return (
      <span className="hidden items-center gap-2 rounded-full px-3 py-2 text-sm font-medium sm:flex">{label}</span>
    );
  }

  async function choose(organizationId: string) {
    if (organizationId === active.organizationId) return;
    try {
      await request("POST", "/api/orgs/active", { organizationId });
    } finally {
      window.location.reload();
    }
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full border px-3 py-2 text-sm font-medium hover:bg-muted"
        aria-label={t("label", { organization: active.organizationName })}
      >
        {label}
        <ChevronsUpDown aria-hidden className="size-4 text-muted-foreground" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-2xl border bg-card p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-muted-foreground">{t("title")}</DropdownMenu.Label>
          {options.map((option) => (
            <DropdownMenu.Item
              key={option.organizationId}
              className={itemClass}
              onSelect={() => void choose(option.organizationId)}
            >
              <Check
                aria-hidden
                className={option.organizationId === active.organizationId ? "text-primary" : "invisible"}
              />
              {option.organizationName}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
