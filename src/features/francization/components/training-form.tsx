"use client";

import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { useMutation } from "@/components/forms/use-mutation";
import { Button } from "@/components/ui/button";
import { inputClass, TextField } from "@/components/ui/text-field";
import { request } from "@/lib/request";
import { numberOrNull, textOrNull } from "./form-values";

/** Enters a class or a Francisation Québec session in the training ledger. */
export function TrainingForm() {
  const t = useTranslations("team.cockpit.training");
  const { run, pending, message } = useMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const body = {
      kind: String(form.get("kind")),
      provider: String(form.get("provider") ?? "").trim(),
      heldOn: String(form.get("heldOn") ?? ""),
      hours: numberOrNull(form, "hours"),
      participants: numberOrNull(form, "participants"),
      paidTime: form.get("paidTime") === "on",
      note: textOrNull(form, "note"),
    };
    if (await run(() => request("POST", "/api/team/cockpit/training", body), t("added"))) element.reset();
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="training-kind" className="text-sm font-medium">
            {t("kind")}
          </label>
          <select id="training-kind" name="kind" defaultValue="class" className={inputClass}>
            {(["class", "francisationQuebec", "other"] as const).map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField label={t("provider")} name="provider" required maxLength={200} />
        <TextField label={t("heldOn")} name="heldOn" type="date" required />
        <TextField label={t("hours")} name="hours" type="number" min={0.25} step={0.25} required inputMode="decimal" />
        <TextField
          label={t("participants")}
          name="participants"
          type="number"
          min={1}
          step={1}
          defaultValue={1}
          required
          inputMode="numeric"
        />
        <label className="flex items-center gap-3 self-end pb-3 text-sm font-medium">
          <input type="checkbox" name="paidTime" defaultChecked className="size-4 accent-[var(--primary)]" />
          {t("paidTime")}
        </label>
      </div>
      <TextField label={t("note")} name="note" maxLength={500} />
      <FormMessage message={message} />
      <Button type="submit" disabled={pending} className="self-start">
        {t("add")}
      </Button>
    </form>
  );
}
