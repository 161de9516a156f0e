import { DatabaseZap } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AutoRefresh } from "./auto-refresh";
import { RetryButton } from "./retry-button";

/** Shown instead of a page that needs the database while it does not answer; the app keeps serving. */
export async function DatabaseUnavailable() {
  const t = await getTranslations("errors.databaseUnavailable");
  return (
    <section
      role="alert"
      aria-labelledby="db-error-title"
      className="mx-auto flex max-w-xl flex-col items-start gap-4 py-12"
    >
      <DatabaseZap aria-hidden className="size-10 text-danger" />
      <h1 id="db-error-title" className="font-display text-3xl font-semibold">
        {t("title")}
      </h1>
      <p className="text-lg text-muted-foreground">{t("description")}</p>
      <RetryButton label={t("retry")} />
      <AutoRefresh everyMs={15_000} />
    </section>
  );
}
