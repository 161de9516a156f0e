/**
 * Runs once when the server starts: checks the environment (a bad variable stops the process
 * with a clear message), applies the committed migrations, and creates the demo data on the
 * first run of an empty embedded database (or when DEMO_DATA=true), then keeps the embedded
 * database's planner statistics fresh, retries failed e-mails every minute, and moves analytics
 * events along (relayed to the vendor when one is configured, deleted after their retention).
 * The answer checker's word lists load in the background, so the first typed answer does not wait.
 * A database that is down at start is not fatal: the app serves its error page and migrates on
 * the first request that finds it back.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("./env");
  const { DATABASE_URL, DEMO_DATA } = env();
  const { ensureMigrated, getDb, keepPlannerStatisticsFresh } = await import("./db");
  const { logger } = await import("./lib/logger");
  const { preloadWordLists } = await import("./features/learning/checker/word-lists");
  // Right after start, before the server takes real traffic: loading them later blocks the event loop for
  // up to a second in the middle of requests (a browser test whose clock is moved by a signal saw it).
  setTimeout(() => {
    try {
      preloadWordLists();
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, "answer checker word lists not loaded");
    }
  }, 0).unref();
  try {
    await ensureMigrated();
    logger.info("database migrations applied");
    const { demoCredentials, ensureDemoData } = await import("./db/demo");
    if ((await ensureDemoData(await getDb(), { embedded: !DATABASE_URL, requested: DEMO_DATA === true })) === "created") {
      process.stdout.write(demoCredentials() + "\n");
    }
    await keepPlannerStatisticsFresh();
    const { keepRetryingFailedMail } = await import("./lib/mailer");
    keepRetryingFailedMail(getDb);
    const { keepAnalyticsMoving } = await import("./features/analytics/forward");
    keepAnalyticsMoving(getDb);
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "database not reachable at start; will retry on demand");
  }
}
