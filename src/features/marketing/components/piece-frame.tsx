import Link from "next/link";
import type { ReactNode } from "react";
import type { Locale } from "@/i18n/config";
import { Markdown } from "./markdown";

/**
 * An article or a resource: the way back, its title and lead, its facts, then its body and what
 * comes after it (where to go next), all marked with its language.
 */
export function PieceFrame({
  locale,
  back,
  title,
  description,
  facts,
  body,
  tableLabel,
  after,
}: {
  locale: Locale;
  back: { href: string; label: string };
  title: string;
  description: string;
  facts: ReactNode;
  body: string;
  tableLabel: string;
  after?: ReactNode;
}) {
  return (
    <article
      lang={locale}
      aria-labelledby="page-title"
      className="mx-auto flex max-w-3xl flex-col px-4 py-12 md:px-8 md:py-16"
    >
      <Link href={back.href} className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
        ← {back.label}
      </Link>
      <h1
        id="page-title"
        className="mt-6 font-display text-3xl leading-tight font-semibold tracking-tight text-balance md:text-5xl"
      >
        {title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{description}</p>
      <div className="mt-6 flex flex-col gap-4 border-b pb-6">{facts}</div>
      <div className="text-base md:text-lg">
        <Markdown source={body} tableLabel={tableLabel} />
      </div>
      {after}
    </article>
  );
}
