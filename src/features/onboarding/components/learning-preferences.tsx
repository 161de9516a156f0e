import { useTranslations } from "next-intl";
import { inputClass } from "@/components/ui/text-field";
import { formsOfAddress, type FormOfAddress } from "@/features/learners/components";
import { cn } from "@/lib/cn";
import { CEFR_LEVELS, type CefrLevel as LevelTarget } from "@/lib/levels";
import { ChoiceGroup, RadioCard } from "./fields";

/** The settings onboarding does not ask: a level to aim for, Madame's form of address, the reminders. */
export type Preferences = {
  levelTarget: LevelTarget | null;
  formOfAddress: FormOfAddress | null;
  reminderTime: string | null;
  weeklySummary: boolean;
};

// Offered when the learner turns the daily reminder on without having chosen a time before.
const DEFAULT_REMINDER_TIME = "18:00";
const ACTIVITY_DECIDES = "activity";

// Each key written whole, so the message files' check finds it.
const levelKeys = {
  A1: "levels.A1",
  A2: "levels.A2",
  B1: "levels.B1",
  B2: "levels.B2",
  C1: "levels.C1",
  C2: "levels.C2",
} as const satisfies Record<LevelTarget, string>;
const addressKeys = { activity: "address.activity", tu: "address.tu", vous: "address.vous" } as const;

const levelOf = (value: string): LevelTarget | null =>
  (CEFR_LEVELS as readonly string[]).includes(value) ? (value as LevelTarget) : null;

type PreferenceProps = {
  values: Preferences;
  setValue: <Field extends keyof Preferences>(field: Field, value: Preferences[Field]) => void;
};

export function GoalPreferences({ values, setValue }: PreferenceProps) {
  const t = useTranslations("onboarding.settings.preferences");
  return (
    <div className="flex flex-col gap-7">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="settings-levelTarget" className="text-sm font-medium">
          {t("levelTarget")}
        </label>
        <select
          id="settings-levelTarget"
          name="levelTarget"
          value={values.levelTarget ?? ""}
          onChange={(event) => setValue("levelTarget", levelOf(event.target.value))}
          aria-describedby="settings-levelTarget-hint"
          className={cn(inputClass, "min-w-0 truncate")}
        >
          <option value="">{t("noLevelTarget")}</option>
          {CEFR_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(levelKeys[level])}
            </option>
          ))}
        </select>
        <p id="settings-levelTarget-hint" className="text-sm text-muted-foreground">
          {t("levelTargetHint")}
        </p>
      </div>
      <ChoiceGroup
        field="formOfAddress"
        legend={t("formOfAddress")}
        hint={t("formOfAddressHint")}
        className="grid gap-2 sm:grid-cols-3"
      >
        {[ACTIVITY_DECIDES, ...formsOfAddress].map((choice) => (
          <RadioCard
            key={choice}
            name="formOfAddress"
            value={choice}
            checked={(values.formOfAddress ?? ACTIVITY_DECIDES) === choice}
            onChange={() => setValue("formOfAddress", choice === ACTIVITY_DECIDES ? null : (choice as FormOfAddress))}
            label={t(addressKeys[choice as keyof typeof addressKeys])}
          />
        ))}
      </ChoiceGroup>
    </div>
  );
}

export function ReminderPreferences({ values, setValue }: PreferenceProps) {
  const t = useTranslations("onboarding.settings.preferences");
  const on = values.reminderTime !== null;
  return (
    <div className="flex flex-col gap-5">
      <Toggle
        name="dailyReminder"
        checked={on}
        onChange={(checked) => setValue("reminderTime", checked ? DEFAULT_REMINDER_TIME : null)}
        label={t("dailyReminder")}
        hint={t("dailyReminderHint")}
      />
      <div className="flex flex-col gap-1.5 pl-7">
        <label htmlFor="settings-reminderTime" className="text-sm font-medium">
          {t("reminderTime")}
        </label>
        <input
          id="settings-reminderTime"
          name="reminderTime"
          type="time"
          step={300}
          disabled={!on}
          value={values.reminderTime ?? ""}
          onChange={(event) => event.target.value && setValue("reminderTime", event.target.value)}
          className={cn(inputClass, "w-40 disabled:opacity-60")}
        />
        {!on && <p className="text-sm text-muted-foreground">{t("reminderOff")}</p>}
      </div>
      <Toggle
        name="weeklySummary"
        checked={values.weeklySummary}
        onChange={(checked) => setValue("weeklySummary", checked)}
        label={t("weeklySummary")}
        hint={t("weeklySummaryHint")}
      />
    </div>
  );
}

function Toggle({
  name,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
}) {
  const id = `settings-${name}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
