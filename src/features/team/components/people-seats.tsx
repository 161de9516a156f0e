import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";

/** Seats held and left: every member and every pending invitation holds one. The team's admins manage the subscription too. */
export async function PeopleSeats({
  seats,
}: {
  seats: { used: number; limit: number | null; available: number | null };
}) {
  const t = await getTranslations("team.seats");
  const { used, limit, available } = seats;
  return (
    <Card className="flex flex-col gap-2" data-seats>
      <h2 className="font-display text-xl font-semibold">{t("title")}</h2>
      {limit === null ? (
        <p className="font-medium">{t("unlimited", { used })}</p>
      ) : (
        <>
          <p className="font-medium">{t("used", { used, limit })}</p>
          <p className={available === 0 ? "font-medium text-danger" : "text-sm"}>
            {t("available", { available: available ?? 0 })}
          </p>
        </>
      )}
      <p className="text-sm text-muted-foreground">{t("hint")}</p>
      <Link href="/settings/subscription" className="text-sm font-medium underline underline-offset-4">
        {t("manage")}
      </Link>
    </Card>
  );
}
