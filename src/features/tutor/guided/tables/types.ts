import type { CourseId } from "@/features/learning";
import type { situations } from "../../content-schema";
import type { MissReason } from "../engine";

/** What a reply should get: the intent it says (a right reply), or the branch a wrong one should take. */
export type Expected = string | Exclude<MissReason, "unmatched"> | "miss";

/** Replies real learners give to each line of one guided dialogue, with what each should get. */
export type GuidedTable = {
  course: CourseId;
  situation: (typeof situations)[number];
  /** Line id → replies and their expected branch. */
  lines: Record<string, ReadonlyArray<readonly [reply: string, expected: Expected]>>;
};

/** Branches that are not an intent: a reply expecting one of them is a wrong reply. */
export const WRONG: ReadonlySet<string> = new Set(["miss", "clarify", "help", "other-language"]);
