import { Compass } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Logo } from "@/components/brand/logo";
import { buttonVariants } from "@/components/ui/button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors.notFound");
  return { title: t("title") };
}

export default async function NotFound() {
  const t = await getTranslations("errors.notFound");
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="px-4 py-4 md:px-8">
        <Link href="/" className="rounded-xl">
          <Logo />
        </Link>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex max-w-xl flex-1 flex-col items-start justify-center gap-4 px-4 pb-24 outline-none"
      >
        <Compass aria-hidden className="size-10 text-primary" />
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 className="font-display text-3xl font-semibold tracking-tight md:text-4xl">{t("title")}</h1>
        <p className="text-lg text-muted-foreground">{t("description")}</p>
        <div className="flex flex-wrap gap-3">
          <Link href="/" className={buttonVariants()}>
            {t("home")}
          </Link>
          <Link href="/dashboard" className={buttonVariants({ variant: "outline" })}>
            {t("dashboard")}
          </Link>
        </div>
      </main>
    </div>
  );
}
