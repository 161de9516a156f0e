import { getDb } from "@/db";
import { seedTwoTenants } from "@/db/testing/two-tenants";

// The browser tests' database: the same two tenants as the integration tests.
getDb()
  .then(seedTwoTenants)
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
