import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_EVERYWHERE, LEARNING_GATE_NAMESPACES, LEARNING_TEXTS } from "./client-messages";

// Each learning area hands its pages' client components only their own texts (LEARNING_TEXTS). A
// text missing from the page's provider shows as its key in the browser, so this follows each
// page's imports to the client components it can render and checks the namespaces they translate.

const app = path.resolve("src/app/(app)");
const areas: Record<string, keyof typeof LEARNING_TEXTS> = {
  "dashboard/page.tsx": "practice",
  "dashboard/rewards/page.tsx": "practice",
  "dashboard/niveau-4/page.tsx": "practice",
  "dashboard/course/page.tsx": "lessons",
  "dashboard/levels/page.tsx": "lessons",
  "dashboard/email-guide/page.tsx": "lessons",
  "madameai/page.tsx": "tutor",
  "madameai/[sessionId]/page.tsx": "tutor",
  "pronunciation/page.tsx": "pronunciation",
};

function sourceFile(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.resolve("src", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** The namespaces the client components reachable from `entry` translate (through barrels too: more, never fewer). */
function clientNamespaces(entry: string): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    if (seen.has(`${file}|${inClient}`)) return;
    seen.add(`${file}|${inClient}`);
    const source = readFileSync(file, "utf8");
    const client = inClient || /^["']use client["']/m.test(source.slice(0, 200));
    if (client) {
      for (const call of source.matchAll(/useTranslations\(([^)]*)\)/g)) {
        const literal = /^\s*["']([^"']+)["']\s*$/.exec(call[1]!);
        // A namespace chosen at run time cannot be checked here: keep such calls out of these areas.
        used.add(literal ? literal[1]! : `(not a literal in ${path.relative(".", file)})`);
      }
    }
    for (const statement of source.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+["']([^"']+)["']/gms)) {
      const target = sourceFile(file, statement[1]!);
      if (target) visit(target, client);
    }
  };
  visit(entry, false);
  return used;
}

const covers = (provided: readonly string[], namespace: string) =>
  provided.some((given) => namespace === given || namespace.startsWith(`${given}.`));

describe("the learning areas' client texts", () => {
  it.each(Object.entries(areas))("%s gets every namespace its client components translate", (page, area) => {
    const provided = [...CLIENT_EVERYWHERE, ...LEARNING_TEXTS[area]];
    const missing = [...clientNamespaces(path.join(app, page))].filter((namespace) => !covers(provided, namespace));
    expect(missing).toEqual([]);
  });

  it("checks the access gate's client texts", () => {
    const gate = path.resolve("src/features/billing/components/learning-gate.tsx");
    const missing = [...clientNamespaces(gate)].filter(
      (namespace) => !covers([...CLIENT_EVERYWHERE, ...LEARNING_GATE_NAMESPACES], namespace),
    );
    expect(missing).toEqual([]);
  });

  it("knows every page of the learning areas", () => {
    const pages = ["dashboard", "madameai", "pronunciation"].flatMap((folder) =>
      readdirSync(path.join(app, folder), { recursive: true, encoding: "utf8" })
        .filter((file) => path.basename(file) === "page.tsx")
        .map((file) => `${folder}/${file}`),
    );
    expect(pages.sort()).toEqual(Object.keys(areas).sort());
  });

  it("finds a namespace a page's client component translates", () => {
    expect(clientNamespaces(path.join(app, "pronunciation/page.tsx"))).toContain("pronunciation");
  });
});
