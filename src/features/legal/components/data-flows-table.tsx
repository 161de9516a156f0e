import { getTranslations } from "next-intl/server";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { Locale } from "@/i18n/config";
import { env } from "@/env";
import { dataFlows, locationOf, type DataFlow } from "../data-flows";

type Translate = Awaited<ReturnType<typeof getTranslations<"public.legal.flows">>>;

/** One row's words: what goes, where to, and where that is. Every key is written out so the message check can see it. */
function describe(flow: DataFlow, t: Translate, region: string): { data: string; destination: string } {
  switch (flow.id) {
    case "database":
      return {
        data: t("database.data"),
        destination:
          flow.engine === "pglite"
            ? t("database.pglite")
            : flow.host
              ? t("database.postgres", { host: flow.host })
              : t("database.postgresLocal"),
      };
    case "email":
      return { data: t("email.data"), destination: flow.host ? t("email.on", { host: flow.host }) : t("email.off") };
    case "tutor":
      return {
        data: t("tutor.data"),
        destination: flow.host ? t("tutor.on", { host: flow.host, model: flow.model ?? "" }) : t("tutor.off"),
      };
    case "speech":
      return {
        data: t("speech.data"),
        destination: flow.host ? t("speech.on", { host: flow.host }) : t("speech.browser"),
      };
    case "transcription":
      return {
        data: t("transcription.data"),
        destination: flow.host ? t("transcription.on", { host: flow.host }) : t("transcription.browser"),
      };
    case "payments":
      return { data: t("payments.data"), destination: flow.provider ? t("payments.on") : t("payments.off") };
    case "analytics":
      return {
        data: t("analytics.data", { region }),
        destination: flow.amplitudeZone ? t("analytics.amplitude") : t("analytics.own"),
      };
  }
}

function where(flow: DataFlow, t: Translate, region: string): string {
  switch (locationOf(flow)) {
    case "region":
      return t("location.region", { region });
    case "provider":
      return t("location.provider");
    case "browser":
      return t("location.browser");
    case "nowhere":
      return t("location.nowhere");
    case "abroad":
      return flow.id === "analytics" && flow.amplitudeZone
        ? t("location.amplitude", { region, zone: flow.amplitudeZone })
        : t("location.stripe");
  }
}

/** The table of destinations on /privacy, as this server is configured right now. */
export async function DataFlowsTable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "public.legal.flows" });
  const region = env().DATA_REGION;
  return (
    <ScrollRegion label={t("caption")} className="mt-6 rounded-xl border">
      <table className="w-full border-collapse text-left text-sm" data-testid="data-flows">
        <caption className="border-b bg-muted/60 px-3 py-2 text-left font-medium">{t("caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b-2 px-3 py-2 font-semibold">
              {t("columns.data")}
            </th>
            <th scope="col" className="border-b-2 px-3 py-2 font-semibold">
              {t("columns.destination")}
            </th>
            <th scope="col" className="border-b-2 px-3 py-2 font-semibold">
              {t("columns.location")}
            </th>
          </tr>
        </thead>
        <tbody>
          {dataFlows().map((flow) => {
            const { data, destination } = describe(flow, t, region);
            return (
              <tr key={flow.id} data-flow={flow.id} className="align-top">
                <th scope="row" className="border-b px-3 py-2 font-medium">
                  {data}
                </th>
                <td className="border-b px-3 py-2 break-words">{destination}</td>
                <td className="border-b px-3 py-2">{where(flow, t, region)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
