import { createTranslator, type Messages } from "next-intl";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import type { AuditLabels } from "./change";

/** The audit trail's labels in one language: acts, fields and coded values. */
export async function auditLabels(locale: Locale): Promise<AuditLabels> {
  const messages = (await loadMessages(locale)) as Messages;
  const t = createTranslator({ locale, messages, namespace: "audit" });
  const { acts, fields, values } = messages.audit;
  return {
    acts,
    fields,
    values,
    yes: t("change.yes"),
    no: t("change.no"),
    pair: (field, value) => t("change.pair", { field, value }),
  };
}
