/**
 * Bench data for the Stripe webhook: the tests' two tenants in the billing app's own fresh PGlite
 * (before it starts); writes the individual learner, who buys the yearly plan, to the path given.
 *   npx tsx bench/seed-billing.ts <billing.json>
 */
import { writeFileSync } from "node:fs";
import { getDb } from "../src/db";
import { seedTwoTenants, twoTenants } from "../src/db/testing/two-tenants";

async function main() {
  await seedTwoTenants(await getDb());
  writeFileSync(
    process.argv[2]!,
    JSON.stringify({ email: twoTenants.individual.email, password: twoTenants.password }),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
