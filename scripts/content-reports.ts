/**
 * For the people who maintain the courses: the answers learners said should be accepted, one
 * row per exercise (most reported first), as CSV.
 *   npm run content:reports              → to stdout
 *   npm run content:reports -- file.csv  → to that file
 * On the configured database, as the app and `npm run db:seed` use it: DATABASE_URL, else the
 * embedded one in PGLITE_DIR (which only one process may open: stop the app first).
 */
import { writeFileSync } from "node:fs";
import { getDb } from "@/db";
import { reportSummaries, reportsCsv } from "@/features/learning/reports";

async function main(): Promise<void> {
  const summaries = await reportSummaries(await getDb());
  const csv = reportsCsv(summaries);
  const file = process.argv[2];
  if (!file) return void process.stdout.write(csv);
  writeFileSync(file, csv);
  process.stderr.write(`${summaries.length} exercise${summaries.length === 1 ? "" : "s"} reported: ${file}\n`);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
