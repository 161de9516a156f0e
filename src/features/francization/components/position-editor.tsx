"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { OtherLanguagePosition } from "../language-positions";
import { LanguagePositionForm } from "./language-position-form";

/**
 * One recorded position: its justification as shown (`children`), or, after « Modifier », the
 * same form as for adding, filled in. A justification is corrected, not deleted and typed again.
 */
export function PositionEditor({
  position,
  heading,
  actions,
  children,
}: {
  position: OtherLanguagePosition;
  heading: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations("team.cockpit.positions");
  const formId = useId();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        {heading}
        <div className="flex items-start gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={editing}
            aria-controls={formId}
            aria-label={
              editing ? t("cancelEdit", { title: position.title }) : t("editLabel", { title: position.title })
            }
            onClick={() => {
              setEditing(!editing);
              setSaved(false);
            }}
          >
            {editing ? t("cancel") : t("edit")}
          </Button>
          {actions}
        </div>
      </div>
      <div id={formId}>
        {editing ? (
          <LanguagePositionForm
            position={position}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
            }}
          />
        ) : (
          children
        )}
      </div>
      <p role="status" className="text-sm font-medium text-primary empty:hidden">
        {saved ? t("updated") : ""}
      </p>
    </div>
  );
}
