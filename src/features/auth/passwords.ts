import { hashPassword } from "better-auth/crypto";
import type { Database } from "@/db";
import { account } from "@/db/schema";

/** Gives a person an e-mail and password sign-in (better-auth's "credential" account), as seeds and fixtures need. */
export async function setPassword(
  db: Database,
  { userId, password }: { userId: string; password: string },
): Promise<void> {
  const hash = await hashPassword(password);
  await db
    .insert(account)
    .values({ id: `credential_${userId}`, accountId: userId, providerId: "credential", userId, password: hash })
    .onConflictDoUpdate({ target: account.id, set: { password: hash, updatedAt: new Date() } });
}
