import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { isUnsubscribeToken } from "@/features/reminders";
import { UnsubscribeButton } from "@/features/reminders/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("onboarding.unsubscribe");
  return { title: t("title") };
}

/** Where a reminder's unsubscribe link lands, with or without a session. Opening it changes nothing; the button turns reminders off. */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[]; done?: string }>;
}) {
  const [{ token, done }, t] = await Promise.all([searchParams, getTranslations("onboarding.unsubscribe")]);
  const valid = typeof token === "string" && isUnsubscribeToken(token);
  const description = done ? t("done") : valid ? t("description") : t("invalid");
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={description} />
      {!done && valid && <UnsubscribeButton token={token} />}
      <Link
        href="/settings/learning"
        className="border-t pt-4 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("settings")}
      </Link>
    </section>
  );
}
