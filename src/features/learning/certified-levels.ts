import type { Database } from "@/db";
import { issueCertificate } from "@/features/certificates";
import { getCourse, type CourseId } from "./content";
import { UNIT_TEST_PASS_MARK } from "./progress";

/*
 * A unit test passed confirms its unit's level: called inside the transaction that records the
 * test's end, it may issue a certificate (a finished placement test issues its own, in
 * placement/queries.ts).
 */

/** A unit test just finished: when passed, the unit's level. */
export async function certifyUnitTest(
  db: Database,
  attempt: { id: string; userId: string; courseId: string; unitId: string },
  { correct, answered }: { correct: number; answered: number },
): Promise<void> {
  if (answered === 0 || correct < UNIT_TEST_PASS_MARK * answered) return;
  const unit = getCourse(attempt.courseId as CourseId).unitData.find((candidate) => candidate.id === attempt.unitId);
  if (!unit) return;
  await issueCertificate(db, {
    userId: attempt.userId,
    courseId: attempt.courseId,
    level: unit.level,
    source: "unitTest",
    sourceId: attempt.id,
  });
}
