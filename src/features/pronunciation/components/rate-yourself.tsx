"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/error-note";
import { failureText, request } from "@/lib/request";
import { selfRatings, type SelfRating } from "../schemas";
import type { SelfRatingView } from "../types";

/** The learner's judgement of one recording beside the model, saved once; a new recording asks again. */
export function RateYourself({ phraseId, onRated }: { phraseId: string; onRated: (rating: SelfRatingView) => void }) {
  const t = useTranslations("pronunciation.compare");
  const legendId = useId();
  const [chosen, setChosen] = useState<SelfRating | null>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const rate = async (rating: SelfRating) => {
    setChosen(rating);
    setError(null);
    try {
      onRated(await request<SelfRatingView>("POST", "/api/pronunciation/self-ratings", { phraseId, rating }));
      setSaved(true);
    } catch (failure) {
      setChosen(null);
      setError(failureText(failure, t("saveFailed")));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-labelledby={legendId} className="flex flex-wrap items-center gap-2">
        <span id={legendId} className="mr-1 text-sm font-medium">
          {t("rateTitle")}
        </span>
        {selfRatings.map((rating) => (
          <Button
            key={rating}
            variant={chosen === rating ? "primary" : "outline"}
            size="sm"
            aria-pressed={chosen === rating}
            disabled={chosen !== null}
            // The choice made stays plain to read once the others are shut.
            className={chosen === rating ? "disabled:opacity-100" : undefined}
            onClick={() => void rate(rating)}
            data-rating={rating}
          >
            {t(`ratings.${rating}`)}
          </Button>
        ))}
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {saved ? t("saved") : ""}
      </p>
      <ErrorNote>{error}</ErrorNote>
    </div>
  );
}

/** The phrase's latest self-ratings, newest first. */
export function SelfRatingHistory({ ratings }: { ratings: SelfRatingView[] }) {
  const t = useTranslations("pronunciation.compare");
  if (ratings.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground" data-testid="phrase-self-ratings">
      {t("yourRatings")}
      {ratings.map((item) => (
        <Badge key={item.id} className="px-2 py-0.5 text-xs" data-rating={item.rating}>
          {t(`ratings.${item.rating}`)}
        </Badge>
      ))}
    </p>
  );
}
