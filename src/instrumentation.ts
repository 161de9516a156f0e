/**
 * Runs once when the server starts: checks the environment (a bad variable stops the process
 * with a clear message) and applies the committed migrations. A database that is down at start
 * is not fatal: the app serves its error page and migrates on the first request that finds it back.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("./env");
  env();
  const { ensureMigrated } = await import("./db");
  const { logger } = await import("./lib/logger");
  try {
    await ensureMigrated();
    logger.info("database migrations applied");
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "database not reachable at start; will retry on demand");
  }
}
