import { Hammer } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";

/**
 * An area whose feature has not landed yet. It says plainly what the area will do and that it
 * is not available yet; nothing on it pretends to work. `namespace` holds `title` and `description`.
 */
export async function ComingSoon({ namespace, children }: { namespace: string; children?: ReactNode }) {
  const [t, common] = await Promise.all([getTranslations(namespace as never), getTranslations("common")]);
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-2xl flex-col gap-6">
      <Badge className="self-start">
        <Hammer aria-hidden className="size-3.5" />
        {common("comingSoon.badge")}
      </Badge>
      <h1 id="page-title" className="font-display text-3xl font-semibold tracking-tight md:text-4xl">
        {t("title" as never)}
      </h1>
      <p className="text-lg leading-relaxed text-muted-foreground">{t("description" as never)}</p>
      <Card className="bg-muted/60 text-sm leading-relaxed text-muted-foreground shadow-none">{common("comingSoon.notice")}</Card>
      {children}
    </section>
  );
}

export async function comingSoonMetadata(namespace: string): Promise<Metadata> {
  const t = await getTranslations(namespace as never);
  return { title: t("title" as never) };
}
