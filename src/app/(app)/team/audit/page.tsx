import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { ErrorNote } from "@/components/ui/error-note";
import { getDb } from "@/db";
import { AUDIT_ACTS, AUDIT_PAGE_SIZE, actKey, auditPage, listAuditEvents, parseAuditFilters } from "@/features/audit";
import { AuditFilters, AuditTable } from "@/features/audit/components";
import { teamAccess } from "@/features/team";
import { TeamFrame, TeamGate } from "@/features/team/components";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("audit");
  return { title: t("title") };
}

type Search = Record<string, string | string[] | undefined>;

/** Law 25: every administrative act of the organization, filtered and exported; its owners only. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Search> }) {
  const access = await teamAccess();
  if (!access.ok) return <TeamGate access={access} />;
  const { membership, organization } = access.admin;
  const [t, errors] = await Promise.all([getTranslations("audit"), getTranslations("errors.api")]);
  const frame = (children: React.ReactNode) => (
    <TeamFrame
      current="audit"
      organizationName={membership.organizationName}
      isOwner={membership.role === "owner"}
      title={t("title")}
      description={t("description")}
    >
      {children}
    </TeamFrame>
  );
  if (membership.role !== "owner") return frame(<p>{t("ownersOnly")}</p>);

  const search = new URLSearchParams(
    Object.entries(await searchParams).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  );
  const parsed = parseAuditFilters(search);
  const filters = parsed.ok ? parsed.filters : {};
  const page = auditPage.parse(search.get("page") ?? undefined);
  const scope = { organizationId: membership.organizationId, timeZone: organization.timeZone };
  const { entries, total } = await listAuditEvents(await getDb(), scope, filters, page);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const withPage = (target: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(target));
    return `/team/audit?${params.toString()}`;
  };
  search.delete("page");
  const exportHref = `/api/team/audit?${search.toString()}`;

  return frame(
    <Card className="flex flex-col gap-4">
      <AuditFilters
        values={parsed.ok ? filters : Object.fromEntries(search.entries())}
        acts={AUDIT_ACTS.map((act) => [act, t(`acts.${actKey(act)}`)])}
        labels={{
          label: t("filters.label"),
          person: t("filters.person"),
          personHint: t("filters.personHint"),
          act: t("filters.act"),
          allActs: t("filters.allActs"),
          from: t("filters.from"),
          to: t("filters.to"),
          apply: t("filters.apply"),
        }}
      />
      {!parsed.ok && <ErrorNote>{errors(parsed.code)}</ErrorNote>}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p aria-live="polite">{t("total", { count: total })}</p>
        {parsed.ok && (
          <a href={exportHref} download className="font-medium text-primary underline-offset-4 hover:underline">
            {t("export")}
          </a>
        )}
      </div>
      <AuditTable entries={entries} timeZone={organization.timeZone} />
      <nav aria-label={t("page", { page, pages })} className="flex flex-wrap items-center gap-4 text-sm">
        {page > 1 && (
          <a href={withPage(page - 1)} className="font-medium text-primary">
            {t("newer")}
          </a>
        )}
        <span className="text-muted-foreground">{t("page", { page, pages })}</span>
        {page < pages && (
          <a href={withPage(page + 1)} className="font-medium text-primary">
            {t("older")}
          </a>
        )}
      </nav>
      <p className="text-sm text-muted-foreground">{t("retention", { months: organization.auditRetentionMonths })}</p>
    </Card>,
  );
}
