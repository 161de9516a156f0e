import { createTranslator } from "next-intl";
import type { Database } from "@/db";
import { groupLabel, levelDistribution, levelGains } from "@/features/team";
import { loadMessages } from "@/i18n/messages";
import { csvFile } from "@/lib/csv";
import { longDay } from "@/lib/days";
import { levelLabel } from "@/lib/levels";
import type { KnowledgeGroup } from "./knowledge";
import { sectionParts } from "./obligations";
import { francizationOverview, type FrancizationOverview } from "./overview";
import type { ReportDocument } from "./report/document";

/*
 * The yearly francization report, always in French (it goes to the OQLF): the organization's
 * profile, the Charter's steps and their state, staff's knowledge of French, training hours and
 * the positions requiring another language. The PDF and the CSV are made from one document, so
 * they always hold the same figures.
 */

type Scope = { organizationId: string; organizationName: string; timeZone: string };

const numberFr = new Intl.NumberFormat("fr-CA", { maximumFractionDigits: 1 });
const percentFr = new Intl.NumberFormat("fr-CA", { style: "percent", maximumFractionDigits: 1 });
const dateFr = (iso: string | null) => (iso ? longDay(iso, "fr-CA") : "—");

export async function yearlyReport(
  db: Database,
  scope: Scope,
  { year, now = new Date() }: { year?: string; now?: Date },
): Promise<{ year: number; document: ReportDocument }> {
  const [overview, levels, gains, messages] = await Promise.all([
    francizationOverview(db, scope, { year, now }),
    levelDistribution(db, scope),
    levelGains(db, scope, now),
    loadMessages("fr"),
  ]);
  // The report is always in French, whatever the admin's interface language.
  const french = (namespace: string) =>
    createTranslator({ locale: "fr", messages: messages as never, namespace: namespace as never }) as Translate;
  return {
    year: overview.ledger.year,
    document: buildDocument(
      overview,
      { ...scope, levels, gains },
      { cockpit: french("cockpit"), team: french("team"), r: french("team.report"), now },
    ),
  };
}

type Translate = (key: string, values?: Record<string, unknown>) => string;
type Extras = Scope & {
  levels: Awaited<ReturnType<typeof levelDistribution>>;
  gains: Awaited<ReturnType<typeof levelGains>>;
};

function buildDocument(
  overview: FrancizationOverview,
  extras: Extras,
  { cockpit, team, r, now }: { cockpit: Translate; team: Translate; r: Translate; now: Date },
): ReportDocument {
  const { profile, ledger } = overview;
  const shareRow = (name: string, group: KnowledgeGroup) =>
    group.share
      ? [
          name,
          String(group.people),
          String(group.share.able),
          String(group.share.notAble),
          String(group.share.unknown),
          group.share.share === null ? "—" : percentFr.format(group.share.share),
        ]
      : [name, String(group.people), r("withheld"), "", "", ""];
  const knowledgeColumns = [r("group"), r("people"), r("able"), r("notAble"), r("unknown"), r("notAbleShare")];
  const right = ["left", "right", "right", "right", "right", "right"] as const;
  return {
    language: "fr",
    title: r("title", { year: ledger.year }),
    subtitle: profile.legalName ?? extras.organizationName,
    generatedOn: dateFr(overview.today),
    meta: [
      { label: r("meta.enterprise"), value: profile.legalName ?? extras.organizationName },
      { label: r("meta.enterpriseNumber"), value: profile.enterpriseNumber ?? "—" },
      { label: r("meta.headCount"), value: profile.headCount === null ? "—" : String(profile.headCount) },
      {
        label: r("meta.establishments"),
        value: profile.establishmentsInQuebec === null ? "—" : String(profile.establishmentsInQuebec),
      },
      { label: r("meta.band"), value: overview.band ? cockpit(`bands.${overview.band}`) : "—" },
      { label: r("meta.members"), value: String(overview.members) },
      { label: r("meta.period"), value: r("meta.periodValue", { year: ledger.year }) },
      {
        label: r("meta.generated"),
        value: new Intl.DateTimeFormat("fr-CA", {
          dateStyle: "long",
          timeStyle: "short",
          timeZone: extras.timeZone,
        }).format(now),
      },
    ],
    sections: [
      {
        heading: r("obligations"),
        table: {
          columns: [r("step"), r("section"), r("status"), r("due")],
          rows: overview.obligations.map((obligation) => [
            cockpit(`obligations.${obligation.id}.title`),
            team(`cockpit.section.${sectionParts(obligation.section).law}`, {
              article: sectionParts(obligation.section).article,
            }),
            cockpit(`status.${obligation.status}`),
            dateFr(obligation.dueOn),
          ]),
        },
      },
      {
        heading: r("knowledge"),
        paragraphs: [cockpit("share.rule"), r("knowledgeSource")],
        table: {
          columns: knowledgeColumns,
          align: [...right],
          rows: [
            shareRow(r("all"), {
              key: "all",
              name: null,
              people: overview.knowledge.people,
              share: overview.knowledge.overall,
              suppressed: overview.knowledge.overall === null,
            }),
            ...overview.knowledge.byDepartment.map((group) =>
              shareRow(
                groupLabel(group, {
                  none: r("noDepartment"),
                  changing: r("changingGroups"),
                  former: r("formerDepartment"),
                }),
                group,
              ),
            ),
          ],
        },
      },
      {
        heading: r("knowledgeByPosition"),
        table: {
          columns: knowledgeColumns,
          align: [...right],
          rows: overview.knowledge.byPosition.map((group) =>
            shareRow(
              groupLabel(group, { none: r("noPosition"), changing: r("changingGroups"), former: r("formerPosition") }),
              group,
            ),
          ),
        },
      },
      {
        heading: r("levels"),
        paragraphs: [
          extras.levels.overall.counts
            ? r("levelsLine", {
                list: Object.entries(extras.levels.overall.counts)
                  .filter(([, count]) => count > 0)
                  .map(
                    ([level, count]) => `${level === "none" ? r("noLevel") : levelLabel(level, r("preA1"))} : ${count}`,
                  )
                  .join(" · "),
              })
            : r("withheldGroup"),
          ...extras.gains.map((gain) =>
            gain.suppressed
              ? r("gainWithheld", { months: gain.months })
              : r("gainLine", { months: gain.months, gained: gain.gained, learners: gain.learners }),
          ),
        ],
      },
      {
        heading: r("training", { year: ledger.year }),
        paragraphs: [
          r("trainingTotals", {
            app: numberFr.format(ledger.appHours),
            entered: numberFr.format(ledger.enteredHours),
            paid: numberFr.format(ledger.paidHours),
          }),
        ],
        table: {
          columns: [r("date"), r("kind"), r("provider"), r("hours"), r("participants"), r("paidTime")],
          align: ["left", "left", "left", "right", "right", "left"],
          rows: ledger.entries.map((entry) => [
            dateFr(entry.heldOn),
            team(`cockpit.training.kinds.${entry.kind}`),
            entry.provider,
            numberFr.format(entry.hours),
            String(entry.participants),
            entry.paidTime ? r("yes") : r("no"),
          ]),
        },
        note: ledger.entries.length === 0 ? r("noEntries") : undefined,
      },
      {
        heading: r("positions"),
        paragraphs:
          overview.positions.length === 0
            ? [r("noPositions")]
            : overview.positions.map((position) =>
                r("positionLine", {
                  title: position.title,
                  language: position.language,
                  analysis: position.needsAnalysis,
                  why: position.whyStaffInsufficient,
                  date: dateFr(position.decidedOn),
                  signer: position.signedBy,
                }),
              ),
      },
    ],
    notice: cockpit("notice"),
  };
}

/** The same document as CSV: one row per figure, the section first, French headers, formulas escaped. */
export function reportCsv(doc: ReportDocument): string {
  const rows: string[][] = [[doc.title], [doc.subtitle ?? ""], ...doc.meta.map((item) => [item.label, item.value])];
  for (const section of doc.sections) {
    rows.push([], [section.heading]);
    for (const paragraph of section.paragraphs ?? []) rows.push([paragraph]);
    if (section.table) rows.push(section.table.columns, ...section.table.rows);
    if (section.note) rows.push([section.note]);
  }
  rows.push([], [doc.notice]);
  return csvFile(rows);
}
