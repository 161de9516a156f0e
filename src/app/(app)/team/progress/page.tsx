import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { getDb } from "@/db";
import { recentTeamProgress, teamAccess } from "@/features/team";
import { ProgressView } from "@/features/team/components";
import { TeamFrame } from "@/features/team/components";
import { TeamGate } from "@/features/team/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("team");
  return { title: t("nav.progress") };
}

/** The organization's progress as aggregates (groups under five withheld), with a CSV export. */
export default async function TeamProgressPage() {
  const access = await teamAccess();
  if (!access.ok) return <TeamGate access={access} />;
  const { membership, organization } = access.admin;
  const [t, format, { value: progress, computedAt }] = await Promise.all([
    getTranslations("team"),
    getFormatter(),
    recentTeamProgress(await getDb(), { organizationId: membership.organizationId, timeZone: organization.timeZone }),
  ]);
  return (
    <TeamFrame
      current="progress"
      organizationName={membership.organizationName}
      isOwner={membership.role === "owner"}
      title={t("progress.title")}
      description={t("progress.description", { organization: membership.organizationName })}
    >
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <a
          href="/api/team/progress?format=csv"
          download
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("progress.export")}
        </a>
        <span className="text-muted-foreground">
          {t("progress.asOf", { time: format.dateTime(computedAt, { timeStyle: "short" }) })}
        </span>
      </p>
      <ProgressView progress={progress} />
    </TeamFrame>
  );
}
