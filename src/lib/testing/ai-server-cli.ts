/*
 * The test model server (ai-server.ts) in a process of its own, for the bench: its tokens are then
 * paced by its own event loop, not by whatever the process measuring them is doing.
 *   AI_TOKEN_DELAY_MS=20 npx tsx src/lib/testing/ai-server-cli.ts
 * Prints one JSON line, {"baseUrl": "http://127.0.0.1:<port>/v1"}, once it listens; stops on SIGTERM or SIGINT.
 */
import { startAiServer } from "./ai-server";

function tokenDelay(): number {
  const raw = process.env.AI_TOKEN_DELAY_MS ?? "";
  const value = raw === "" ? 20 : Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`AI_TOKEN_DELAY_MS must be a whole number of milliseconds (got "${raw}")`);
  return value;
}

async function main() {
  const server = await startAiServer({ tokenDelayMs: tokenDelay() });
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  console.log(JSON.stringify({ baseUrl: server.baseUrl }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
