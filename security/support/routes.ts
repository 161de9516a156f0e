import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/*
 * Every JSON route of the app, read from src/app/api/**\/route.ts and the methods each exports,
 * so that a route added later is fuzzed without anyone listing it here.
 */

export type Route = { method: string; path: string };

const API_DIR = path.resolve("src/app/api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
/** What a dynamic segment becomes in a fuzzed address. */
const segmentValue = (segment: string) =>
  segment.startsWith("[...") ? "no/such/route" : segment.startsWith("[") ? "fuzz-id" : segment;

function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const [, name] of source.matchAll(
    /export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g,
  ))
    found.add(name!);
  for (const [, names] of source.matchAll(/export\s+const\s*\{([^}]*)\}\s*=/g))
    for (const name of names!.split(",").map((part) =>
      part
        .trim()
        .split(/\s*:\s*/)
        .pop()!,
    ))
      if (METHODS.includes(name)) found.add(name);
  for (const [, names] of source.matchAll(/export\s*\{([^}]*)\}/g))
    for (const name of names!.split(",").map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ))
      if (METHODS.includes(name)) found.add(name);
  return [...found];
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("_") ? [] : routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** Every route and method, mutations only (GET routes take no body). */
export function mutationRoutes(): Route[] {
  return routeFiles(API_DIR)
    .flatMap((file) => {
      const segments = path.relative(API_DIR, path.dirname(file)).split(path.sep).filter(Boolean);
      const address = `/api/${segments.map(segmentValue).join("/")}`.replace(/\/$/, "");
      return exportedMethods(readFileSync(file, "utf8"))
        .filter((method) => method !== "GET")
        .map((method) => ({ method, path: address }));
    })
    .sort((x, y) => x.path.localeCompare(y.path) || x.method.localeCompare(y.method));
}
