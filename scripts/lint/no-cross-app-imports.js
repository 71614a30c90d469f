// ESLint rule: an app's internals (apps/<b>/src) are its own. Code under apps/<a>, packages/, simulator/, scripts/
// or prisma/ may not import apps/<b>/src for another app b, neither by a relative path nor through the app's
// workspace name (@care/<b>): what two apps (or an app and a tool) share belongs in a package under packages/.
// tests/** is not linted by it: tests exercise the apps' internals on purpose. Unlike no-restricted-imports, which
// only sees the import string, this resolves the path against the importing file, so any depth of "../" is caught.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const APPS_DIR = path.join(ROOT, "apps");

/** Workspace package name → app folder (e.g. @care/worker → worker). */
const APP_PACKAGES = new Map(
  readdirSync(APPS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      try {
        const { name } = JSON.parse(readFileSync(path.join(APPS_DIR, d.name, "package.json"), "utf8"));
        return typeof name === "string" ? [[name, d.name]] : [];
      } catch {
        return [];
      }
    }),
);

/** The app whose src/ a path (relative to the root) lies in, or null. */
function appOfSource(relative) {
  const m = /^apps\/([^/]+)\/src(\/|$)/.exec(relative.split(path.sep).join("/"));
  return m ? m[1] : null;
}

/** The app an import specifier reaches into, or null. */
function targetApp(specifier, fromDir) {
  if (specifier.startsWith(".") || path.isAbsolute(specifier)) {
    return appOfSource(path.relative(ROOT, path.resolve(fromDir, specifier)));
  }
  const [scope, name] = specifier.split("/");
  const pkg = scope?.startsWith("@") ? `${scope}/${name}` : scope;
  return APP_PACKAGES.get(pkg) ?? null;
}

/** Reports every import, re-export or import() of the file that reaches another app's src. */
// eslint-disable-next-line @typescript-eslint/explicit-module-boundary-types -- ESLint loads this file as plain JS
function create(context) {
  const file = context.filename;
  const relative = path.relative(ROOT, file).split(path.sep).join("/");
  const own = /^apps\/([^/]+)\//.exec(relative)?.[1] ?? null;
  // Where the import comes from, as the message names it: apps/api, packages/ingest, simulator, scripts, ...
  const parts = relative.split("/");
  const from = parts.slice(0, parts[0] === "apps" || parts[0] === "packages" ? 2 : 1).join("/");
  const check = (node) => {
    if (!node || node.type !== "Literal" || typeof node.value !== "string") return;
    const target = targetApp(node.value, path.dirname(file));
    if (target !== null && target !== own) {
      context.report({ node, messageId: "crossApp", data: { source: node.value, target, from } });
    }
  };
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
  };
}

export const noCrossAppImports = {
  meta: {
    type: "problem",
    docs: { description: "Forbids importing another app's internals (apps/<app>/src)" },
    schema: [],
    messages: {
      crossApp:
        "'{{source}}' reaches into apps/{{target}}/src from {{from}}: an app's internals are its own. Move the shared code to a package under packages/ (a @care/* workspace).",
    },
  },
  create,
};
