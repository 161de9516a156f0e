"use client";

import { Coffee, FileText, HardHat, Mail, Phone, Presentation, Store, Users } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import {
  dailyMinuteChoices,
  goals as goalChoices,
  industries,
  targetLanguages,
  variantsByTarget,
  type Goal,
  type Industry,
  type NativeLanguage,
  type Option,
  type TargetLanguage,
  type TimeZoneOptions,
} from "@/features/learners/components";
import type { OnboardingField } from "../schemas";
import { CheckboxChip, ChoiceGroup, RadioCard, SelectInput, TextInput } from "./fields";
import type { Values } from "./onboarding-values";
import { useOnboardingLabels } from "./use-labels";

/*
 * The fields of each onboarding step. The form keeps the values, the errors and the focus; a step
 * only shows its fields and reports each change.
 */

type StepProps = {
  values: Values;
  /** The message to show under a field, when the schema refused it. */
  error: (field: OnboardingField) => string | undefined;
  setValue: <Field extends keyof Values>(field: Field, value: Values[Field]) => void;
};

const goalIcons: Record<Goal, ReactNode> = {
  meetings: <Users />,
  calls: <Phone />,
  emails: <Mail />,
  customers: <Store />,
  presentations: <Presentation />,
  reports: <FileText />,
  safety: <HardHat />,
  smallTalk: <Coffee />,
};

/** Who the learner is: name (not in the learning settings, where the profile page has it), first language, line of work. */
export function AboutStep({
  values,
  error,
  setValue,
  languages,
  withName = true,
}: StepProps & { languages: Option<NativeLanguage>[]; withName?: boolean }) {
  const t = useTranslations("onboarding");
  const labels = useOnboardingLabels();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {withName && (
        <TextInput
          field="name"
          label={t("fields.name")}
          hint={t("fields.nameHint")}
          value={values.name}
          error={error("name")}
          onChange={(value) => setValue("name", value)}
          autoComplete="name"
        />
      )}
      <SelectInput
        field="nativeLanguage"
        label={t("fields.nativeLanguage")}
        value={values.nativeLanguage}
        error={error("nativeLanguage")}
        onChange={(value) => setValue("nativeLanguage", value as NativeLanguage)}
      >
        <option value="" disabled>
          {t("fields.choose")}
        </option>
        {languages.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectInput>
      <SelectInput
        field="industry"
        label={t("fields.industry")}
        value={values.industry}
        error={error("industry")}
        onChange={(value) => setValue("industry", value as Industry)}
      >
        <option value="" disabled>
          {t("fields.choose")}
        </option>
        {industries.map((industry) => (
          <option key={industry} value={industry}>
            {labels.industries[industry]}
          </option>
        ))}
      </SelectInput>
      <TextInput
        field="jobTitle"
        label={t("fields.jobTitle")}
        hint={t("fields.jobTitleHint")}
        value={values.jobTitle}
        error={error("jobTitle")}
        onChange={(value) => setValue("jobTitle", value)}
        autoComplete="organization-title"
      />
    </div>
  );
}

/** What they learn: the language, its variety, and what they need it for. */
export function LearningStep({
  values,
  error,
  setValue,
  onChooseTarget,
}: StepProps & { onChooseTarget: (target: TargetLanguage) => void }) {
  const t = useTranslations("onboarding");
  const labels = useOnboardingLabels();

  function toggleGoal(goal: Goal) {
    setValue(
      "goals",
      values.goals.includes(goal) ? values.goals.filter((chosen) => chosen !== goal) : [...values.goals, goal],
    );
  }

  return (
    <div className="flex flex-col gap-7">
      <ChoiceGroup
        field="targetLanguage"
        legend={t("fields.targetLanguage")}
        error={error("targetLanguage")}
        className="grid gap-3 sm:grid-cols-2"
      >
        {targetLanguages.map((target) => (
          <RadioCard
            key={target}
            name="targetLanguage"
            value={target}
            checked={values.targetLanguage === target}
            onChange={() => onChooseTarget(target)}
            {...labels.targets[target]}
          />
        ))}
      </ChoiceGroup>
      <ChoiceGroup
        field="variant"
        legend={t("fields.variant")}
        error={error("variant")}
        className="grid gap-3 sm:grid-cols-2"
      >
        {variantsByTarget[values.targetLanguage].map((variant) => (
          <RadioCard
            key={variant}
            name="variant"
            value={variant}
            checked={values.variant === variant}
            onChange={() => setValue("variant", variant)}
            {...labels.variants[variant]}
          />
        ))}
      </ChoiceGroup>
      <ChoiceGroup
        field="goals"
        legend={t("fields.goals")}
        hint={t("fields.goalsHint")}
        error={error("goals")}
        className="flex flex-wrap gap-2"
      >
        {goalChoices.map((goal) => (
          <CheckboxChip
            key={goal}
            name="goals"
            value={goal}
            checked={values.goals.includes(goal)}
            onChange={() => toggleGoal(goal)}
            label={labels.goals[goal]}
            icon={goalIcons[goal]}
          />
        ))}
      </ChoiceGroup>
    </div>
  );
}

/** Their pace: minutes a day, and the time zone their days are counted in. */
export function RhythmStep({
  values,
  error,
  setValue,
  timeZones,
  detectedZone,
}: StepProps & { timeZones: TimeZoneOptions; detectedZone: string | null }) {
  const t = useTranslations("onboarding");
  const labels = useOnboardingLabels();
  // A zone the browser reports but the lists lack is offered first, so the detected default can be shown.
  const listed = new Set([...timeZones.canada, ...timeZones.world].map((option) => option.value));
  const extraZone = detectedZone && !listed.has(detectedZone) ? detectedZone : null;
  return (
    <div className="flex flex-col gap-7">
      <ChoiceGroup
        field="dailyMinutes"
        legend={t("fields.dailyMinutes")}
        error={error("dailyMinutes")}
        className="grid grid-cols-5 gap-2"
      >
        {dailyMinuteChoices.map((minutes) => (
          <RadioCard
            key={minutes}
            compact
            name="dailyMinutes"
            value={String(minutes)}
            checked={values.dailyMinutes === minutes}
            onChange={() => setValue("dailyMinutes", minutes)}
            label={t.rich("minutes.value", {
              minutes,
              number: (chunks) => (
                <span className="block text-2xl leading-tight font-semibold tabular-nums">{chunks}</span>
              ),
            })}
            // Too narrow on a phone: there the pace is only read out.
            description={<span className="sr-only text-xs sm:not-sr-only">{labels.paces[minutes]}</span>}
          />
        ))}
      </ChoiceGroup>
      <SelectInput
        field="timeZone"
        label={t("fields.timeZone")}
        hint={t("fields.timeZoneHint")}
        value={values.timeZone}
        error={error("timeZone")}
        onChange={(value) => setValue("timeZone", value)}
      >
        {extraZone && <option value={extraZone}>{extraZone.replaceAll("_", " ")}</option>}
        <optgroup label={t("fields.timeZoneCanada")}>
          {timeZones.canada.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
        <optgroup label={t("fields.timeZoneWorld")}>
          {timeZones.world.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
      </SelectInput>
    </div>
  );
}
