/** Certificates of organization A's learner naming A, seeded by seed-certificates.ts: one for them to withdraw, one for A's admins to revoke. */
export const seededCertificates = {
  toWithdraw: "e2e-certificate-withdraw",
  toRevoke: "e2e-certificate-revoke",
} as const;
