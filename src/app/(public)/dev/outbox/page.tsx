import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { Fragment } from "react";
import { Card } from "@/components/ui/card";
import { getDb } from "@/db";
import { isDevOutboxEnabled, listOutbox } from "@/lib/mailer";

export const metadata: Metadata = { robots: { index: false } };

const LOCAL_HOSTS = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/**
 * The e-mails the app would have sent, for a newcomer running it with no mail server: only
 * on the embedded database, without SMTP, and from this machine. Otherwise it does not exist.
 */
export default async function OutboxPage() {
  if (!isDevOutboxEnabled() || !LOCAL_HOSTS.test((await headers()).get("host") ?? "")) notFound();
  const [t, format, messages] = await Promise.all([
    getTranslations("email.outbox"),
    getFormatter(),
    listOutbox(await getDb(), { limit: 50 }),
  ]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 md:px-8">
      <h1 className="font-display text-3xl font-semibold tracking-tight">{t("title")}</h1>
      <p className="text-muted-foreground">{t("description")}</p>
      {messages.length === 0 && <p>{t("empty")}</p>}
      {messages.map((mail) => (
        <Card key={mail.id} className="flex flex-col gap-2">
          <h2 className="font-semibold">{mail.subject}</h2>
          <p className="text-sm text-muted-foreground">
            {t("meta", {
              to: mail.toAddress,
              date: format.dateTime(mail.createdAt, { dateStyle: "medium", timeStyle: "short" }),
            })}
          </p>
          <pre className="text-sm leading-relaxed whitespace-pre-wrap">
            {mail.textBody.split(URL_PATTERN).map((part, index) => (
              <Fragment key={index}>
                {/^https?:\/\//.test(part) ? (
                  <a href={part} className="text-primary underline">
                    {part}
                  </a>
                ) : (
                  part
                )}
              </Fragment>
            ))}
          </pre>
        </Card>
      ))}
    </div>
  );
}
