import { FileDown } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { longDay } from "@/lib/days";
import type { Resource } from "../content";
import { resourcePdf, resourcePdfFilename, resourcePdfPath } from "../resource-pdf";
import { localeTag } from "./article-meta";
import { LanguageLinks } from "./language-links";
import { PieceFrame } from "./piece-frame";

export const resourcePath = (slug: string, locale: string) => `/blog/resources/${locale}/${slug}`;

/** Kind, review date and version, in the resource's language. */
export async function ResourceFacts({ resource }: { resource: Resource }) {
  const t = await getTranslations({ locale: resource.locale, namespace: "public.resources" });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
        <Badge>{t(`kinds.${resource.kind}`)}</Badge>
        <span>{t("reviewed", { date: longDay(resource.reviewedOn, localeTag(resource.locale)) })}</span>
        <span aria-hidden>·</span>
        <span>{t("version", { version: resource.version })}</span>
      </div>
    </div>
  );
}

/** The resource's PDF with its size; the file is made once per process, so the size is the one served. */
export async function ResourcePdfLink({ resource, compact = false }: { resource: Resource; compact?: boolean }) {
  const file = resourcePdf(resource.slug, resource.locale);
  if (!file) return null;
  const [t, bytes] = await Promise.all([
    getTranslations({ locale: resource.locale, namespace: "public.resources" }),
    file,
  ]);
  const size = new Intl.NumberFormat(localeTag(resource.locale), {
    style: "unit",
    unit: "kilobyte",
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(bytes.byteLength / 1000)));
  return (
    <a
      href={resourcePdfPath(resource.slug, resource.locale)}
      download={resourcePdfFilename(resource.slug, resource.locale)}
      type="application/pdf"
      className={cn(
        buttonVariants({ variant: compact ? "link" : "outline", size: "sm" }),
        "self-start",
        compact && "h-auto px-0",
      )}
    >
      <FileDown aria-hidden />
      {t("download", { size })}
    </a>
  );
}

export async function ResourceView({ resource }: { resource: Resource }) {
  const [t, blog] = await Promise.all([
    getTranslations({ locale: resource.locale, namespace: "public.resources" }),
    getTranslations({ locale: resource.locale, namespace: "public.blog" }),
  ]);
  return (
    <PieceFrame
      locale={resource.locale}
      back={{ href: "/blog/resources", label: t("back") }}
      title={resource.title}
      description={resource.description}
      body={resource.body}
      tableLabel={blog("tableLabel")}
      facts={
        <>
          <ResourceFacts resource={resource} />
          <ResourcePdfLink resource={resource} />
          <p role="note" className="rounded-xl bg-accent-soft px-4 py-3 text-sm">
            {t("notLegal")}
          </p>
          <LanguageLinks
            current={resource.locale}
            hrefFor={(locale) => resourcePath(resource.slug, locale)}
            label={t("otherLanguages")}
          />
        </>
      }
    />
  );
}
