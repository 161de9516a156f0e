import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { teamAccess, teamProgress } from "@/features/team";
import { ProgressView } from "@/features/team/components/progress-view";
import { TeamFrame } from "@/features/team/components/team-frame";
import { TeamGate } from "@/features/team/components/team-gate";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("team");
  return { title: t("nav.progress") };
}

/** The organization's progress as aggregates (groups under five withheld), with a CSV export. */
export default async function TeamProgressPage() {
  const access = await teamAccess();
  if (!access.ok) return <TeamGate access={access} />;
  const { membership, organization } = access.admin;
  const [t, progress] = await Promise.all([getTranslations("team"), teamProgress(await getDb(), { organizationId: membership.organizationId, timeZone: organization.timeZone })]);
  return (
    <TeamFrame current="progress" organizationName={membership.organizationName} isOwner={membership.role === "owner"} title={t("progress.title")} description={t("progress.description", { organization: membership.organizationName })}>
      <p>
        <a href="/api/team/progress?format=csv" download className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t("progress.export")}
        </a>
      </p>
      <ProgressView progress={progress} />
    </TeamFrame>
  );
}
