"use client";

import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { AUDIT_RETENTION_MONTHS } from "@/config/audit";
import { request } from "@/lib/request";
import { inputClass, TextField } from "@/components/ui/text-field";
import type { TimeZoneOptions } from "@/features/learners/components";
import type { OrganizationSettings } from "../queries";
import { FormMessage } from "@/components/forms/form-message";
import { useMutation } from "@/components/forms/use-mutation";

/** Name, privacy officer, and what admins see of each learner (shown to every learner). */
export function OrganizationSettingsForm({
  settings,
  timeZones,
}: {
  settings: OrganizationSettings;
  timeZones: TimeZoneOptions;
}) {
  const t = useTranslations("orgs.settings");
  const { run, pending, message } = useMutation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(
      () =>
        request("POST", "/api/orgs/settings", {
          name: String(form.get("name") ?? ""),
          privacyOfficerName: String(form.get("privacyOfficerName") ?? ""),
          privacyOfficerEmail: String(form.get("privacyOfficerEmail") ?? ""),
          dataSharing: String(form.get("dataSharing") ?? ""),
          timeZone: String(form.get("timeZone") ?? ""),
          tutorDailyTurns: String(form.get("tutorDailyTurns") ?? ""),
          auditRetentionMonths: String(form.get("auditRetentionMonths") ?? ""),
          browserRecognition: form.get("browserRecognition") === "on",
        }),
      t("saved"),
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-5">
      <TextField
        label={t("name")}
        name="name"
        defaultValue={settings.name}
        required
        minLength={2}
        maxLength={120}
        autoComplete="organization"
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 font-semibold">{t("privacyOfficer")}</legend>
        <p className="text-sm text-muted-foreground">{t("privacyOfficerHint")}</p>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t("privacyOfficerName")}
            name="privacyOfficerName"
            defaultValue={settings.privacyOfficerName ?? ""}
            maxLength={120}
            autoComplete="off"
          />
          <TextField
            label={t("privacyOfficerEmail")}
            name="privacyOfficerEmail"
            type="email"
            defaultValue={settings.privacyOfficerEmail ?? ""}
            maxLength={254}
            autoComplete="off"
          />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">{t("dataSharing")}</legend>
        <p className="text-sm text-muted-foreground">{t("dataSharingHint")}</p>
        {(["aggregates", "named"] as const).map((policy) => (
          <label
            key={policy}
            className="flex cursor-pointer gap-3 rounded-2xl border p-4 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              type="radio"
              name="dataSharing"
              value={policy}
              defaultChecked={settings.dataSharing === policy}
              className="mt-1 size-4 accent-[var(--primary)]"
            />
            <span className="flex flex-col gap-1 font-medium">
              {t(`policies.${policy}.title`)}
              <span className="text-sm font-normal text-muted-foreground">{t(`policies.${policy}.description`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="organization-time-zone" className="font-semibold">
          {t("timeZone")}
        </label>
        <p id="organization-time-zone-hint" className="text-sm text-muted-foreground">
          {t("timeZoneHint")}
        </p>
        <select
          id="organization-time-zone"
          name="timeZone"
          defaultValue={settings.timeZone}
          aria-describedby="organization-time-zone-hint"
          className={inputClass}
        >
          <optgroup label={t("timeZoneCanada")}>
            {timeZones.canada.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
          <optgroup label={t("timeZoneWorld")}>
            {timeZones.world.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="organization-tutor-turns" className="font-semibold">
          {t("tutorDailyTurns")}
        </label>
        <p id="organization-tutor-turns-hint" className="text-sm text-muted-foreground">
          {t("tutorDailyTurnsHint")}
        </p>
        <input
          id="organization-tutor-turns"
          name="tutorDailyTurns"
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          step={1}
          defaultValue={settings.tutorDailyTurns}
          aria-describedby="organization-tutor-turns-hint"
          className={`${inputClass} max-w-40`}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="organization-audit-retention" className="font-semibold">
          {t("auditRetention")}
        </label>
        <p id="organization-audit-retention-hint" className="text-sm text-muted-foreground">
          {t("auditRetentionHint")}
        </p>
        <input
          id="organization-audit-retention"
          name="auditRetentionMonths"
          type="number"
          inputMode="numeric"
          min={AUDIT_RETENTION_MONTHS.min}
          max={AUDIT_RETENTION_MONTHS.max}
          step={1}
          defaultValue={settings.auditRetentionMonths}
          aria-describedby="organization-audit-retention-hint"
          className={`${inputClass} max-w-40`}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center gap-2">
          <input
            id="organization-browser-recognition"
            name="browserRecognition"
            type="checkbox"
            defaultChecked={settings.browserRecognition}
            aria-describedby="organization-browser-recognition-hint"
            className="size-4 accent-primary"
          />
          <label htmlFor="organization-browser-recognition" className="font-semibold">
            {t("browserRecognition")}
          </label>
        </div>
        <p id="organization-browser-recognition-hint" className="text-sm text-muted-foreground">
          {t("browserRecognitionHint")}
        </p>
      </div>
      <FormMessage message={message} />
      <Button type="submit" disabled={pending} className="self-start">
        {t("save")}
      </Button>
    </form>
  );
}
