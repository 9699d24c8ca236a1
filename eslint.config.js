import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The floors of app/ (docs/conventions.md, "Floors"), top to bottom: a folder imports only the
 * folders on floors below its own, never one above. Under the kits two stacks stand side by side on
 * utils → schemas → vocabulary: the server side (edge down to platform) and the browser's
 * components, which never import each other. A pattern matches the `~/` path an import names.
 */
const floors = [
  "routes",
  "kits",
  "edge",
  "leads",
  "analytics",
  "sign-in",
  "basket",
  "services",
  "read-cache",
  "images",
  "platform",
  "components",
  "records",
  "utils",
  "schemas",
  "vocabulary",
];
const serverSide = floors.slice(floors.indexOf("edge"), floors.indexOf("platform") + 1);
const folder = (name) => [`~/${name}`, `~/${name}/**`];
const above = (name) => {
  const higher = floors.slice(0, floors.indexOf(name));
  const group = [...higher.flatMap(folder), "~/root"];
  const patterns = [{ group, message: `app/${name} stands below ${higher.join(", ")}: it imports none of them.` }];
  if (serverSide.includes(name)) {
    patterns.push({ group: folder("components"), message: "The server side never imports the browser's components." });
  }
  if (["components", "schemas", "vocabulary"].includes(name)) {
    patterns.push({ group: ["*.server"], message: "A *.server module never reaches the browser's code." });
  }
  return { files: [`app/${name}/**`], rules: { "no-restricted-imports": ["error", { patterns }] } };
};

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
  ...floors.slice(1).map(above),
);
