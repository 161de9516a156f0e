"use client";

import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { useMutation } from "@/components/forms/use-mutation";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { request } from "@/lib/request";
import { francizationDateFields, type FrancizationDateField } from "../dates";
import { numberOrNull, textOrNull } from "./form-values";

type Profile = {
  legalName: string | null;
  enterpriseNumber: string | null;
  establishmentsInQuebec: number | null;
  headCount: number | null;
} & Record<FrancizationDateField, string | null>;

/** The organization's profile for the Charter: who it is, its size, and the date of each step taken. */
export function FrancizationProfileForm({ profile, members }: { profile: Profile; members: number }) {
  const t = useTranslations("team.cockpit.profile");
  const { run, pending, message } = useMutation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      legalName: textOrNull(form, "legalName"),
      enterpriseNumber: textOrNull(form, "enterpriseNumber"),
      establishmentsInQuebec: numberOrNull(form, "establishmentsInQuebec"),
      headCount: numberOrNull(form, "headCount"),
      ...Object.fromEntries(francizationDateFields.map((name) => [name, textOrNull(form, name)])),
    };
    void run(() => request("PUT", "/api/team/cockpit/profile", body), t("saved"));
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t("legalName")}
          name="legalName"
          defaultValue={profile.legalName ?? ""}
          maxLength={200}
          autoComplete="organization"
        />
        <TextField
          label={t("enterpriseNumber")}
          hint={t("enterpriseNumberHint")}
          name="enterpriseNumber"
          defaultValue={profile.enterpriseNumber ?? ""}
          inputMode="numeric"
          maxLength={10}
        />
        <TextField
          label={t("headCount")}
          hint={t("headCountHint", { members })}
          name="headCount"
          type="number"
          min={0}
          defaultValue={profile.headCount ?? ""}
          inputMode="numeric"
        />
        <TextField
          label={t("establishments")}
          name="establishmentsInQuebec"
          type="number"
          min={0}
          defaultValue={profile.establishmentsInQuebec ?? ""}
          inputMode="numeric"
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold">{t("datesTitle")}</legend>
        <p className="text-sm text-muted-foreground">{t("datesHint")}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {francizationDateFields.map((name) => (
            <TextField
              key={name}
              label={t(`dates.${name}`)}
              name={name}
              type="date"
              defaultValue={profile[name] ?? ""}
            />
          ))}
        </div>
      </fieldset>
      <FormMessage message={message} />
      <Button type="submit" disabled={pending} className="self-start">
        {t("save")}
      </Button>
    </form>
  );
}
