import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import type { EmployerView } from "../employer-view";

/** For one organization the learner belongs to: its policy, what its admins see and never see, and whom to ask. */
export async function EmployerViewCard({ view }: { view: EmployerView }) {
  const t = await getTranslations("app.privacy");
  const seen =
    view.dataSharing === "named"
      ? (["account", "placement", "aggregates", "named"] as const)
      : (["account", "placement", "aggregates"] as const);
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="font-display text-xl font-semibold">{view.organizationName}</h2>
      <p className="font-medium">{t(`policy.${view.dataSharing}`)}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t("seesTitle")}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {seen.map((item) => (
              <li key={item}>{t(`sees.${item}`)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t("neverTitle")}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {(
              [
                "answers",
                "conversations",
                "recordings",
                "memory",
                ...(view.dataSharing === "named" ? [] : (["individual"] as const)),
              ] as const
            ).map((item) => (
              <li key={item}>{t(`never.${item}`)}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {view.privacyOfficerName || view.privacyOfficerEmail
          ? t("officer", { officer: [view.privacyOfficerName, view.privacyOfficerEmail].filter(Boolean).join(" · ") })
          : t("officerUnset")}
      </p>
    </Card>
  );
}
