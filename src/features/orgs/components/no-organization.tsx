import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";

/** What an individual learner (no organization) sees on the organization's pages. */
export async function NoOrganization({ title }: { title: string }) {
  const t = await getTranslations("orgs");
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={title} description={t("noOrganization")} />
    </section>
  );
}
