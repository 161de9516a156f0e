import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { getDb } from "@/db";
import { francizationOverview } from "@/features/francization";
import {
  FrancizationProfileForm,
  KnowledgeView,
  LanguagePositionForm,
  LanguagePositionsList,
  ObligationsList,
  ReportLinks,
  TrainingForm,
  TrainingLedgerView,
} from "@/features/francization/components";
import { teamTrack, type TeamTrackSort } from "@/features/level4";
import { CockpitLevel4 } from "@/features/level4/components";
import { MIN_GROUP_SIZE, teamAccess } from "@/features/team";
import { TeamFrame } from "@/features/team/components";
import { TeamGate } from "@/features/team/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("team");
  return { title: t("nav.cockpit") };
}

/** The francization cockpit: the organization's profile, the Charter's steps at its size, staff's French, training hours, s.46 positions, the yearly report. */
export default async function CockpitPage({
  searchParams,
}: {
  searchParams: Promise<{ year?: string; level4?: string; level4Page?: string }>;
}) {
  const access = await teamAccess();
  if (!access.ok) return <TeamGate access={access} />;
  const { membership, organization } = access.admin;
  const { year, level4, level4Page } = await searchParams;
  const level4Sort: TeamTrackSort = level4 === "name" || level4 === "date" ? level4 : "status";
  const db = await getDb();
  const [t, format, cockpit, level4T, overview, level4Team] = await Promise.all([
    getTranslations("team"),
    getFormatter(),
    getTranslations("cockpit"),
    getTranslations("level4.cockpit"),
    francizationOverview(
      db,
      { organizationId: membership.organizationId, timeZone: organization.timeZone },
      { year, recentAppHours: true },
    ),
    teamTrack(
      db,
      { organizationId: membership.organizationId, dataSharing: organization.dataSharing },
      { sort: level4Sort, page: Number(level4Page) || 1 },
    ),
  ]);
  const level4Href = (column: TeamTrackSort, page = 1) =>
    `/team/cockpit?${new URLSearchParams({ ...(year && { year }), level4: column, ...(page > 1 && { level4Page: String(page) }) })}#cockpit-level4`;
  const section = (id: string, title: string, children: React.ReactNode, lead?: string) => (
    <Card className="flex flex-col gap-4">
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {lead && <p className="text-sm text-muted-foreground">{lead}</p>}
      {children}
    </Card>
  );
  return (
    <TeamFrame
      current="cockpit"
      organizationName={membership.organizationName}
      isOwner={membership.role === "owner"}
      title={t("cockpit.title")}
      description={t("cockpit.description", { organization: membership.organizationName })}
    >
      <p role="note" className="rounded-2xl border border-accent/40 bg-accent-soft p-4 text-sm">
        {cockpit("notice")}
      </p>
      {/* Without a head count nothing can be said to apply or not: the lead asks for it. */}
      {section(
        "cockpit-obligations",
        t("cockpit.obligationsTitle"),
        overview.band ? <ObligationsList obligations={overview.obligations} /> : null,
        overview.band
          ? t("cockpit.band", { band: cockpit(`bands.${overview.band}`), count: overview.profile.headCount ?? 0 })
          : t("cockpit.noHeadCount"),
      )}
      {section(
        "cockpit-profile",
        t("cockpit.profile.title"),
        <FrancizationProfileForm profile={overview.profile} members={overview.members} />,
      )}
      {section(
        "cockpit-knowledge",
        t("cockpit.knowledge.title"),
        <KnowledgeView knowledge={overview.knowledge} />,
        t("cockpit.knowledge.description"),
      )}
      {section(
        "cockpit-level4",
        level4T("title"),
        <CockpitLevel4
          team={level4Team}
          sort={level4Sort}
          minimum={MIN_GROUP_SIZE}
          sortHref={(column) => level4Href(column)}
          pageHref={(page) => level4Href(level4Sort, page)}
        />,
        `${level4Team.kind === "named" ? level4T("leadNamed") : level4T("leadAggregate")} ${t("progress.asOf", {
          time: format.dateTime(level4Team.computedAt, { timeStyle: "short" }),
        })}`,
      )}
      {section(
        "cockpit-training",
        t("cockpit.training.title", { year: overview.ledger.year }),
        <>
          <TrainingLedgerView ledger={overview.ledger} />
          <h3 className="font-semibold">{t("cockpit.training.newTitle")}</h3>
          <TrainingForm />
        </>,
        t("cockpit.training.description"),
      )}
      {section(
        "cockpit-positions",
        t("cockpit.positions.sectionTitle"),
        <>
          <LanguagePositionsList positions={overview.positions} />
          <h3 className="font-semibold">{t("cockpit.positions.newTitle")}</h3>
          <LanguagePositionForm />
        </>,
        t("cockpit.positions.description"),
      )}
      {section(
        "cockpit-report",
        t("cockpit.report.title", { year: overview.ledger.year }),
        <ReportLinks year={overview.ledger.year} years={overview.years} />,
        t("cockpit.report.description"),
      )}
    </TeamFrame>
  );
}
