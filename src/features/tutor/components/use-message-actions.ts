"use client";

import { useTranslations } from "next-intl";
import { useState, type Dispatch, type SetStateAction } from "react";
import { failureText, request } from "@/lib/request";
import type { MessageView, SessionView } from "../types";

/**
 * What the learner can ask of a line once it is stored: Madame's line translated (fetched once,
 * then shown or hidden), or the correction of their own explained further. The answer is kept in
 * the conversation so it is not asked for twice.
 */
export function useMessageActions({
  sessionId,
  setView,
  onError,
}: {
  sessionId: string;
  setView: Dispatch<SetStateAction<SessionView>>;
  onError: (message: string) => void;
}) {
  const t = useTranslations("tutor.session");
  const [translated, setTranslated] = useState<ReadonlySet<string>>(new Set());
  const [translating, setTranslating] = useState<string | null>(null);

  const patchMessage = (id: string, change: (message: MessageView) => MessageView) =>
    setView((current) => ({
      ...current,
      messages: current.messages.map((message) => (message.id === id ? change(message) : message)),
    }));

  const toggleTranslation = async (message: MessageView) => {
    const shown = translated.has(message.id);
    if (!shown && message.translation === null) {
      setTranslating(message.id);
      try {
        const { translation } = await request<{ translation: string }>("POST", "/api/tutor/translations", {
          sessionId,
          messageId: message.id,
        });
        patchMessage(message.id, (current) => ({ ...current, translation }));
      } catch (failure) {
        onError(failureText(failure, t("sendFailed")));
        return;
      } finally {
        setTranslating(null);
      }
    }
    setTranslated((current) => {
      const next = new Set(current);
      if (!next.delete(message.id)) next.add(message.id);
      return next;
    });
  };

  const explain = async (message: MessageView) => {
    try {
      const { explanation } = await request<{ explanation: string }>("POST", "/api/tutor/explanations", {
        sessionId,
        messageId: message.id,
      });
      patchMessage(message.id, (current) => ({
        ...current,
        correction: current.correction && { ...current.correction, more: explanation },
      }));
    } catch (failure) {
      onError(failureText(failure, t("sendFailed")));
    }
  };

  return { translated, translating, toggleTranslation, explain };
}
