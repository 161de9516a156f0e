import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Logo } from "@/components/brand/logo";
import { buttonVariants } from "@/components/ui/button";
import { publicNavigation } from "@/config/navigation";

/** The visitor's header: the site's sections, the switchers, and the way in. */
export async function PublicHeader({ preferences }: { preferences: ReactNode }) {
  const t = await getTranslations();
  return (
    <header className="border-b">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 md:px-8">
        <Link href="/" className="rounded-xl">
          <Logo />
        </Link>
        <nav aria-label={t("shell.public.label")} className="order-last w-full md:order-none md:w-auto">
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium text-muted-foreground">
            {publicNavigation.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="rounded hover:text-foreground">
                  {t(item.labelKey as never)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden items-center gap-2 sm:flex">{preferences}</div>
          <Link href="/auth/sign-in" className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("shell.public.signIn")}
          </Link>
        </div>
        <div className="flex w-full items-center gap-2 sm:hidden">{preferences}</div>
      </div>
    </header>
  );
}
