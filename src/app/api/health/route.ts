import { apiRoute } from "@/app/api/_lib/route";
import { recentDatabaseStatus } from "@/db";
import { appVersion } from "@/lib/version";

export const dynamic = "force-dynamic";

/** For load balancers and people: the version, and whether the database answered within the last second. */
export const GET = apiRoute({ public: true, database: false }, async () => {
  const database = await recentDatabaseStatus();
  const ok = database.ok;
  return Response.json(
    {
      status: ok ? "ok" : "degraded",
      version: appVersion,
      database: ok
        ? { status: "up", kind: database.kind, latencyMs: database.latencyMs }
        : { status: "down", kind: database.kind },
      time: new Date().toISOString(),
    },
    { status: ok ? 200 : 503 },
  );
});
