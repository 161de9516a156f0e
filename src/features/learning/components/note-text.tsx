"use client";

import { useLocale, useTranslations } from "next-intl";
import type { Note } from "../checker/types";

/** A note of the checker, in words: the slip forgiven, or the rule a mistake broke, and the right form. */
export function NoteText({ note }: { note: Note }) {
  const t = useTranslations("learning");
  const locale = useLocale();
  const quote = (text: string) => t("notes.quoted", { text });
  switch (note.kind) {
    case "accent": {
      const letters = new Intl.ListFormat(locale, { type: "conjunction" }).format(note.letters.map(quote));
      return <span>{t("notes.accent", { letters, word: quote(note.word) })}</span>;
    }
    case "typo":
      return <span>{t("notes.typo", { given: quote(note.given), word: quote(note.word) })}</span>;
    case "spelling":
      return <span>{t("notes.spelling", { given: quote(note.given), word: quote(note.word) })}</span>;
    case "punctuation":
      return <span>{t("notes.punctuation", { mark: note.mark, word: quote(note.word) })}</span>;
    case "elision":
      return note.expected.endsWith("'") ? (
        <span>{t("notes.elision", { expected: quote(note.expected), given: quote(note.given) })}</span>
      ) : (
        <span>{t("notes.noElision", { expected: quote(note.expected), given: quote(note.given) })}</span>
      );
    case "agreement": {
      const features = [note.gender, note.number]
        .filter((feature) => feature !== undefined)
        .map((feature) => t(`notes.features.${feature}`));
      return (
        <span>
          {t("notes.agreement", {
            word: quote(note.word),
            given: quote(note.given),
            features: features.length ? features.join(" ") : "none",
          })}
        </span>
      );
    }
    case "conjugation":
      return (
        <span>
          {t("notes.conjugation", {
            word: quote(note.word),
            given: quote(note.given),
            person: note.person ? t(`notes.persons.${note.person}`) : "none",
          })}
        </span>
      );
    case "otherWord":
      return <span>{t("notes.otherWord", { word: quote(note.word), given: quote(note.given) })}</span>;
    case "variant":
      return <span>{t("notes.variant", { expected: quote(note.expected) })}</span>;
  }
}
