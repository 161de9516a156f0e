// The house rules, checked: `npm run lint` (a step of `npm test`). ARCHITECTURE.md explains them;
// this file encodes them so a reviewer does not have to.
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { files, layerRules, layers } from "./eslint/layers.mjs";
import { house } from "./eslint/plugin.mjs";

const config = [
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "drizzle/**",
      "playwright-report/**",
      "test-results/**",
      "data/**",
      "next-env.d.ts",
      "public/**",
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      // Next.js turns on a few accessibility rules; we want all of the plugin's recommended ones.
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import/no-cycle": "off", // checked by boundaries below, and far cheaper there
    },
  },
  // Server-side repeating work is a job with its schedule and retries, safe with several processes.
  {
    files: ["src/**/*.ts"],
    ignores: ["src/**/components/**", "src/components/**", "**/*.test.ts", "src/**/testing/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='setInterval']",
          message: "Background work is a job in src/jobs (pg-boss), not an interval.",
        },
      ],
    },
  },
  // Small files: a module over 300 lines holds more than one idea. Tests, test servers and the
  // checker's corpora (data read by tests) are exempt.
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "src/**/testing/**", "src/features/learning/checker-corpus/**"],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  // Layers, and a feature's two public faces (ARCHITECTURE.md, "Layers and the one direction of imports").
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries, house },
    settings: {
      "boundaries/elements": layers,
      "boundaries/files": files,
      "boundaries/include": ["src/**/*"],
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies: layerRules }],
      "house/client-imports-no-server-module": "error",
    },
  },
  // Tests, scripts and benchmarks may reach anything they exercise.
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "src/**/testing/**", "e2e/**", "scripts/**", "bench/**"],
    rules: { "boundaries/dependencies": "off" },
  },
  // Playwright's fixtures call a function named `use`, which is not React's.
  { files: ["e2e/**"], rules: { "react-hooks/rules-of-hooks": "off" } },
  prettier,
];

export default config;
