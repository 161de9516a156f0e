"use client";

import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { useMutation } from "@/components/forms/use-mutation";
import { Button } from "@/components/ui/button";
import { inputClass, TextField } from "@/components/ui/text-field";
import { request } from "@/lib/request";
import type { OtherLanguagePosition } from "../language-positions";

const areaClass = `${inputClass} h-auto min-h-24 py-3`;

/**
 * Records a position that requires a language other than French, with the justification s.46 asks
 * for; given a recorded `position`, corrects it instead.
 */
export function LanguagePositionForm({
  position,
  onSaved,
}: {
  position?: OtherLanguagePosition;
  onSaved?: () => void;
}) {
  const t = useTranslations("team.cockpit.positions");
  const { run, pending, message } = useMutation();
  // Ids stay unique when an edit form shares the page with the "add" form.
  const prefix = position ? `position-${position.id}` : "position";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const field = (name: string) => String(form.get(name) ?? "").trim();
    const body = {
      title: field("title"),
      language: field("language"),
      needsAnalysis: field("needsAnalysis"),
      whyStaffInsufficient: field("whyStaffInsufficient"),
      decidedOn: field("decidedOn"),
      signedBy: field("signedBy"),
    };
    if (position) {
      if (await run(() => request("PATCH", "/api/team/cockpit/positions", { id: position.id, ...body }), t("updated")))
        onSaved?.();
    } else if (await run(() => request("POST", "/api/team/cockpit/positions", body), t("added"))) element.reset();
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t("title")} name="title" required maxLength={200} defaultValue={position?.title} />
        <TextField label={t("language")} name="language" required maxLength={60} defaultValue={position?.language} />
      </div>
      {(
        [
          { name: "needsAnalysis", label: t("needsAnalysis"), hint: t("needsAnalysisHint") },
          { name: "whyStaffInsufficient", label: t("whyStaffInsufficient"), hint: t("whyStaffInsufficientHint") },
        ] as const
      ).map(({ name, label, hint }) => (
        <div key={name} className="flex flex-col gap-1.5">
          <label htmlFor={`${prefix}-${name}`} className="text-sm font-medium">
            {label}
          </label>
          <p id={`${prefix}-${name}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
          <textarea
            id={`${prefix}-${name}`}
            name={name}
            required
            maxLength={4000}
            defaultValue={position?.[name]}
            aria-describedby={`${prefix}-${name}-hint`}
            className={areaClass}
          />
        </div>
      ))}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t("decidedOn")} name="decidedOn" type="date" required defaultValue={position?.decidedOn} />
        <TextField label={t("signedBy")} name="signedBy" required maxLength={200} defaultValue={position?.signedBy} />
      </div>
      <FormMessage message={message} />
      <Button type="submit" disabled={pending} className="self-start">
        {position ? t("save") : t("add")}
      </Button>
    </form>
  );
}
