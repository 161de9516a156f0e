import { Link } from "@react-email/components";
import { createTranslator, type Messages } from "next-intl";
import { EmailLayout, EmailParagraph } from "@/components/email/email-layout";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { renderEmail } from "@/lib/email/render";
import type { EmailTranslator, RenderedEmail } from "@/lib/email/types";

type Common = {
  name: string;
  /** The language being learned. */
  language: "fr" | "en";
  dashboardUrl: string;
  /** The page with the button that turns reminders off (the one-click header points to the API instead). */
  unsubscribeUrl: string;
};
export type DailyReminderProps = Common & { minutesDone: number; goalMinutes: number; streak: number };
export type WeeklySummaryProps = Common & {
  minutes: number;
  daysPracticed: number;
  lessons: number;
  streak: number;
  /** The CEFR level reached (or "preA1"), null before any. */
  level: string | null;
};

const translator = async (locale: Locale): Promise<EmailTranslator> =>
  createTranslator({ locale, messages: (await loadMessages(locale)) as Messages, namespace: "email" });

function UnsubscribeNote({ t, url }: { t: EmailTranslator; url: string }) {
  return (
    <>
      {t("reminders.why")}{" "}
      <Link className="ma-link" href={url}>
        {t("reminders.unsubscribe")}
      </Link>
    </>
  );
}

export function DailyReminderEmail({ locale, t, ...p }: DailyReminderProps & { locale: Locale; t: EmailTranslator }) {
  const remaining = Math.max(1, p.goalMinutes - p.minutesDone);
  return (
    <EmailLayout
      locale={locale}
      preview={t("reminders.daily.preview", { remaining, language: p.language })}
      action={{ label: t("reminders.daily.action"), url: p.dashboardUrl }}
      actionFallback={t("actionFallback")}
      note={<UnsubscribeNote t={t} url={p.unsubscribeUrl} />}
      signature={t("signature")}
    >
      <EmailParagraph>{t("reminders.greeting", { name: p.name })}</EmailParagraph>
      <EmailParagraph>
        {t("reminders.daily.body", { remaining, goal: p.goalMinutes, done: p.minutesDone, language: p.language })}
      </EmailParagraph>
      {p.streak > 0 && <EmailParagraph>{t("reminders.daily.streak", { streak: p.streak })}</EmailParagraph>}
    </EmailLayout>
  );
}

export function WeeklySummaryEmail({ locale, t, ...p }: WeeklySummaryProps & { locale: Locale; t: EmailTranslator }) {
  return (
    <EmailLayout
      locale={locale}
      preview={t("reminders.weekly.preview", { minutes: p.minutes, language: p.language })}
      action={{ label: t("reminders.weekly.action"), url: p.dashboardUrl }}
      actionFallback={t("actionFallback")}
      note={<UnsubscribeNote t={t} url={p.unsubscribeUrl} />}
      signature={t("signature")}
    >
      <EmailParagraph>{t("reminders.greeting", { name: p.name })}</EmailParagraph>
      <EmailParagraph>{t("reminders.weekly.intro", { language: p.language })}</EmailParagraph>
      <EmailParagraph>
        {t("reminders.weekly.minutes", { minutes: p.minutes, days: p.daysPracticed })}
        <br />
        {t("reminders.weekly.lessons", { lessons: p.lessons })}
        <br />
        {t("reminders.weekly.streak", { streak: p.streak })}
        <br />
        {p.level ? t("reminders.weekly.level", { level: p.level }) : t("reminders.weekly.noLevel")}
      </EmailParagraph>
      <EmailParagraph>
        {p.minutes > 0 ? t("reminders.weekly.keepGoing") : t("reminders.weekly.startAgain")}
      </EmailParagraph>
    </EmailLayout>
  );
}

/** The reminder of a day whose goal is not met yet, in the learner's language. */
export async function dailyReminderEmail(locale: Locale, props: DailyReminderProps): Promise<RenderedEmail> {
  const t = await translator(locale);
  return renderEmail(
    <DailyReminderEmail locale={locale} t={t} {...props} />,
    t("reminders.daily.subject", { language: props.language }),
  );
}

/** Monday's summary of the week before, in the learner's language. */
export async function weeklySummaryEmail(locale: Locale, props: WeeklySummaryProps): Promise<RenderedEmail> {
  const t = await translator(locale);
  return renderEmail(
    <WeeklySummaryEmail locale={locale} t={t} {...props} />,
    t("reminders.weekly.subject", { minutes: props.minutes }),
  );
}

/** The same reminder as a notification on the learner's devices (web push): its subject and its preview line. */
export async function dailyReminderNotification(
  locale: Locale,
  props: Pick<DailyReminderProps, "language" | "dashboardUrl" | "minutesDone" | "goalMinutes">,
): Promise<{ title: string; body: string; url: string; lang: Locale }> {
  const t = await translator(locale);
  const remaining = Math.max(1, props.goalMinutes - props.minutesDone);
  return {
    title: t("reminders.daily.subject", { language: props.language }),
    body: t("reminders.daily.preview", { remaining, language: props.language }),
    url: props.dashboardUrl,
    lang: locale,
  };
}
