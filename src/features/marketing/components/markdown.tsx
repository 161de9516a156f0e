import { evaluate } from "@mdx-js/mdx";
import type { MDXComponents } from "mdx/types";
import type { ComponentProps } from "react";
import * as runtime from "react/jsx-runtime";
import remarkGfm from "remark-gfm";
import { ScrollRegion } from "@/components/ui/scroll-region";

/*
 * An article's or a resource's MDX body as React, on the server (at build time for the static
 * pages). The content is ours, from the repository; its elements get the site's typography here
 * rather than a prose plugin, so headings, tables and links match the rest of the product.
 */

const external = (href: string | undefined) => Boolean(href && /^https?:\/\//.test(href));

function components(tableLabel: string): MDXComponents {
  return {
    h2: ({ children, ...props }: ComponentProps<"h2">) => (
      <h2 className="mt-10 font-display text-2xl font-semibold tracking-tight" {...props}>
        {children}
      </h2>
    ),
    h3: ({ children, ...props }: ComponentProps<"h3">) => (
      <h3 className="mt-8 font-display text-xl font-semibold" {...props}>
        {children}
      </h3>
    ),
    p: (props: ComponentProps<"p">) => <p className="mt-4 leading-relaxed" {...props} />,
    a: ({ href, children, ...props }: ComponentProps<"a">) => (
      <a
        href={href}
        className="font-medium text-primary underline underline-offset-4"
        {...(external(href) && { rel: "noopener noreferrer" })}
        {...props}
      >
        {children}
      </a>
    ),
    ul: (props: ComponentProps<"ul">) => <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed" {...props} />,
    ol: (props: ComponentProps<"ol">) => <ol className="mt-4 list-decimal space-y-2 pl-6 leading-relaxed" {...props} />,
    blockquote: (props: ComponentProps<"blockquote">) => (
      <blockquote className="mt-6 border-l-4 border-primary bg-primary-soft/40 px-4 py-2 italic" {...props} />
    ),
    table: (props: ComponentProps<"table">) => (
      <ScrollRegion label={tableLabel} className="mt-6">
        <table className="w-full border-collapse text-left text-sm" {...props} />
      </ScrollRegion>
    ),
    th: (props: ComponentProps<"th">) => <th className="border-b-2 px-3 py-2 font-semibold" {...props} />,
    td: (props: ComponentProps<"td">) => <td className="border-b px-3 py-2 align-top" {...props} />,
    hr: () => <hr className="my-10" />,
  };
}

// Compiled once per body and process: the pages render on each request (the layout reads cookies).
const compiled = new Map<string, ReturnType<typeof evaluate>>();

/**
 * `extra` adds components a body may use by name (e.g. a table built from configuration); they
 * cannot replace the typography above, so a body renders the same wherever it is shown.
 */
export async function Markdown({
  source,
  tableLabel,
  extra,
}: {
  source: string;
  tableLabel: string;
  extra?: MDXComponents;
}) {
  if (!compiled.has(source)) compiled.set(source, evaluate(source, { ...runtime, remarkPlugins: [remarkGfm] }));
  const { default: Content } = await compiled.get(source)!;
  return <Content components={{ ...extra, ...components(tableLabel) }} />;
}
