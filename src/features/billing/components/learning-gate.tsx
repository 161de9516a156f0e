import type { ReactNode } from "react";
import { requireAccess } from "../access";

/** The layout of the learning pages: without access the person lands on Subscription, which says why. */
export async function LearningGate({ children }: { children: ReactNode }) {
  await requireAccess();
  return children;
}
