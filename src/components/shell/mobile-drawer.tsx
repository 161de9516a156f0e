"use client";

import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Logo } from "@/components/brand/logo";
import { NavLinks } from "./nav-link";

/** Phone navigation: a drawer with focus trapped inside while open and Escape to close (Radix Dialog). */
export function MobileDrawer({ footer }: { footer?: ReactNode }) {
  const t = useTranslations("shell");
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex size-10 items-center justify-center rounded-full hover:bg-muted md:hidden">
        <Menu aria-hidden className="size-5" />
        <span className="sr-only">{t("drawer.open")}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 bg-card p-4 shadow-xl">
          <div className="flex items-center justify-between">
            <Logo />
            <Dialog.Close className="inline-flex size-10 items-center justify-center rounded-full hover:bg-muted">
              <X aria-hidden className="size-5" />
              <span className="sr-only">{t("drawer.close")}</span>
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t("nav.label")}</Dialog.Title>
          <Dialog.Description className="sr-only">{t("drawer.description")}</Dialog.Description>
          <nav aria-label={t("nav.label")} className="flex-1">
            <NavLinks set="app" onNavigate={() => setOpen(false)} />
          </nav>
          {footer}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
