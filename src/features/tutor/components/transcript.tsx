"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { MessageView } from "../types";
import { Message } from "./message";

/** A line not stored yet: the learner's turn on its way, or Madame's answer as it streams. */
function draftMessage(id: string, role: "learner" | "madame", text: string): MessageView {
  return {
    id,
    position: -1,
    role,
    text,
    translation: null,
    help: null,
    correction: null,
    translatable: false,
    interrupted: false,
  };
}

const newestFromMadame = (messages: MessageView[]) => messages.findLast((message) => message.role === "madame");

/**
 * The conversation's lines: the stored ones, then the learner's turn on its way and Madame's answer
 * as it streams, which have no actions yet. Screen readers hear each of Madame's new lines once,
 * when it is complete, rather than every piece of it as it streams.
 */
export function Transcript({
  lang,
  messages,
  translated,
  translating,
  sentText,
  live,
  onTranslate,
  onReplay,
  onExplain,
}: {
  /** The language Madame speaks. */
  lang: string;
  messages: MessageView[];
  translated: ReadonlySet<string>;
  translating: string | null;
  sentText: string | null;
  live: string | null;
  onTranslate: (message: MessageView) => void;
  onReplay: ((text: string) => void) | null;
  onExplain: (message: MessageView) => Promise<void>;
}) {
  const t = useTranslations("tutor.session");
  // The lines already there when the page opened are not announced.
  const [openedOn] = useState(() => newestFromMadame(messages)?.id);
  const newest = newestFromMadame(messages);
  return (
    <>
      <div role="log" aria-label={t("transcript")} aria-live="off">
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <Message
              key={message.id}
              message={message}
              translated={translated.has(message.id)}
              translating={translating === message.id}
              onTranslate={() => onTranslate(message)}
              onReplay={onReplay ? () => onReplay(message.text) : null}
              onExplain={() => onExplain(message)}
            />
          ))}
          {sentText !== null && (
            <Message
              message={draftMessage("sent", "learner", sentText)}
              translated={false}
              translating={false}
              onTranslate={() => undefined}
              onReplay={null}
              onExplain={async () => undefined}
            />
          )}
          {live !== null && live !== "" && (
            <Message
              message={draftMessage("live", "madame", live)}
              translated={false}
              translating={false}
              onTranslate={() => undefined}
              onReplay={null}
              onExplain={async () => undefined}
            />
          )}
        </ol>
      </div>
      <div aria-live="polite" className="sr-only" data-testid="announced">
        {newest && newest.id !== openedOn && (
          <p key={newest.id}>
            {t.rich("madameSays", { text: newest.text, line: (chunks) => <span lang={lang}>{chunks}</span> })}
          </p>
        )}
      </div>
    </>
  );
}
