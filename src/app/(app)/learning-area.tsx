import type { ReactNode } from "react";
import { LearningGate } from "@/features/billing/components";
import { ClientMessages, LEARNING_CLIENT_NAMESPACES } from "@/i18n/client-messages";

/**
 * The layout of every learning area: without access the person lands on Subscription, which says
 * why; with it, the pages get the learning texts their client components translate.
 */
export function LearningArea({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={LEARNING_CLIENT_NAMESPACES}>
      <LearningGate>{children}</LearningGate>
    </ClientMessages>
  );
}
