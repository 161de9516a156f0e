/**
 * Runs once when the server starts: checks the environment (a bad variable stops the process
 * with a clear message), applies the committed migrations, and creates the demo data on the
 * first run of an empty embedded database (or when DEMO_DATA=true), refreshes the embedded
 * database's planner statistics, then starts the background jobs (src/jobs: e-mail retries,
 * analytics relay and retention, recording expiry, planner statistics, imported invitations).
 * The answer checker's word lists load in the background, so the first typed answer does not wait.
 * A database that is down at start is not fatal: the app serves its error page and migrates on
 * the first request that finds it back. The production server's front door (server.mjs) is
 * installed first, so health checks are answered from memory while the rest starts. At SIGTERM,
 * the server lets the requests under way end, then stops the jobs and closes the database.
 */
export async function registerNode() {
  (await import("./lib/prerendered-vary")).varyPrerenderedPages();
  const { env } = await import("./env");
  const { DATABASE_URL, DEMO_DATA } = settingsOrExit(env);
  const { ensureMigrated, getDb, refreshPlannerStatistics } = await import("./db");
  const { logger } = await import("./lib/logger");
  const { preloadWordLists } = await import("./features/learning");
  await installFrontDoor();
  await installShutdown();
  // Right after start, before the server takes real traffic: loading them later blocks the event loop for
  // up to a second in the middle of requests (a browser test whose clock is moved by a signal saw it).
  setTimeout(() => {
    try {
      preloadWordLists();
    } catch (error) {
      logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        "answer checker word lists not loaded",
      );
    }
  }, 0).unref();
  try {
    await ensureMigrated();
    logger.info("database migrations applied");
    const { demoCredentials, ensureDemoData } = await import("./db/demo");
    if (
      (await ensureDemoData(await getDb(), { embedded: !DATABASE_URL, requested: DEMO_DATA === true })) === "created"
    ) {
      process.stdout.write(demoCredentials() + "\n");
    }
    // Before the first request: without statistics the embedded database plans for empty tables.
    if (!DATABASE_URL)
      await refreshPlannerStatistics(await getDb()).catch((error: unknown) =>
        logger.warn(
          { err: error instanceof Error ? error.message : String(error) },
          "planner statistics not refreshed",
        ),
      );
  } catch (error) {
    logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      "database not reachable at start; will retry on demand",
    );
  }
  // Started even when the database is down: it keeps trying until the database answers.
  const { startBackgroundJobs } = await import("./jobs");
  await startBackgroundJobs(getDb);
}

/** What server.mjs calls at SIGTERM once the requests under way have ended: the jobs stop, then the database closes. */
async function installShutdown() {
  const { closeDatabase } = await import("./db");
  const { stopBackgroundJobs } = await import("./jobs");
  const { logger } = await import("./lib/logger");
  (globalThis as Record<symbol, unknown>)[Symbol.for("madameai.shutdown")] = async () => {
    await stopBackgroundJobs();
    await closeDatabase();
    logger.info("background jobs stopped, database closed");
  };
}

/** What server.mjs answers before Next.js: the health check, the prerendered public pages and the lesson's answers (decision 053). */
async function installFrontDoor() {
  const path = await import("node:path");
  const { installFrontDoor: install } = await import("./lib/front-door");
  const { runningWithBuildSettings } = await import("./lib/prerendered-settings");
  const { recentDatabaseStatus } = await import("./db");
  const { healthReport } = await import("./lib/health");
  const { flags } = await import("./config/flags");
  const answers = await import("./app/api/learning/answers/route");
  install({
    health: async () => healthReport(await recentDatabaseStatus()),
    buildDir: path.join(process.cwd(), ".next", "server", "app"),
    themeSwitcher: flags().themeSwitcher,
    sameSettings: runningWithBuildSettings(),
    posts: { "/api/learning/answers": answers.POST },
  });
}

/** The environment, checked; a bad variable stops the server with the checker's message (Next.js would log it and answer 500 to everything). */
function settingsOrExit<Settings>(env: () => Settings): Settings {
  try {
    return env();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
