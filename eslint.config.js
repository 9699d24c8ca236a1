import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of app/ (docs/conventions.md, "Where things go"): routes → kits → components →
 * utils → schemas → vocabulary, each importing only the layers below it. The server side
 * (services, edge) serves routes and kits and imports none of them. Each folder lists what it
 * may not import; a pattern matches the `~/` path an import names.
 */
const above = {
  routes: { group: ["~/routes", "~/routes/**", "~/root"], message: "Only the route tree imports routes and ~/root." },
  kits: { group: ["~/kits", "~/kits/**"], message: "Kits sit above components, utils and the server side." },
  components: {
    group: ["~/components", "~/components/**"],
    message: "Components sit above utils, schemas and vocabulary.",
  },
  server: {
    group: ["~/services", "~/services/**", "~/edge", "~/edge/**"],
    message: "services and edge are the server side: routes and kits call them.",
  },
  serverOnly: { group: ["*.server"], message: "A *.server module never reaches the browser's code." },
  utils: { group: ["~/utils", "~/utils/**"], message: "utils sits above schemas and vocabulary." },
  schemas: { group: ["~/schemas", "~/schemas/**"], message: "schemas sits above vocabulary." },
};
const layer = (files, ...groups) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns: groups.map((name) => above[name]) }] },
});

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".build*/",
      "public/build/",
      ".cache/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Hooks live in .ts modules too (use-upload-submit.ts, use-reveal.ts …).
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.tsx"],
    plugins: { react, "jsx-a11y": jsxA11y },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "react/no-danger": "error",
    },
  },
  {
    // No import circles in app/ (the TypeScript resolver follows the ~/ alias).
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // TypeScript's extensions and parser for the modules no-cycle reads (it skips others).
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-duplicates": "error",
    },
  },
  layer(["app/kits/**"], "routes"),
  layer(["app/components/**"], "routes", "kits", "server", "serverOnly"),
  layer(["app/utils/**"], "routes", "kits", "components", "server"),
  layer(["app/schemas/**"], "routes", "kits", "components", "server", "serverOnly", "utils"),
  layer(["app/vocabulary/**"], "routes", "kits", "components", "server", "serverOnly", "utils", "schemas"),
  layer(["app/services/**", "app/edge/**"], "routes", "kits", "components"),
);
