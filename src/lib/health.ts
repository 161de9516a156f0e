import type { DatabaseStatus } from "@/db";
import { appVersion } from "./version";

/** What GET /api/health answers: the version, and whether the database answered within the last second. */
export function healthReport(database: DatabaseStatus): { status: number; body: unknown } {
  return {
    status: database.ok ? 200 : 503,
    body: {
      status: database.ok ? "ok" : "degraded",
      version: appVersion,
      database: database.ok
        ? { status: "up", kind: database.kind, latencyMs: database.latencyMs }
        : { status: "down", kind: database.kind },
      time: new Date().toISOString(),
    },
  };
}
