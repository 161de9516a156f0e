// Run by `npm install` (postinstall): one change to PGlite 0.4.6, explained in decision 058.
//
// For every query, PGlite's parseResults copied its whole map of type parsers (316 entries: every
// type and its array type) into a new object, so that the query's own parsers could override some.
// The copy cost about 0.1 ms a statement, a third of the embedded database's time on a simple
// query. The change looks the query's parsers up first and PGlite's through the prototype, without
// copying them; PGlite 0.5 no longer copies when a query brings no parsers of its own.
//
// `node scripts/patch-pglite.mjs --check` only reports (src/db/pglite-patch.test.ts runs it).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const VERSION = "0.4.6";
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "node_modules/@electric-sql/pglite");

/** The same function, minified under other names in each build of the package. */
const changes = [
  {
    file: "dist/chunk-JOTQFPBW.js",
    from: "m={...e,...n?.parsers}",
    to: "m=n?.parsers?Object.assign(Object.create(e),n.parsers):e",
  },
  {
    file: "dist/index.cjs",
    from: "_={...t,...r?.parsers}",
    to: "_=r?.parsers?Object.assign(Object.create(t),r.parsers):t",
  },
  {
    file: "dist/worker/index.cjs",
    from: "u={...t,...r?.parsers}",
    to: "u=r?.parsers?Object.assign(Object.create(t),r.parsers):t",
  },
];

/** What each file needs: "patched", "to patch", or why it cannot be patched. */
export function pgliteStatus() {
  const packageFile = path.join(root, "package.json");
  if (!existsSync(packageFile)) return [{ file: "package.json", state: "PGlite is not installed" }];
  const { version } = JSON.parse(readFileSync(packageFile, "utf8"));
  if (version !== VERSION) {
    return [{ file: "package.json", state: `PGlite is ${version}; this patch is for ${VERSION} (see decision 058)` }];
  }
  return changes.map(({ file, from, to }) => {
    const text = readFileSync(path.join(root, file), "utf8");
    const state = text.includes(to) ? "patched" : text.includes(from) ? "to patch" : "the code to change is not there";
    return { file, state, from, to };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const status = pgliteStatus();
  const broken = status.filter(({ state }) => state !== "patched" && state !== "to patch");
  for (const { file, state } of broken) console.error(`scripts/patch-pglite.mjs: ${file}: ${state}`);
  if (broken.length > 0) process.exit(1);
  const pending = status.filter(({ state }) => state === "to patch");
  if (process.argv.includes("--check")) {
    for (const { file } of pending) console.error(`scripts/patch-pglite.mjs: ${file} is not patched`);
    process.exit(pending.length > 0 ? 1 : 0);
  }
  for (const { file, from, to } of pending) {
    const full = path.join(root, file);
    writeFileSync(full, readFileSync(full, "utf8").replace(from, to));
  }
  console.log(`PGlite ${VERSION}: parseResults no longer copies every parser (${pending.length} file(s) patched).`);
}
