"use client";

import { Languages, Volume2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { MessageView } from "../types";
import { CorrectionCard } from "./correction-card";

/**
 * One line of the conversation. Text, never HTML: whatever a line holds (the learner's words, the
 * model's) is shown as written. Madame's lines can be translated and heard again; the learner's
 * carry Madame's correction when there was one.
 */
export function Message({
  message,
  translated,
  translating,
  onTranslate,
  onReplay,
  onExplain,
}: {
  message: MessageView;
  translated: boolean;
  translating: boolean;
  onTranslate: () => void;
  onReplay: (() => void) | null;
  onExplain: () => Promise<void>;
}) {
  const t = useTranslations("tutor.session");
  const madame = message.role === "madame";
  const canTranslate = madame && (message.translation !== null || message.translatable);
  return (
    <li className={cn("flex flex-col gap-1", madame ? "items-start" : "items-end")} data-role={message.role}>
      <span className="px-1 text-xs font-semibold text-muted-foreground">{madame ? t("madame") : t("you")}</span>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-3 shadow-sm",
          madame ? "rounded-tl-sm border bg-card" : "rounded-tr-sm bg-primary text-primary-foreground",
        )}
      >
        <p className="whitespace-pre-wrap">{message.text}</p>
        {message.interrupted && <p className="mt-1 text-xs text-muted-foreground italic">{t("interrupted")}</p>}
        {translated && message.translation && (
          <p
            className="mt-2 border-t pt-2 text-sm text-muted-foreground"
            lang={message.translationLang ?? ""}
            dir="auto"
          >
            {message.translation}
          </p>
        )}
        {message.help && (
          <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
            {message.help.kind === "hint"
              ? t("helpHint", { text: message.help.text })
              : t("helpExample", { text: message.help.text })}
          </p>
        )}
      </div>
      {message.correction && (
        <CorrectionCard said={message.text} correction={message.correction} onExplain={onExplain} />
      )}
      {madame && (canTranslate || onReplay) && (
        <div className="flex gap-1">
          {canTranslate && (
            <Button variant="ghost" size="sm" onClick={onTranslate} aria-pressed={translated} disabled={translating}>
              <Languages aria-hidden />
              {translated ? t("hideTranslation") : translating ? t("translating") : t("translate")}
            </Button>
          )}
          {onReplay && (
            <Button variant="ghost" size="sm" onClick={onReplay}>
              <Volume2 aria-hidden />
              {t("replay")}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
