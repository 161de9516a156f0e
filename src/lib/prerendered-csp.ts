import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The CSP of a prerendered page allows its own inline scripts by their SHA-256 (Next.js's RSC
 * payload scripts and our theme and font scripts), read once from the built HTML: no nonce, so
 * the same bytes can be served to everyone, and any other inline script stays forbidden.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const cache = new Map<string, Promise<string[] | null>>();

/** The hashes of a built page's inline scripts; null when the page was not prerendered (development, or a missing file). */
export function prerenderedScriptHashes(relativeFile: string): Promise<string[] | null> {
  const file = path.join(process.cwd(), ".next", "server", "app", relativeFile);
  let hashes = cache.get(file);
  if (!hashes) {
    // Read at run time from the build's output: nothing here for the bundler to trace.
    hashes = readFile(/* turbopackIgnore: true */ file, "utf8").then(inlineScriptHashes, () => null);
    cache.set(file, hashes);
  }
  return hashes;
}
