import Link from "next/link";
import type { ReactNode } from "react";
import { Logo } from "@/components/brand/logo";
import { PreferenceSwitchers } from "@/features/preferences/components";
import { APP_CLIENT_NAMESPACES, ClientMessages } from "@/i18n/client-messages";

/** A quiet, centred frame for getting in: nothing to distract from the form. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={APP_CLIENT_NAMESPACES}>
      <div className="flex min-h-dvh flex-col bg-muted/50">
        <header className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <Link href="/" className="rounded-xl">
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <PreferenceSwitchers />
          </div>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="flex flex-1 items-start justify-center px-4 py-10 outline-none md:items-center"
        >
          <div className="w-full max-w-md rounded-[var(--radius-card)] border bg-card p-8 shadow-sm">{children}</div>
        </main>
      </div>
    </ClientMessages>
  );
}
