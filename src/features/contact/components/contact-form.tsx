"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { Button } from "@/components/ui/button";
import { inputClass, TextField } from "@/components/ui/text-field";
import type { Locale } from "@/i18n/config";
import { failureText, request, RequestError } from "@/lib/request";
import { contactInput, contactTopics, headCounts, type ContactTopic } from "../schemas";

type Field = "name" | "email" | "company" | "headCount" | "topic" | "message";
type FieldErrors = Partial<Record<Field, string>>;
const empty = { name: "", email: "", company: "", headCount: "", message: "", website: "" };

/**
 * The contact form: checked here with the server's own schema (so the person sees every problem at
 * once), then sent; the server checks again and its field errors land under the same fields.
 */
export function ContactForm({ initialTopic }: { initialTopic: ContactTopic }) {
  const t = useTranslations("public.contact");
  const errors = useTranslations("errors");
  const locale = useLocale() as Locale;
  const [values, setValues] = useState({ ...empty, topic: initialTopic as string });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ kind: "done" | "error"; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const messageFor = (field: string, code: string): string => {
    if (code === "too_small") return field === "message" ? t("errors.tooShort") : t("errors.required");
    if (code === "too_big") return t("errors.tooLong");
    return field === "email" ? t("errors.email") : t("errors.required");
  };
  const toFieldErrors = (issues: { path: string; code: string }[]): FieldErrors =>
    Object.fromEntries(issues.map(({ path, code }) => [path, messageFor(path, code)]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const body = {
      ...values,
      locale,
      company: values.company || undefined,
      headCount: values.headCount || undefined,
      website: values.website || undefined,
    };
    const checked = contactInput.safeParse(body);
    if (!checked.success) {
      setFieldErrors(
        toFieldErrors(checked.error.issues.map((issue) => ({ path: String(issue.path[0]), code: issue.code }))),
      );
      return;
    }
    setFieldErrors({});
    setSending(true);
    try {
      await request("POST", "/api/contact", body);
      setValues({ ...empty, topic: values.topic });
      setStatus({ kind: "done", text: t("sent") });
    } catch (failure) {
      if (failure instanceof RequestError && failure.body.error.fields)
        setFieldErrors(toFieldErrors(failure.body.error.fields));
      setStatus({ kind: "error", text: failureText(failure, errors("network")) });
    } finally {
      setSending(false);
    }
  }

  const describedBy = (field: Field) => (fieldErrors[field] ? `${field}-error` : undefined);
  const errorOf = (field: Field) =>
    fieldErrors[field] && (
      <p id={`${field}-error`} className="text-sm font-medium text-danger">
        {fieldErrors[field]}
      </p>
    );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <TextField
            label={t("name")}
            id="name"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={set("name")}
            aria-invalid={Boolean(fieldErrors.name)}
            aria-describedby={describedBy("name")}
            required
          />
          {errorOf("name")}
        </div>
        <div className="flex flex-col gap-1.5">
          <TextField
            label={t("email")}
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set("email")}
            aria-invalid={Boolean(fieldErrors.email)}
            aria-describedby={describedBy("email")}
            required
          />
          {errorOf("email")}
        </div>
        <TextField
          label={t("company")}
          id="company"
          name="company"
          autoComplete="organization"
          value={values.company}
          onChange={set("company")}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="headCount" className="text-sm font-medium">
            {t("headCount")}
          </label>
          <select
            id="headCount"
            name="headCount"
            className={inputClass}
            value={values.headCount}
            onChange={set("headCount")}
          >
            <option value="">{t("headCountNone")}</option>
            {headCounts.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="topic" className="text-sm font-medium">
          {t("topic")}
        </label>
        <select id="topic" name="topic" className={inputClass} value={values.topic} onChange={set("topic")}>
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="message" className="text-sm font-medium">
          {t("message")}
        </label>
        <textarea
          id="message"
          name="message"
          rows={6}
          className={`${inputClass} h-auto py-3`}
          value={values.message}
          onChange={set("message")}
          aria-invalid={Boolean(fieldErrors.message)}
          aria-describedby={fieldErrors.message ? "message-error message-hint" : "message-hint"}
          required
        />
        <p id="message-hint" className="text-sm text-muted-foreground">
          {t("messageHint")}
        </p>
        {errorOf("message")}
      </div>
      {/* For bots only: hidden from people and from assistive technology, never focused. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="website">{t("honeypot")}</label>
        <input
          id="website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={set("website")}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {t("privacy")}{" "}
        <Link href="/privacy" className="font-medium text-primary underline underline-offset-4">
          {t("privacyLink")}
        </Link>
      </p>
      <div className="flex flex-col items-start gap-3">
        <Button type="submit" disabled={sending}>
          {sending ? t("sending") : t("submit")}
        </Button>
        <FormMessage message={status} />
      </div>
    </form>
  );
}
