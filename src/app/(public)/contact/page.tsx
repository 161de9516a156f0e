import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { env } from "@/env";
import { contactTopics, type ContactTopic } from "@/features/contact";
import { ContactForm } from "@/features/contact/components";
import { ClientMessages } from "@/i18n/client-messages";
import { pageMetadata } from "@/features/marketing";
import type { Locale } from "@/i18n/config";

export async function generateMetadata(): Promise<Metadata> {
  const [t, seo, locale] = await Promise.all([
    getTranslations("public.contact"),
    getTranslations("public.seo"),
    getLocale() as Promise<Locale>,
  ]);
  // One canonical for every ?topic= preselection.
  return pageMetadata({ title: seo("contact.title"), description: t("description"), path: "/contact", locale });
}

/** The contact form; `?topic=sales` (the company plan's button) or another topic preselects the subject. */
export default async function ContactPage({ searchParams }: { searchParams: Promise<{ topic?: string | string[] }> }) {
  const [t, { topic }] = await Promise.all([getTranslations("public.contact"), searchParams]);
  const initialTopic = (contactTopics as readonly string[]).includes(String(topic)) ? (topic as ContactTopic) : "other";
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:px-8 md:py-16 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="page-title" className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <h1 id="page-title" className="font-display text-4xl font-semibold tracking-tight md:text-5xl">
            {t("title")}
          </h1>
          <p className="text-lg leading-relaxed text-muted-foreground">{t("description")}</p>
        </header>
        <Card>
          <ClientMessages namespaces={["public.contact"]}>
            <ContactForm initialTopic={initialTopic} />
          </ClientMessages>
        </Card>
      </section>
      <aside className="flex flex-col gap-2 lg:pt-28">
        <h2 className="font-display text-xl font-semibold">{t("directTitle")}</h2>
        <p className="text-sm leading-relaxed text-muted-foreground">
          {t("directText", { email: env().CONTACT_EMAIL })}
        </p>
      </aside>
    </div>
  );
}
