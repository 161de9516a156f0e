import type { MDXComponents } from "mdx/types";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import type { ComponentType, ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { pageMetadata } from "@/features/marketing";
import type { Locale } from "@/i18n/config";
import { longDay } from "@/lib/days";
import { currentLegalText, findLegalText, legalVersions, type LegalText } from "../content";
import type { LegalDocument } from "../content-schema";
import { DataFlowsTable } from "./data-flows-table";
import { Fact, When } from "./facts";
import { ContactEmail, OfficerEmail, PrivacyOfficer } from "./privacy-officer";

/** The MDX renderer of the blog (features/marketing), passed in by the route: one feature never reaches into another's components. */
export type MarkdownRenderer = ComponentType<{ source: string; tableLabel: string; extra?: MDXComponents }>;

const localeTag = (locale: Locale) => ({ fr: "fr-CA", en: "en-CA", es: "es" })[locale];
export const legalPath = (document: LegalDocument, version?: string) =>
  version ? `/${document}/${version}` : `/${document}`;

/** The components a legal text may name; the facts in them come from the server's configuration. */
export function legalComponents(locale: Locale): MDXComponents {
  return {
    PrivacyOfficer: () => <PrivacyOfficer locale={locale} />,
    DataFlows: () => <DataFlowsTable locale={locale} />,
    OfficerEmail,
    ContactEmail,
    Fact,
    When,
    // A place other pages link to (the consent banner's "Learn more" → /privacy#cookies).
    Anchor: ({ id }: { id: string }) => <span id={id} className="block scroll-mt-24" />,
  };
}

async function textFor(document: LegalDocument, version: string | undefined): Promise<LegalText | null> {
  const locale = (await getLocale()) as Locale;
  return version === undefined ? currentLegalText(document, locale) : findLegalText(document, version, locale);
}

/** Title, description and canonical address: /privacy for the version in force, /privacy/<date> for an older one. */
export async function legalMetadata(document: LegalDocument, version?: string): Promise<Metadata> {
  const text = await textFor(document, version);
  if (!text) return {};
  const current = legalVersions(document, text.locale)[0]!.version === text.version;
  return pageMetadata({
    title: text.title,
    description: text.description,
    path: legalPath(document, current ? undefined : text.version),
    locale: text.locale,
  });
}

/** A legal document in the visitor's language: the version in force, or the one asked for by date (404 when there is none). */
export async function LegalView({
  document,
  version,
  markdown: Markdown,
}: {
  document: LegalDocument;
  version?: string;
  markdown: MarkdownRenderer;
}) {
  const text = await textFor(document, version);
  if (!text) notFound();
  const t = await getTranslations({ locale: text.locale, namespace: "public.legal" });
  const versions = legalVersions(document, text.locale);
  const isCurrent = versions[0]!.version === text.version;
  const day = (date: string) => <time dateTime={date}>{longDay(date, localeTag(text.locale))}</time>;
  return (
    <article
      lang={text.locale}
      aria-labelledby="page-title"
      className="mx-auto flex max-w-3xl flex-col px-4 py-12 md:px-8 md:py-16"
    >
      <h1
        id="page-title"
        className="font-display text-3xl leading-tight font-semibold tracking-tight text-balance md:text-5xl"
      >
        {text.title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{text.description}</p>
      <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 border-b pb-6 text-sm text-muted-foreground">
        {isCurrent && <Badge>{t("inForce")}</Badge>}
        <span>{t.rich("version", { date: () => day(text.version) })}</span>
        <span aria-hidden className="hidden sm:inline">
          ·
        </span>
        <span>{t.rich("effective", { date: () => day(text.effective) })}</span>
      </div>
      {!isCurrent && (
        <p role="note" className="mt-6 rounded-xl bg-accent-soft px-4 py-3 text-sm">
          {t("older")}{" "}
          <Link href={legalPath(document)} className="font-medium text-primary underline underline-offset-4">
            {t("readCurrent")}
          </Link>
        </p>
      )}
      <div className="text-base md:text-lg">
        <Markdown source={text.body} tableLabel={t("tableLabel")} extra={legalComponents(text.locale)} />
      </div>
      <VersionHistory title={t("history")}>
        {versions.map((entry) => (
          <li key={entry.version}>
            {entry.version === text.version ? (
              <span aria-current="page" className="font-medium">
                {t.rich("historyItem", { version: () => day(entry.version), effective: () => day(entry.effective) })}
              </span>
            ) : (
              <Link
                href={legalPath(document, entry.version)}
                className="font-medium text-primary underline underline-offset-4"
              >
                {t.rich("historyItem", { version: () => day(entry.version), effective: () => day(entry.effective) })}
              </Link>
            )}
            {entry === versions[0] && <> · {t("inForce")}</>}
          </li>
        ))}
      </VersionHistory>
    </article>
  );
}

function VersionHistory({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="legal-history" className="mt-12 rounded-xl border bg-muted/40 px-5 py-4">
      <h2 id="legal-history" className="font-display text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm">{children}</ul>
    </section>
  );
}
