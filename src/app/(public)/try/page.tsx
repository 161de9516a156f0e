import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { externalLinks } from "@/config/links";
import { appSecret } from "@/env";
import { currentViewer } from "@/features/auth";
import { TrialFlow } from "@/features/learning/components";
import { APP_CLIENT_NAMESPACES, ClientMessages } from "@/i18n/client-messages";
import { TRIAL_COOKIE, decodeTrial, trialView } from "@/features/learning";
import { pageMetadata } from "@/features/marketing";
import type { Locale } from "@/i18n/config";
import { serverSpeechKind } from "@/lib/speech";

export async function generateMetadata(): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations("public.try"), getLocale() as Promise<Locale>]);
  return pageMetadata({ title: t("title"), description: t("description"), path: "/try", locale });
}

/** The trial without an account: its state is the visitor's signed cookie, so a reload resumes it. */
export default async function TryPage() {
  const [cookieStore, locale, viewer] = await Promise.all([cookies(), getLocale(), currentViewer()]);
  const view = trialView(decodeTrial(cookieStore.get(TRIAL_COOKIE)?.value, appSecret()), locale as Locale);
  return (
    <div className="px-4 py-10 md:px-8 md:py-16">
      {/* Keyed by step: coming back here from the sample lesson starts the flow again from the cookie. */}
      <ClientMessages namespaces={APP_CLIENT_NAMESPACES}>
        <TrialFlow
          key={view.step}
          initial={view}
          signedIn={viewer !== null}
          waitlistHref={externalLinks("try").waitlist}
          serverSpeech={serverSpeechKind()}
        />
      </ClientMessages>
    </div>
  );
}
