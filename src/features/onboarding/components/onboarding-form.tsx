"use client";

import { ArrowLeft, ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useClientValue, useHydrated } from "@/components/browser/use-client-value";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import {
  variantsByTarget,
  type NativeLanguage,
  type Option,
  type TargetLanguage,
  type TimeZoneOptions,
} from "@/features/learners/components";
import { DEFAULT_TIME_ZONE, deviceTimeZone } from "@/lib/days";
import { request, RequestError } from "@/lib/request";
import type { OnboardingField } from "../schemas";
import { AboutStep, LearningStep, RhythmStep } from "./onboarding-steps";
import { invalidFields, isField, steps, type Errors, type Values } from "./onboarding-values";
import { useOnboardingLabels } from "./use-labels";

/**
 * Onboarding in three short steps, checked step by step with the server's own schema. Focus moves
 * to each step's heading, or to the first field to fix; the server's field errors are shown the same way.
 */
export function OnboardingForm({
  name,
  languages,
  timeZones,
}: {
  name: string;
  languages: Option<NativeLanguage>[];
  timeZones: TimeZoneOptions;
}) {
  const t = useTranslations("onboarding");
  const labels = useOnboardingLabels();
  const [step, setStep] = useState(0);
  // The time zone is null until the person picks one (see `values` below).
  const [entered, setValues] = useState<Omit<Values, "timeZone"> & { timeZone: string | null }>({
    name,
    nativeLanguage: "",
    industry: "",
    jobTitle: "",
    targetLanguage: "fr",
    variant: variantsByTarget.fr[0],
    goals: [],
    dailyMinutes: 10,
    timeZone: null,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusNext = useRef<string | null>(null);
  // The fields are controlled: until React runs in the page, a choice made in the server-rendered
  // form would be undone. They stay disabled for that instant rather than lose an answer.
  const ready = useHydrated();
  // The browser knows its time zone; the server-rendered form (and hydration) start from Montreal's.
  const detectedZone = useClientValue(deviceTimeZone, null);
  const values: Values = { ...entered, timeZone: entered.timeZone ?? detectedZone ?? DEFAULT_TIME_ZONE };

  // After a render that changed step or found errors: focus what the person should read or fix next.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const form = formRef.current;
    const element =
      target === "heading"
        ? form?.querySelector<HTMLElement>("h2")
        : (form?.querySelector<HTMLElement>(`[name="${target}"]:checked`) ??
          form?.querySelector<HTMLElement>(`[name="${target}"]`));
    element?.focus();
  });

  function set<Field extends keyof Values>(field: Field, value: Values[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function chooseTarget(target: TargetLanguage) {
    setValues((current) => ({ ...current, targetLanguage: target, variant: variantsByTarget[target][0] }));
  }

  /** Shows these errors on the earliest step that has one and focuses its first field. */
  function showErrors(found: Errors): boolean {
    const first = steps.findIndex((candidate) => candidate.fields.some((field) => found[field]));
    if (first === -1) return false;
    setErrors(found);
    setStep(first);
    focusNext.current = steps[first]!.fields.find((field) => found[field]) ?? null;
    return true;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const all = invalidFields(values);
    const current = steps[step]!;
    const here: Errors = Object.fromEntries(current.fields.filter((field) => all[field]).map((field) => [field, true]));
    if (showErrors(here)) return;
    if (step < steps.length - 1) {
      setStep(step + 1);
      focusNext.current = "heading";
      return;
    }
    if (showErrors(all)) return;

    setPending(true);
    try {
      const { next } = await request<{ ok: true; next: string }>("POST", "/api/onboarding", values);
      window.location.assign(next);
    } catch (failure) {
      setPending(false);
      if (!(failure instanceof RequestError) || failure.code === "network_error")
        return setFormError(t("errors.network"));
      const fromServer: Errors = {};
      for (const issue of failure.body.error.fields ?? []) {
        const field = issue.path.split(".")[0] ?? "";
        if (isField(field)) fromServer[field] = true;
      }
      showErrors(fromServer);
      setFormError(failure.message);
    }
  }

  function back() {
    setFormError(null);
    setStep(step - 1);
    focusNext.current = "heading";
  }

  const error = (field: OnboardingField) => (errors[field] ? labels.errors[field] : undefined);
  const current = steps[step]!;
  const stepTitles = {
    about: t("steps.about.title"),
    learning: t("steps.learning.title"),
    rhythm: t("steps.rhythm.title"),
  };
  const stepDescriptions = {
    about: t("steps.about.description"),
    learning: t("steps.learning.description"),
    rhythm: t("steps.rhythm.description"),
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={!ready} className="flex flex-col gap-6">
      <fieldset disabled={!ready} className="contents">
        <ol className="grid grid-cols-3 gap-2">
          {steps.map((candidate, index) => (
            <li key={candidate.id} aria-current={index === step ? "step" : undefined} className="flex flex-col gap-2">
              <span
                aria-hidden
                className={cn("h-1.5 rounded-full transition-colors", index <= step ? "bg-primary" : "bg-muted")}
              />
              <span
                className={cn(
                  "hidden text-xs font-medium sm:block",
                  index === step ? "text-foreground" : "text-muted-foreground",
                )}
              >
                {stepTitles[candidate.id]}
              </span>
            </li>
          ))}
        </ol>

        <div className="flex flex-col gap-6 rounded-[var(--radius-card)] border bg-card p-5 text-card-foreground shadow-sm sm:p-8">
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium text-primary">{t("progress", { step: step + 1, total: steps.length })}</p>
            <h2 tabIndex={-1} className="font-display text-2xl font-semibold tracking-tight outline-none">
              {stepTitles[current.id]}
            </h2>
            <p className="text-muted-foreground">{stepDescriptions[current.id]}</p>
          </div>

          {current.id === "about" && <AboutStep values={values} error={error} setValue={set} languages={languages} />}

          {current.id === "learning" && (
            <LearningStep values={values} error={error} setValue={set} onChooseTarget={chooseTarget} />
          )}

          {current.id === "rhythm" && (
            <RhythmStep
              values={values}
              error={error}
              setValue={set}
              timeZones={timeZones}
              detectedZone={detectedZone}
            />
          )}

          {formError && (
            <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
              {formError}
            </p>
          )}

          <div className="flex items-center gap-3 border-t pt-6">
            {step > 0 && (
              <Button type="button" variant="outline" onClick={back} disabled={pending}>
                <ArrowLeft aria-hidden />
                {t("actions.back")}
              </Button>
            )}
            <Button
              key={step === steps.length - 1 ? "submit" : "next"}
              type="submit"
              size="lg"
              className="ml-auto"
              disabled={pending}
            >
              {step < steps.length - 1 ? t("actions.next") : pending ? t("actions.submitting") : t("actions.submit")}
              <ArrowRight aria-hidden />
            </Button>
          </div>
        </div>
      </fieldset>
    </form>
  );
}
