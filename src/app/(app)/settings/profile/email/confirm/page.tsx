import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { requireViewer } from "@/features/auth";
import { EmailChangeConfirmButton } from "@/features/auth/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("security.emailConfirm");
  return { title: t("title") };
}

/** Where the link e-mailed to the new address lands. Opening it changes nothing; the button confirms. */
export default async function ConfirmEmailChangePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  await requireViewer();
  const [{ token }, t] = await Promise.all([searchParams, getTranslations("security.emailConfirm")]);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={typeof token === "string" ? t("description") : t("missing")} />
      {typeof token === "string" && <EmailChangeConfirmButton token={token} />}
    </section>
  );
}
