"use client";

import { Keyboard, LayoutGrid } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { AnswerField } from "./answer-field";
import { Translation, verdictClass } from "./parts";
import { focusAfterToggle, sentenceOf, textAnswer, tilesAnswer, toggleTile } from "./tiles";
import type { ExerciseProps } from "./types";

const tileClass =
  "rounded-xl border-2 border-b-4 bg-card px-3.5 py-1.5 text-lg font-medium transition-[transform,border-color] hover:border-primary/60 active:translate-y-px active:border-b-2 disabled:hover:border-border";

/** Tap the tiles in order to build the sentence (tap again to take one back), or type it instead. */
export function WordOrder({ view, disabled, onAnswer, onComplete, result, lang, index }: ExerciseProps<"wordOrder">) {
  const t = useTranslations("learning");
  const [placed, setPlaced] = useState<number[]>([]);
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState("");
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [placed]);

  const tap = (tile: number) => {
    const next = toggleTile(placed, tile);
    const target = focusAfterToggle(view.tiles.length, placed, tile);
    focusNext.current = target.area === "check" ? null : `${target.area}-${target.tile}`;
    setPlaced(next);
    onAnswer(tilesAnswer(view.tiles, next));
    if (target.area === "check") onComplete();
  };

  const switchMode = () => {
    if (typing) {
      onAnswer(tilesAnswer(view.tiles, placed));
    } else {
      const start = text || sentenceOf(view.tiles, placed);
      setText(start);
      onAnswer(textAnswer(start));
    }
    setTyping(!typing);
  };

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div className="flex flex-col gap-5">
      <Translation
        id={`order-translation-${index}`}
        className="rounded-2xl bg-muted px-5 py-4 text-lg font-medium text-foreground"
      >
        {view.translation}
      </Translation>

      {typing ? (
        <AnswerField
          id={`answer-${index}`}
          label={t("exercises.wordOrder.typedLabel")}
          placeholder={t("exercises.wordOrder.typedPlaceholder")}
          value={text}
          onChange={(value) => {
            setText(value);
            onAnswer(textAnswer(value));
          }}
          disabled={disabled}
          lang={lang}
          correct={result?.correct}
          describedBy={`order-translation-${index}`}
        />
      ) : (
        <>
          <div
            className={cn(
              "min-h-28 rounded-2xl border-2 border-dashed p-3 transition-colors",
              "bg-[repeating-linear-gradient(transparent,transparent_3.05rem,var(--color-border)_3.05rem,var(--color-border)_3.15rem)]",
              verdictClass(result?.correct),
              result && "border-solid",
            )}
          >
            {placed.length === 0 && <p className="px-1 py-2 text-muted-foreground">{t("exercises.wordOrder.empty")}</p>}
            <ul aria-label={t("exercises.wordOrder.sentence")} lang={lang} className="flex flex-wrap gap-2">
              {placed.map((tile) => (
                <li key={tile}>
                  <button
                    ref={ref(`sentence-${tile}`)}
                    type="button"
                    disabled={disabled}
                    onClick={() => tap(tile)}
                    aria-label={t("exercises.wordOrder.remove", { word: view.tiles[tile] ?? "" })}
                    className={tileClass}
                  >
                    {view.tiles[tile]}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <ul aria-label={t("exercises.wordOrder.bank")} lang={lang} className="flex flex-wrap justify-center gap-2">
            {view.tiles.map((word, tile) =>
              placed.includes(tile) ? (
                <li
                  key={tile}
                  aria-hidden
                  className="rounded-xl border-2 border-b-4 border-transparent bg-muted px-3.5 py-1.5 text-lg font-medium text-transparent select-none"
                >
                  {word}
                </li>
              ) : (
                <li key={tile}>
                  <button
                    ref={ref(`bank-${tile}`)}
                    type="button"
                    disabled={disabled}
                    onClick={() => tap(tile)}
                    data-autofocus={tile === 0 || undefined}
                    className={tileClass}
                  >
                    {word}
                  </button>
                </li>
              ),
            )}
          </ul>
          <p className="sr-only" aria-live="polite">
            {placed.length > 0 && t("exercises.wordOrder.current", { sentence: sentenceOf(view.tiles, placed) })}
          </p>
        </>
      )}

      {!result && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-center text-muted-foreground"
          onClick={switchMode}
          disabled={disabled}
        >
          {typing ? <LayoutGrid aria-hidden /> : <Keyboard aria-hidden />}
          {typing ? t("exercises.wordOrder.useTiles") : t("exercises.wordOrder.typeInstead")}
        </Button>
      )}
    </div>
  );
}
