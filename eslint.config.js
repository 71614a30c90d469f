import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/**
 * Portal features stay independent (docs/portal.md): code shared by two features lives in apps/web/src/app or lib,
 * never in one feature imported by another. The built-in no-restricted-imports only sees the import string, not
 * the importing file, so there is one block per depth below a feature folder: from
 * features/<a>/<k folders>/file, exactly k+1 "../" lands in features/ itself, so "../"×(k+1) followed by a name is
 * another feature (or <a> reached the long way round); and any path naming features/<b> (aliased, or from higher up)
 * leaves the feature too. Deeper "../" chains that do not name features/ reach app/ and lib/, which is allowed.
 */
const FEATURE_BOUNDARY_MESSAGE =
  "A portal feature must not import another feature: move the shared code to apps/web/src/app or apps/web/src/lib.";
const featureBoundaries = Array.from({ length: 6 }, (_, depth) => ({
  files: [`apps/web/src/features/*/${"*/".repeat(depth)}*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { regex: `^(\\./)?(\\.\\./){${depth + 1}}[^./][^/]*(/|$)`, message: FEATURE_BOUNDARY_MESSAGE },
          { regex: "(^|/)features/[^/]+", message: FEATURE_BOUNDARY_MESSAGE },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/dist/**", ".data/**", "packages/db/src/generated/**", "**/.turbo/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/explicit-module-boundary-types": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...featureBoundaries,
  {
    // Tests may use untyped helpers; exported boundary types there add nothing.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**"],
    rules: { "@typescript-eslint/explicit-module-boundary-types": "off" },
  },
);
