// Our own lint rules, for what no published plugin checks.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Server modules: they read the database, secrets or the request, and must never end up in a browser bundle.
 * A file that imports "server-only" is one too.
 * Next.js would refuse some of these at build time only, with a long import trace; this says it at the import.
 */
const SERVER_MODULES = [
  /^src\/db\//,
  /^src\/env\.ts$/,
  /^src\/jobs\//,
  /^src\/lib\/(logger|mailer|rate-limit|stripe|ai|speech|transcription|csrf)\.ts$/,
  /^src\/lib\/api\/(handler|body|download)\.ts$/,
  /^src\/features\/[^/]+\/(index|queries|service|guard)\.ts$/,
];

const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm;

function resolveSource(source, fromFile) {
  let base;
  if (source.startsWith("@/")) base = join(root, "src", source.slice(2));
  else if (source.startsWith(".")) base = resolve(dirname(fromFile), source);
  else return null; // a package: its own "server-only" marks speak for it
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

const isServerModule = (file) => SERVER_MODULES.some((pattern) => pattern.test(relative(root, file)));
const usesClient = (text) => /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use client["']/.test(text);

// file → the chain of imports that reaches a server module, or null; kept for the whole lint run.
const chains = new Map();
function serverChain(file, visiting = new Set()) {
  if (chains.has(file)) return chains.get(file);
  if (isServerModule(file)) return [file];
  if (visiting.has(file)) return null;
  const text = readFileSync(file, "utf8");
  if (/^import ["']server-only["'];?$/m.test(text)) return [file];
  visiting.add(file);
  let chain = null;
  if (!usesClient(text) || visiting.size === 1) {
    for (const match of text.matchAll(VALUE_IMPORT)) {
      const target = resolveSource(match[1], file);
      const found = target && serverChain(target, visiting);
      if (found) {
        chain = [file, ...found];
        break;
      }
    }
  }
  visiting.delete(file);
  chains.set(file, chain);
  return chain;
}

const clientImportsNoServerModule = {
  meta: {
    type: "problem",
    docs: {
      description: "A client component never imports, even through other files, a module that runs on the server only.",
    },
    messages: {
      server:
        "Client file imports a server module: {{chain}}. Pass the data in as props, or import a client-safe file.",
    },
    schema: [],
  },
  create(context) {
    const text = context.sourceCode.getText();
    if (!usesClient(text)) return {};
    return {
      ImportDeclaration(node) {
        if (
          node.importKind === "type" ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type"))
        )
          return;
        const target = resolveSource(node.source.value, context.filename);
        const chain = target && serverChain(target);
        if (chain)
          context.report({
            node,
            messageId: "server",
            data: { chain: chain.map((file) => relative(root, file)).join(" → ") },
          });
      },
    };
  },
};

export const house = { rules: { "client-imports-no-server-module": clientImportsNoServerModule } };
