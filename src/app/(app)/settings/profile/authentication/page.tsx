import { MonitorSmartphone } from "lucide-react";
import type { Metadata } from "next";
import { getFormatter, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { flags } from "@/config/flags";
import { getDb } from "@/db";
import { describeUserAgent, hasTwoFactor, listSessions, requireViewer } from "@/features/auth";
import { RevokeSessionButton } from "@/features/auth/components";
import { TwoFactorSettings } from "@/features/auth/components";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app.settingsAuthentication");
  return { title: t("title") };
}

export default async function AuthenticationSettingsPage() {
  const viewer = await requireViewer();
  const db = await getDb();
  const [t, format, sessions, twoFactorOn] = await Promise.all([
    getTranslations("app.settingsAuthentication"),
    getFormatter(),
    listSessions(db, { userId: viewer.userId }),
    hasTwoFactor(db, viewer),
  ]);
  const { multiFactorAuth } = flags();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <h2 id="sessions-title" className="font-display text-xl font-semibold">
        {t("sessionsTitle")}
      </h2>
      <ul aria-labelledby="sessions-title" className="flex flex-col gap-3">
        {sessions.map((session) => {
          const { browser, system } = describeUserAgent(session.userAgent);
          const device = [browser, system].filter(Boolean).join(" · ") || t("unknownDevice");
          const current = session.id === viewer.sessionId;
          return (
            <li key={session.id}>
              <Card className="flex flex-wrap items-center gap-4 p-4">
                <MonitorSmartphone aria-hidden className="size-6 text-muted-foreground" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span className="flex items-center gap-2 font-medium">
                    {device}
                    {current && <Badge className="bg-primary-soft text-primary">{t("current")}</Badge>}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {t("lastActive", {
                      date: format.dateTime(session.lastActiveAt, { dateStyle: "medium", timeStyle: "short" }),
                    })}
                    {session.ipAddress ? ` · ${session.ipAddress}` : ""}
                  </span>
                </div>
                {!current && <RevokeSessionButton sessionId={session.id} label={device} />}
              </Card>
            </li>
          );
        })}
      </ul>
      {multiFactorAuth || twoFactorOn ? (
        <TwoFactorSettings enabled={twoFactorOn} canEnable={multiFactorAuth} email={viewer.email} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("twoFactorOff")}</p>
      )}
    </section>
  );
}
