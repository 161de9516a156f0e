import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { getDb } from "@/db";
import { AUDIT_PAGE_SIZE, listNamedViews, teamAccess } from "@/features/team";
import { TeamFrame } from "@/features/team/components";
import { TeamGate } from "@/features/team/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("team");
  return { title: t("nav.audit") };
}

/** Law 25: who opened whose progress, and when; readable by the organization's owners only. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<{ before?: string }> }) {
  const access = await teamAccess();
  if (!access.ok) return <TeamGate access={access} />;
  const { membership } = access.admin;
  const [t, format] = await Promise.all([getTranslations("team"), getFormatter()]);
  const frame = (children: React.ReactNode) => (
    <TeamFrame
      current="audit"
      organizationName={membership.organizationName}
      isOwner={membership.role === "owner"}
      title={t("audit.title")}
      description={t("audit.description")}
    >
      {children}
    </TeamFrame>
  );
  if (membership.role !== "owner") return frame(<p>{t("audit.ownersOnly")}</p>);
  const before = new Date((await searchParams).before ?? "");
  const views = await listNamedViews(
    await getDb(),
    { organizationId: membership.organizationId },
    { before: Number.isNaN(before.getTime()) ? undefined : before },
  );
  return frame(
    <Card>
      {views.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("audit.none")}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("audit.title")}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-3">
                {t("audit.when")}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t("audit.viewer")}
              </th>
              <th scope="col" className="py-1">
                {t("audit.subject")}
              </th>
            </tr>
          </thead>
          <tbody>
            {views.map((view) => (
              <tr key={view.id} className="border-b last:border-0">
                <td className="py-1 pr-3 whitespace-nowrap">
                  {format.dateTime(view.viewedAt, { dateStyle: "medium", timeStyle: "short" })}
                </td>
                <td className="py-1 pr-3">{view.viewerName}</td>
                <td className="py-1">{view.subjectName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {views.length === AUDIT_PAGE_SIZE && (
        <a
          href={`/team/audit?before=${encodeURIComponent(views.at(-1)!.viewedAt.toISOString())}`}
          className="mt-3 inline-block text-sm font-medium text-primary"
        >
          {t("audit.older")}
        </a>
      )}
    </Card>,
  );
}
