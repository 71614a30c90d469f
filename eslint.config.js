import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { noCrossAppImports } from "./scripts/lint/no-cross-app-imports.js";

/**
 * The portal's layers (docs/portal.md): shared (apps/web/src/lib) ← features ← app. lib imports neither features
 * nor app; a feature imports lib, never app nor another feature; app composes features (the router, pages made of
 * several features). The built-in no-restricted-imports only sees the import string, not the importing file, so
 * there is one block per depth below a feature folder: from features/<a>/<k folders>/file, exactly k+1 "../" lands
 * in features/ itself, so "../"×(k+1) followed by a name is another feature (or <a> reached the long way round), and
 * "../"×(k+2) followed by app is the app layer; any path naming features/<b> or src/app (aliased, or from higher
 * up) leaves the layer too. Deeper "../" chains that do not name them reach lib/, which is allowed. lib has no
 * folder called app or features, so any import naming one leaves lib. Tests are held to the same rules; the test
 * harness (src/test) is what renders the whole app.
 */
const FEATURE_BOUNDARY_MESSAGE =
  "A portal feature must not import another feature: move the shared code to apps/web/src/lib, or compose the features in apps/web/src/app.";
const FEATURE_TO_APP_MESSAGE =
  "A portal feature must not import the app layer (apps/web/src/app): move what it needs to apps/web/src/lib.";
const LIB_LAYER_MESSAGE =
  "apps/web/src/lib is the shared layer: it must not import a feature or the app (apps/web/src/features, apps/web/src/app).";
const APP_ALIAS = "(^|/)src/app(/|$)|^@/app(/|$)";
const featureBoundaries = [
  ...Array.from({ length: 6 }, (_, depth) => ({
    files: [`apps/web/src/features/*/${"*/".repeat(depth)}*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: `^(\\./)?(\\.\\./){${depth + 1}}[^./][^/]*(/|$)`, message: FEATURE_BOUNDARY_MESSAGE },
            { regex: "(^|/)features/[^/]+", message: FEATURE_BOUNDARY_MESSAGE },
            { regex: `^(\\./)?(\\.\\./){${depth + 2}}app(/|$)`, message: FEATURE_TO_APP_MESSAGE },
            { regex: APP_ALIAS, message: FEATURE_TO_APP_MESSAGE },
          ],
        },
      ],
    },
  })),
  {
    files: ["apps/web/src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "(^|/)(app|features)(/|$)", message: LIB_LAYER_MESSAGE }] },
      ],
    },
  },
];

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
    // Apps are not libraries (scripts/lint/no-cross-app-imports.js): code shared by two apps, or by an app and the
    // simulator, scripts or seed, lives in packages/. tests/** is left out: tests exercise the apps' internals.
    files: ["{apps,packages,simulator,scripts,prisma}/**/*.{ts,tsx,js,mjs}"],
    plugins: { "care-boundaries": { rules: { "no-cross-app-imports": noCrossAppImports } } },
    rules: { "care-boundaries/no-cross-app-imports": "error" },
  },
  {
    // Tests may use untyped helpers; exported boundary types there add nothing.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**"],
    rules: { "@typescript-eslint/explicit-module-boundary-types": "off" },
  },
);
