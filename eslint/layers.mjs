// The layers of src/ and who may import whom: the table in ARCHITECTURE.md, as eslint-plugin-boundaries
// settings. A file belongs to the first element whose folder pattern matches it; `src/env.ts`, the
// bottom of every layer, belongs to none, so anything may import it.
export const layers = [
  { type: "feature", pattern: "src/features/*", capture: ["name"] },
  { type: "app", pattern: "src/app" },
  { type: "jobs", pattern: "src/jobs" },
  { type: "components", pattern: "src/components" },
  { type: "db", pattern: "src/db" },
  { type: "lib", pattern: "src/lib" },
  { type: "i18n", pattern: "src/i18n" },
  { type: "config", pattern: "src/config" },
  { type: "types", pattern: "src/types" },
];

// Entry points the framework loads itself (the proxy, start-up, next-intl's per-request config):
// they compose the layers as a route does.
export const files = [
  { category: "entry", pattern: ["src/proxy.ts", "src/instrumentation.ts", "src/i18n/request.ts"] },
];

// A feature's public faces: `index.ts` for server and shared code, `components/index.ts` for its UI.
const featureFaces = { element: { type: "feature", fileInternalPath: ["index.ts", "components/index.ts"] } };
const everyLayerBelowApp = ["jobs", "components", "db", "lib", "i18n", "config", "types"];
const below = {
  components: ["lib", "i18n", "config", "types"],
  db: ["lib", "config", "types"],
  lib: ["db", "i18n", "config", "types"],
  i18n: ["config", "types"],
  config: ["i18n", "types"], // both hold plain constants (locales, flags), read by each other
};

export const layerRules = [
  {
    from: { element: { type: "app" } },
    allow: { to: [featureFaces, { element: { type: ["app", ...everyLayerBelowApp] } }] },
  },
  { from: { file: { categories: "entry" } }, allow: { to: [featureFaces, { element: { type: everyLayerBelowApp } }] } },
  {
    from: { element: { type: "jobs" } },
    allow: { to: [featureFaces, { element: { type: ["jobs", "db", "lib", "i18n", "config", "types"] } }] },
  },
  {
    from: { element: { type: "feature" } },
    allow: { to: [featureFaces, { element: { type: ["components", "db", "lib", "i18n", "config", "types"] } }] },
  },
  ...Object.entries(below).map(([type, allowed]) => ({
    from: { element: { type } },
    allow: { to: { element: { type: [type, ...allowed] } } },
  })),
];
