import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { NoOrganization } from "@/features/orgs/components";
import type { TeamAccess } from "../access";

/** What a person who may not use the team area sees instead: why, and where to look instead. */
export async function TeamGate({ access }: { access: Exclude<TeamAccess, { ok: true }> }) {
  const t = await getTranslations("team");
  if (access.reason === "noOrganization") return <NoOrganization title={t("title")} />;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("adminsOnly", { organization: access.organizationName })} />
    </section>
  );
}
