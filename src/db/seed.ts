import { env } from "@/env";
import { demoCredentials, ensureDemoData } from "./demo";
import { getDb } from "./index";

/**
 * `npm run db:seed` (and `npm run demo`): demo data when the database is the embedded one and
 * empty, or when DEMO_DATA=true. Prints the demo accounts whenever they exist.
 */
async function seed(): Promise<void> {
  const { DATABASE_URL, DEMO_DATA } = env();
  const decision = await ensureDemoData(await getDb(), { embedded: !DATABASE_URL, requested: DEMO_DATA === true });
  if (decision === "skipped") {
    process.stdout.write(
      DATABASE_URL
        ? "No demo data on a configured PostgreSQL unless DEMO_DATA=true.\n"
        : "The embedded database already holds other data: no demo data added.\n",
    );
  } else {
    process.stdout.write(demoCredentials() + "\n");
  }
}

seed()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
