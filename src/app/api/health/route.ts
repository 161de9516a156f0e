import { apiRoute } from "@/app/api/_lib/route";
import { recentDatabaseStatus } from "@/db";
import { healthReport } from "@/lib/health";

export const dynamic = "force-dynamic";

/** For load balancers and people. The production server answers it before Next.js (src/lib/front-door.ts); this route serves `next dev`. */
export const GET = apiRoute({ public: true, database: false }, async () => {
  const { status, body } = healthReport(await recentDatabaseStatus());
  return Response.json(body, { status });
});
