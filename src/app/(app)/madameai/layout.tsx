import type { ReactNode } from "react";
import { LearningArea } from "../learning-area";

// Learning needs access (billing); the pages get their area's client texts.
export default function MadameLayout({ children }: { children: ReactNode }) {
  return <LearningArea area="tutor">{children}</LearningArea>;
}
