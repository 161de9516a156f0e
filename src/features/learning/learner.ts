import type { Database } from "@/db";
import { getLearnerProfile } from "@/features/learners";
import type { CourseId } from "./content";

/** The course the learner studies, from onboarding (French or English); null before onboarding. */
export async function learnerCourse(db: Database, { userId }: { userId: string }): Promise<CourseId | null> {
  const profile = await getLearnerProfile(db, { userId });
  return profile ? profile.targetLanguage : null;
}
