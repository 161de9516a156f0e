// `npm run bench:js` (and a step of `npm run bench`): the JavaScript a first, anonymous, French
// visit of / and /blog downloads before the page is interactive, its size raw, gzip as served,
// gzip -9 and brotli, and how much of it is the framework (React, React DOM, the Next.js and
// Turbopack runtimes) rather than the product. What counts and how chunks are attributed:
// bench/README.md, "First-load JavaScript".
// Usage: node bench/first-load-js.mjs   (starts its own production server on port 3142)
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { parse } from "acorn";
import { budgets } from "./budgets.mjs";
import { assertPortFree, killServerNow, startServer, stopServer, waitUntilHealthy } from "./processes.mjs";

export const FIRST_LOAD_NAME = "first-load js";
export const FIRST_LOAD_PATHS = ["/", "/blog"];
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PORT = 3142; // in the 3140–3149 range reserved for these benches
const ACCEPT_LANGUAGE = "fr-CA,fr;q=0.9";
const FRAMEWORK_PATH = /^\[project\]\/node_modules\/(next|react|react-dom|scheduler|@swc\/helpers|@next\/[^/]+)\//;
const STATIC_JS = /\/_next\/static\/[^"'\\\s<>]+?\.js/g;

/** One GET, bytes exactly as they came over the wire (no automatic decompression). */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, timeout: 15_000 }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timeout on ${url}`)));
    req.on("error", reject);
    req.end();
  });
}

/**
 * The scripts a first visit loads: every `<script src>` but the `nomodule` ones (the polyfills a
 * browser with ES modules never downloads), every script a `<link rel=preload as=script>` or
 * `modulepreload` names, and every chunk the inline React Server Components payload names (the
 * client components of the rendered tree, which React loads before it hydrates them).
 */
export function firstLoadScripts(html) {
  const noModule = new Set();
  const withoutNoModule = html.replace(/<script\b[^>]*>/gi, (tag) => {
    if (!/\bnomodule\b/i.test(tag)) return tag;
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) noModule.add(src);
    return "";
  });
  const found = new Set(withoutNoModule.match(STATIC_JS) ?? []);
  return { scripts: [...found], skippedNoModule: [...noModule] };
}

/** Module id → source path, from the client reference manifests of every route of the build. */
function knownModulePaths(buildDir) {
  const paths = new Map();
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith("_client-reference-manifest.js")) {
        const text = readFileSync(path, "utf8");
        const json = text.slice(text.indexOf("= {") + 2).replace(/;\s*$/, "");
        for (const [key, value] of Object.entries(JSON.parse(json).clientModules ?? {}))
          paths.set(String(value.id), key.split(/[#\s]/)[0]);
      }
    }
  };
  visit(join(buildDir, "server", "app"));
  return paths;
}

/** The ids of Next.js's own bootstrap modules (the app router's entry), from the build manifest. */
function runtimeModuleIds(buildDir) {
  const manifest = JSON.parse(readFileSync(join(buildDir, "build-manifest.json"), "utf8"));
  return new Set(
    Object.values(manifest.pagesChunkGroupBootstrapParams ?? {}).flatMap((params) =>
      params.runtimeModuleIds.map(String),
    ),
  );
}

/**
 * The modules of a Turbopack chunk: `TURBOPACK.push([script, id, (factory), id, id, (factory)…])`,
 * each factory with the ids it stands for, its byte range and the ids it requires
 * (`<context>.r(id)`, `.i(id)`… on the factory's first parameter). Null for a chunk of another
 * shape (Turbopack's own runtime).
 */
export function chunkModules(source) {
  const program = parse(source, {
    ecmaVersion: "latest",
    sourceType: "script",
  });
  const call = program.body.length === 1 ? program.body[0].expression : null;
  const list = call?.type === "CallExpression" && call.callee.property?.name === "push" ? call.arguments[0] : null;
  if (list?.type !== "ArrayExpression") return null;
  const modules = [];
  let ids = [];
  for (const element of list.elements.slice(1)) {
    if (element?.type === "Literal" && typeof element.value === "number") {
      ids.push(String(element.value));
    } else if (element && (element.type === "ArrowFunctionExpression" || element.type === "FunctionExpression")) {
      const context = element.params[0]?.type === "Identifier" ? element.params[0].name : null;
      const text = source.slice(element.start, element.end);
      const requires = new Set();
      if (context)
        for (const match of text.matchAll(
          new RegExp(`\\b${context.replace("$", "\\$")}\\.[a-zA-Z]{1,2}\\((\\d+)\\)`, "g"),
        ))
          requires.add(match[1]);
      modules.push({
        ids,
        bytes: element.end - element.start,
        requires: [...requires],
        text,
      });
      ids = [];
    }
  }
  return modules;
}

/**
 * Splits every module of the loaded chunks into framework, product or unattributed: a module whose
 * path the manifests give is judged by it (node_modules/next, react, react-dom, scheduler,
 * @swc/helpers = framework); then everything Next.js's bootstrap or a framework module requires,
 * transitively, is framework, and everything a product module requires that the framework does not
 * is product. Product code cannot hide in the framework's closure: the framework never requires it
 * (client components reach the browser through the manifests, by path).
 */
export function attribute(chunks, paths, runtimeIds) {
  // A module can sit in two chunks the page loads (both are downloaded, both are counted): it is
  // one node of the graph, known by its first id.
  const key = new Map();
  const nodes = new Map();
  for (const chunk of chunks) {
    for (const chunkModule of chunk.modules ?? []) {
      const node = nodes.get(key.get(chunkModule.ids[0])) ?? {
        ids: chunkModule.ids,
        requires: chunkModule.requires,
        text: chunkModule.text,
      };
      for (const id of chunkModule.ids) key.set(id, node.ids[0]);
      nodes.set(node.ids[0], node);
    }
  }
  const pathOf = (node) => node.ids.map((id) => paths.get(id)).find(Boolean);
  const isProductPath = (node) => Boolean(pathOf(node)) && !FRAMEWORK_PATH.test(pathOf(node));
  const kind = new Map();
  const spread = (starts, label) => {
    const queue = [...starts];
    while (queue.length) {
      const node = queue.pop();
      if (kind.has(node)) continue;
      kind.set(node, label);
      for (const id of node.requires) {
        const next = nodes.get(key.get(id));
        if (next && !kind.has(next) && !(label === "framework" && isProductPath(next))) queue.push(next);
      }
    }
  };
  const all = [...nodes.values()];
  spread(
    all.filter((node) => node.ids.some((id) => runtimeIds.has(id)) || FRAMEWORK_PATH.test(pathOf(node) ?? "")),
    "framework",
  );
  spread(all.filter(isProductPath), "product");
  // React DOM and React are framework whatever the graph says; if not, the method broke: say so.
  const misjudged = all.filter(
    (node) => kind.get(node) !== "framework" && /__reactFiber\$|react\.transitional\.element/.test(node.text),
  ).length;
  return {
    kindOf: (chunkModule) => kind.get(nodes.get(key.get(chunkModule.ids[0]))) ?? "unattributed",
    misjudged,
  };
}

async function measurePage(app, path, paths, runtimeIds) {
  const page = await get(`${app}${path}`, {
    "accept-language": ACCEPT_LANGUAGE,
    "accept-encoding": "identity",
  });
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
  const { scripts, skippedNoModule } = firstLoadScripts(page.body.toString("utf8"));
  const chunks = [];
  for (const url of scripts) {
    const plain = await get(`${app}${url}`, { "accept-encoding": "identity" });
    const served = await get(`${app}${url}`, {
      "accept-encoding": "gzip, deflate, br",
    });
    if (plain.status !== 200 || served.status !== 200)
      throw new Error(`${url} answered ${plain.status}/${served.status}`);
    const source = plain.body.toString("utf8");
    const modules = chunkModules(source);
    chunks.push({
      url,
      raw: plain.body.length,
      served: served.body.length,
      servedEncoding: served.headers["content-encoding"] ?? "none",
      gzip9: gzipSync(plain.body, { level: 9 }).length,
      brotli: brotliCompressSync(plain.body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
      modules,
    });
  }
  const { kindOf, misjudged } = attribute(chunks, paths, runtimeIds);
  for (const chunk of chunks) {
    // Turbopack's runtime chunk has no modules: it is the bundler's loader, framework as a whole.
    const split = {
      framework: chunk.modules ? 0 : chunk.raw,
      product: 0,
      unattributed: 0,
    };
    for (const chunkModule of chunk.modules ?? []) split[kindOf(chunkModule)] += chunkModule.bytes;
    const moduleBytes = split.framework + split.product + split.unattributed;
    // The chunk's wrapper goes with its modules, pro rata; compressed bytes follow the raw shares.
    chunk.frameworkShare = moduleBytes ? split.framework / moduleBytes : 1;
    chunk.productShare = moduleBytes ? split.product / moduleBytes : 0;
    chunk.unattributedShare = moduleBytes ? split.unattributed / moduleBytes : 0;
    chunk.moduleCount = chunk.modules?.length ?? 0;
    delete chunk.modules;
  }
  const sum = (key, share = () => 1) =>
    Math.round(chunks.reduce((total, chunk) => total + chunk[key] * share(chunk), 0));
  const totals = {
    raw: sum("raw"),
    served: sum("served"),
    gzip9: sum("gzip9"),
    brotli: sum("brotli"),
    frameworkServed: sum("served", (c) => c.frameworkShare),
    productServed: sum("served", (c) => c.productShare),
    unattributedServed: sum("served", (c) => c.unattributedShare),
    frameworkRaw: sum("raw", (c) => c.frameworkShare),
  };
  return {
    path,
    html: { bytes: page.body.length },
    scripts: chunks,
    skippedNoModule,
    totals,
    misjudged,
  };
}

/** Measures every path against a running production server of this build. */
export async function measureFirstLoadJs(app, pathsToMeasure = FIRST_LOAD_PATHS) {
  const buildDir = join(root, ".next");
  const paths = knownModulePaths(buildDir);
  const runtimeIds = runtimeModuleIds(buildDir);
  const pages = [];
  for (const path of pathsToMeasure) pages.push(await measurePage(app, path, paths, runtimeIds));
  return pages;
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const percent = (part, whole) => (whole ? `${Math.round((part / whole) * 100)} %` : "–");

export function firstLoadLines(pages) {
  const lines = [];
  for (const page of pages) {
    const encoding = [...new Set(page.scripts.map((s) => s.servedEncoding))].join("/");
    lines.push(
      `First-load JavaScript of ${page.path}: ${page.scripts.length} scripts (kB = 1,000 bytes; served = as the server sent it, ${encoding})`,
    );
    const header = ["script", "raw", "served", "gzip -9", "brotli", "framework"];
    const rows = page.scripts.map((s) => [
      s.url.replace("/_next/static/chunks/", ""),
      kB(s.raw),
      kB(s.served),
      kB(s.gzip9),
      kB(s.brotli),
      percent(s.frameworkShare, 1),
    ]);
    const t = page.totals;
    rows.push(["total", kB(t.raw), kB(t.served), kB(t.gzip9), kB(t.brotli), percent(t.frameworkServed, t.served)]);
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
    const line = (cells) =>
      "  " +
      cells
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join("  ");
    lines.push(line(header), ...rows.map(line));
    lines.push(
      `  framework (React, React DOM, Next.js and Turbopack runtimes): ${kB(t.frameworkServed)} kB served (${percent(t.frameworkServed, t.served)}); ` +
        `product (our code and its libraries): ${kB(t.productServed)} kB (${percent(t.productServed, t.served)})` +
        (t.unattributedServed ? `; unattributed: ${kB(t.unattributedServed)} kB` : ""),
    );
    if (page.skippedNoModule.length)
      lines.push(
        `  not counted: ${page.skippedNoModule.length} nomodule polyfill script(s), never loaded by a browser with ES modules`,
      );
    if (page.misjudged)
      lines.push(
        `  WARNING: ${page.misjudged} React module(s) not classified as framework: the attribution method needs a look`,
      );
  }
  return lines.join("\n");
}

export function checkFirstLoadJs(pages, budget) {
  return pages.map((page) => ({
    budget: `${FIRST_LOAD_NAME} ${page.path} < ${kB(budget.maxCompressedBytes)} kB compressed`,
    actual: `${kB(page.totals.served)} kB${page.misjudged ? ", but the framework/product split is broken (see the warning)" : ""}`,
    limit: budget.maxCompressedBytes,
    pass: page.totals.served < budget.maxCompressedBytes && page.misjudged === 0,
  }));
}

async function main() {
  if (!existsSync(join(root, ".next", "BUILD_ID"))) {
    console.error("No production build (.next/BUILD_ID): run `npm run build` first");
    return false;
  }
  const buildId = readFileSync(join(root, ".next", "BUILD_ID"), "utf8").trim();
  await assertPortFree(PORT, "first-load bench");
  tempDir = mkdtempSync(join(tmpdir(), "madameai-first-load-"));
  const app = `http://127.0.0.1:${PORT}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    APP_SECRET: randomBytes(36).toString("base64url"),
    APP_URL: app,
    PGLITE_DIR: join(tempDir, "pglite"),
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  server = startServer("app", process.execPath, [join(root, "server.mjs"), "-p", String(PORT), "-H", "127.0.0.1"], {
    cwd: root,
    env,
  });
  await waitUntilHealthy(server, `${app}/api/health`);
  const pages = await measureFirstLoadJs(app);
  const checks = checkFirstLoadJs(pages, budgets[FIRST_LOAD_NAME]);
  const pass = checks.every((check) => check.pass);
  console.log(
    `MadameAI first-load JavaScript: build ${buildId}\n\n${firstLoadLines(pages)}\n\n${checks.map((c) => `${c.pass ? "PASS" : "FAIL"}  ${c.budget}: ${c.actual}`).join("\n")}\n`,
  );
  mkdirSync(join(root, "bench", "results"), { recursive: true });
  writeFileSync(
    join(root, "bench", "results", "first-load-js.json"),
    `${JSON.stringify({ date: new Date().toISOString(), buildId, pages, budgets: checks, pass }, null, 2)}\n`,
  );
  console.log(`${pass ? "All first-load budgets met" : "BUDGET FAILED"}; results in bench/results/first-load-js.json`);
  return pass;
}

let server = null;
let tempDir = null;
async function cleanUp() {
  if (server) await stopServer(server);
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ])
    process.once(signal, () => cleanUp().finally(() => process.exit(code)));
  process.once("exit", () => {
    if (server) killServerNow(server);
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  });
  let exitCode = 1;
  try {
    exitCode = (await main()) ? 0 : 1;
  } catch (error) {
    console.error(
      `first-load bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    await cleanUp();
  }
  process.exit(exitCode);
}
