import type { ReactNode } from "react";
import { LearningGate } from "@/features/billing/components";
import { ClientMessages, LEARNING_GATE_NAMESPACES, LEARNING_TEXTS } from "@/i18n/client-messages";

type Area = keyof typeof LEARNING_TEXTS;

/**
 * The layout of every learning area: without access the person lands on Subscription, which says
 * why; with it, the pages get their area's client texts, and only those: each message is inlined
 * in every view's HTML (the dashboard's views carried 75 kB of texts for 25 kB used).
 */
export function LearningArea({ area, children }: { area: Area; children: ReactNode }) {
  return (
    <ClientMessages namespaces={[...LEARNING_TEXTS[area], ...LEARNING_GATE_NAMESPACES]}>
      <LearningGate>{children}</LearningGate>
    </ClientMessages>
  );
}

/** The lessons' pages under `/dashboard`: the lessons' texts instead of the dashboard's. */
export function LessonTexts({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={LEARNING_TEXTS.lessons}>{children}</ClientMessages>;
}
