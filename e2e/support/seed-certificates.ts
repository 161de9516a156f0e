import { getDb } from "@/db";
import { certificate } from "@/db/schema";
import { seedTwoTenants, twoTenants } from "@/db/testing/two-tenants";
import { seededCertificates } from "./seeded-certificates";

// The two tenants, and two certificates of organization A's learner naming A (see seeded-certificates.ts).
async function seed() {
  const db = await getDb();
  await seedTwoTenants(db);
  const { a } = twoTenants;
  const common = {
    userId: a.learner.id,
    holderName: a.learner.name,
    organizationId: a.organization.id,
    organizationName: a.organization.name,
    source: "placement" as const,
    sourceId: "e2e-placement",
  };
  await db
    .insert(certificate)
    .values([
      { ...common, id: seededCertificates.toWithdraw, code: "WWWWW-22222-33333", courseId: "fr", level: "A2" },
      { ...common, id: seededCertificates.toRevoke, code: "RRRRR-22222-33333", courseId: "en", level: "B1" },
    ])
    .onConflictDoNothing();
}

seed()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
