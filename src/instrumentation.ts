/**
 * Next.js calls this once when the server starts, in each runtime it compiles for. The work is
 * the Node.js server's (instrumentation-node.ts), imported under this test so that the edge
 * runtime's build never traces the app's Node-only modules (espeak, the database).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("./instrumentation-node")).registerNode();
}
