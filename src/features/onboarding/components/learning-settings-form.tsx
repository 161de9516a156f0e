"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition, type FormEvent, type ReactNode } from "react";
import { useHydrated } from "@/components/browser/use-client-value";
import { Button } from "@/components/ui/button";
import {
  variantsByTarget,
  type NativeLanguage,
  type Option,
  type TargetLanguage,
  type TimeZoneOptions,
} from "@/features/learners/components";
import { request, RequestError } from "@/lib/request";
import type { OnboardingField } from "../schemas";
import { AboutStep, LearningStep, RhythmStep } from "./onboarding-steps";
import { GoalPreferences, ReminderPreferences, type Preferences } from "./learning-preferences";
import { invalidFields, isField, steps, type Errors, type Values } from "./onboarding-values";
import { useOnboardingLabels } from "./use-labels";

/**
 * The learner profile after onboarding: onboarding's three steps on one page, filled in, saved
 * together. The first field to fix gets the focus, as in onboarding.
 */
export function LearningSettingsForm({
  initial,
  initialPreferences,
  languages,
  timeZones,
}: {
  initial: Values;
  initialPreferences: Preferences;
  languages: Option<NativeLanguage>[];
  timeZones: TimeZoneOptions;
}) {
  const t = useTranslations("onboarding.settings");
  const labels = useOnboardingLabels();
  const router = useRouter();
  const [values, setValues] = useState<Values>(initial);
  const [preferences, setPreferences] = useState<Preferences>(initialPreferences);
  const [errors, setErrors] = useState<Errors>({});
  // "Saved" is rendered from its key, so it follows a change of interface language.
  const [message, setMessage] = useState<{ kind: "saved" } | { kind: "error"; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [refreshing, startTransition] = useTransition();
  const ready = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>(`[name="${target}"]:checked`) ??
      form?.querySelector<HTMLElement>(`[name="${target}"]`)
    )?.focus();
  });

  function set<Field extends keyof Values>(field: Field, value: Values[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setMessage(null);
  }

  function setPreference<Field extends keyof Preferences>(field: Field, value: Preferences[Field]) {
    setPreferences((current) => ({ ...current, [field]: value }));
    setMessage(null);
  }

  function chooseTarget(target: TargetLanguage) {
    setValues((current) => ({ ...current, targetLanguage: target, variant: variantsByTarget[target][0] }));
    setMessage(null);
  }

  function showErrors(found: Errors): boolean {
    const first = steps.flatMap((step) => step.fields).find((field) => found[field]);
    if (!first) return false;
    setErrors(found);
    focusNext.current = first;
    return true;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    if (showErrors(invalidFields(values))) return;
    setPending(true);
    try {
      const { name: _name, ...settings } = values;
      await request("PUT", "/api/settings/learning", { ...settings, ...preferences });
      setMessage({ kind: "saved" });
      startTransition(() => router.refresh());
    } catch (failure) {
      if (!(failure instanceof RequestError) || failure.code === "network_error")
        return setMessage({ kind: "error", text: t("network") });
      const fromServer: Errors = {};
      for (const issue of failure.body.error.fields ?? []) {
        const field = issue.path.split(".")[0] ?? "";
        if (isField(field)) fromServer[field] = true;
      }
      showErrors(fromServer);
      setMessage({ kind: "error", text: failure.message });
    } finally {
      setPending(false);
    }
  }

  const error = (field: OnboardingField) => (errors[field] ? labels.errors[field] : undefined);
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={!ready} className="flex max-w-2xl flex-col gap-8">
      <fieldset disabled={!ready} className="contents">
        <Section id="about" title={t("about")}>
          <AboutStep values={values} error={error} setValue={set} languages={languages} withName={false} />
        </Section>
        <Section id="learning" title={t("learning")} note={t("switchNote")}>
          <LearningStep values={values} error={error} setValue={set} onChooseTarget={chooseTarget} />
        </Section>
        <Section id="rhythm" title={t("rhythm")}>
          <RhythmStep values={values} error={error} setValue={set} timeZones={timeZones} detectedZone={null} />
        </Section>
        <Section id="goals" title={t("preferences.title")}>
          <GoalPreferences values={preferences} setValue={setPreference} />
        </Section>
        <Section id="reminders" title={t("preferences.reminders")} note={t("preferences.remindersNote")}>
          <ReminderPreferences values={preferences} setValue={setPreference} />
        </Section>
        <p
          role={message?.kind === "error" ? "alert" : "status"}
          className={
            message?.kind === "error" ? "text-sm font-medium text-danger" : "min-h-5 text-sm font-medium text-primary"
          }
        >
          {message && (message.kind === "saved" ? t("saved") : message.text)}
        </p>
        <Button type="submit" disabled={pending || refreshing} className="self-start">
          {t("save")}
        </Button>
      </fieldset>
    </form>
  );
}

function Section({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`settings-${id}`}
      className="flex flex-col gap-5 border-t pt-6 first:border-t-0 first:pt-0"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`settings-${id}`} className="font-display text-xl font-semibold">
          {title}
        </h2>
        {note && <p className="text-sm text-muted-foreground">{note}</p>}
      </div>
      {children}
    </section>
  );
}
