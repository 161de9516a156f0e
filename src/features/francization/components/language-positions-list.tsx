import { getFormatter, getTranslations } from "next-intl/server";
import type { OtherLanguagePosition } from "../language-positions";
import { DeleteEntryButton } from "./delete-entry-button";
import { PositionEditor } from "./position-editor";

/** The positions that require another language than French, each with its dated, signed justification. */
export async function LanguagePositionsList({ positions }: { positions: OtherLanguagePosition[] }) {
  const [t, format] = await Promise.all([getTranslations("team.cockpit.positions"), getFormatter()]);
  if (positions.length === 0) return <p className="text-sm text-muted-foreground">{t("none")}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {positions.map((position) => (
        <li key={position.id} className="rounded-2xl border p-4">
          <PositionEditor
            position={position}
            heading={
              <h3 className="font-semibold">
                {position.title} <span className="font-normal text-muted-foreground">· {position.language}</span>
              </h3>
            }
            actions={
              <DeleteEntryButton
                endpoint="/api/team/cockpit/positions"
                id={position.id}
                label={t("deleteLabel", { title: position.title })}
                confirm={t("confirmDelete", { title: position.title })}
              />
            }
          >
            <dl className="grid gap-2 text-sm">
              <dt className="font-medium">{t("needsAnalysis")}</dt>
              <dd className="whitespace-pre-line text-muted-foreground">{position.needsAnalysis}</dd>
              <dt className="font-medium">{t("whyStaffInsufficient")}</dt>
              <dd className="whitespace-pre-line text-muted-foreground">{position.whyStaffInsufficient}</dd>
            </dl>
            <p className="mt-2 text-sm text-muted-foreground">
              {t("signed", {
                date: format.dateTime(new Date(`${position.decidedOn}T12:00:00Z`), {
                  dateStyle: "long",
                  timeZone: "UTC",
                }),
                signer: position.signedBy,
              })}
            </p>
          </PositionEditor>
        </li>
      ))}
    </ul>
  );
}
