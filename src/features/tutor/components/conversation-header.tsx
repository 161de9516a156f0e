"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { SessionView } from "../types";
import { RegisterToggle } from "./register-toggle";

/** m:ss since the start, for the session length indicator. */
function elapsedText(startedAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The top of a conversation: the way back, the mode, how long it has lasted, what it is about, and tu or vous with a model. */
export function ConversationHeader({ view, now }: { view: SessionView; now: number }) {
  const t = useTranslations("tutor.session");
  const model = view.mode === "model";
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Link
          href="/madameai"
          className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("back")}
        </Link>
        <span className="flex-1" />
        <Badge className="bg-primary-soft text-primary">{model ? t("modelBadge") : t("guidedBadge")}</Badge>
        <span className="text-sm text-muted-foreground tabular-nums" data-testid="elapsed">
          {t("elapsed", { time: elapsedText(view.startedAt, view.endedAt ? Date.parse(view.endedAt) : now) })}
        </span>
      </div>
      <div className="flex flex-col gap-1">
        <h1 className="font-display text-3xl font-semibold tracking-tight">
          {view.activity?.title ?? t("freeTalkTitle")}
        </h1>
        <p className="text-muted-foreground">{view.activity?.scenario ?? t("freeTalkLead")}</p>
      </div>
      {view.register && !view.endedAt && <RegisterToggle sessionId={view.id} initial={view.register} />}
    </>
  );
}
