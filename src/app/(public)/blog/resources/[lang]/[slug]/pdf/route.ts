import { isLocale, locales } from "@/i18n/config";
import { resourceSlugs } from "@/features/marketing";
import { resourcePdf, resourcePdfFilename } from "@/features/marketing";

// Every resource in every language is made at build time; any other address is a 404 without
// running this handler, so no request can make the server render or cache anything new.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return resourceSlugs().flatMap((slug) => locales.map((lang) => ({ lang, slug })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; slug: string }> }) {
  const { lang, slug } = await params;
  const file = isLocale(lang) && resourcePdf(slug, lang);
  if (!file)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const bytes = await file;
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${resourcePdfFilename(slug, lang)}"`,
      "Content-Length": String(bytes.byteLength),
      // Changes only with a deployment: an hour fresh, then served while it is checked again.
      "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
    },
  });
}
