import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { format, resolveConfig } from "prettier";
import * as contracts from "@care/contracts";
import { checksCareRelationship, ROUTE_TABLE, type RouteContract } from "@care/contracts";
import {
  contractRefs,
  contractUses,
  pathPattern,
  pathUses,
  reader,
  sourceFiles,
  type RouteGroups,
} from "./lib/route-refs.js";
import { scopeFunctionsOf } from "./lib/route-scope.js";

// Writes docs/routes.md, the route map (issue 26 item 5): one row per route of ROUTE_TABLE with its roles, what it
// filters by, and the files that define, serve, call and test it, all found by reading the source (no app, no
// database). `npm run docs:routes` rewrites it; tests/support/routes-doc.test.ts fails when it is stale.

const ROOT = resolve(import.meta.dirname, "..");
export const ROUTES_DOC = "docs/routes.md";

/** At most this many portal files and tests per route: the ones that name it most. */
const MAX_FILES = 3;

const isGroup = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !("operationId" in v);

/** Every export of @care/contracts that holds route contracts (directly or one level down). */
function routeGroups(table: readonly RouteContract[]): RouteGroups {
  const inTable = new Set<unknown>(table);
  const holds = (v: unknown, depth: number): boolean =>
    inTable.has(v) || (depth > 0 && isGroup(v) && Object.values(v).some((x) => holds(x, depth - 1)));
  return new Map(
    Object.entries(contracts).filter((e): e is [string, Record<string, unknown>] => isGroup(e[1]) && holds(e[1], 2)),
  );
}

/** The contracts file that declares each route: the smallest group containing it whose file declares that group. */
function contractFiles(groups: RouteGroups, read: (p: string) => string): Map<RouteContract, string> {
  const files = sourceFiles(ROOT, "packages/contracts/src/routes", (p) => !p.endsWith(".test.ts"));
  const declaredIn = (name: string): string | undefined =>
    files.find((f) => new RegExp(`export const ${name}\\b`).test(read(f)));
  const flat = (v: unknown): RouteContract[] =>
    isGroup(v) ? Object.values(v).flatMap(flat) : v === undefined ? [] : [v as RouteContract];
  const out = new Map<RouteContract, { file: string; size: number }>();
  for (const [name, group] of groups) {
    const file = declaredIn(name);
    if (!file) continue;
    const members = flat(group);
    for (const route of members) {
      const known = out.get(route);
      if (!known || members.length < known.size) out.set(route, { file, size: members.length });
    }
  }
  return new Map([...out].map(([route, { file }]) => [route, file]));
}

/** The registerRoute call that serves a route named at `at`: the call it is inside, or the next one (a loop). */
function handlerText(text: string, at: number): string {
  const next = text.indexOf("registerRoute(", at);
  if (next === -1) return text.slice(at);
  if (text.slice(at, next).includes("=>")) return text.slice(at, next);
  const after = text.indexOf("registerRoute(", next + 1);
  return text.slice(next, after === -1 ? undefined : after);
}

interface Row {
  route: RouteContract;
  /** The API module folder that serves it (apps/api/src/modules/<domain>/): the section it is listed under. */
  domain: string;
  contractFile: string;
  handlerFiles: string[];
  scope: string;
  portal: string[];
  tests: string[];
}

/** Files by how often they name a route: the most uses first, then by path. */
function ranked(uses: ReadonlyMap<string, number>): string[] {
  return [...uses].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([path]) => path);
}

function scopeOf(route: RouteContract, handlers: readonly { path: string; text: string }[]): string {
  if (route.access === "public") return "public";
  const read = reader(ROOT);
  const found = new Set(handlers.flatMap((h) => scopeFunctionsOf(ROOT, h.path, h.text, read)));
  const parts = [...found].sort().map((f) => `\`${f}\``);
  if (checksCareRelationship(route)) parts.push("care relationship");
  return parts.length > 0 ? parts.join(", ") : "roles only";
}

function rows(read: (p: string) => string): Row[] {
  const groups = routeGroups(ROUTE_TABLE);
  const declared = contractFiles(groups, read);
  const notTest = (p: string): boolean => !/\.test\.tsx?$/.test(p) && !p.startsWith("apps/web/src/test/");
  const apiFiles = [
    ...sourceFiles(ROOT, "apps/api/src", notTest),
    ...sourceFiles(ROOT, "packages", (p) => notTest(p) && !p.startsWith("packages/contracts/")),
  ].filter((p) => read(p).includes("registerRoute("));
  const webFiles = sourceFiles(ROOT, "apps/web/src", notTest);
  const testFiles = [
    // The map's own test names a few routes to check the map: it tests the map, not them.
    ...sourceFiles(ROOT, "tests", (p) => /\.test\.tsx?$/.test(p) && p !== "tests/support/routes-doc.test.ts"),
    ...sourceFiles(ROOT, "apps/api/src", (p) => /\.test\.ts$/.test(p)),
  ];
  const usesIn = (files: readonly string[]): Map<string, Map<RouteContract, number>> =>
    new Map(files.map((f) => [f, contractUses(read(f), groups)]));
  const apiUses = usesIn(apiFiles);
  const webUses = usesIn(webFiles);
  const testUses = usesIn(testFiles);

  return ROUTE_TABLE.map((route) => {
    const handlers = apiFiles.flatMap((path) => {
      if (!apiUses.get(path)?.has(route)) return [];
      return [{ path, text: handlerTexts(read(path), route, groups).join("\n") }];
    });
    if (handlers.length === 0) throw new Error(`no file in apps/api/src registers ${route.method} ${route.path}`);
    const pattern = pathPattern(route);
    const count = (files: readonly string[], uses: Map<string, Map<RouteContract, number>>): Map<string, number> =>
      new Map(
        files
          .map((f) => [f, (uses.get(f)?.get(route) ?? 0) + pathUses(read(f), pattern)] as const)
          .filter(([, n]) => n > 0),
      );
    return {
      route,
      domain: domainOf(route, handlers[0]?.path ?? ""),
      contractFile: declared.get(route) ?? "—",
      handlerFiles: handlers.map((h) => h.path),
      scope: scopeOf(route, handlers),
      portal: ranked(count(webFiles, webUses)),
      tests: ranked(count(testFiles, testUses)),
    };
  });
}

/** The domain of a route: its handler's module folder (docs/architecture.md "Map"), else its URL's service. */
function domainOf(route: RouteContract, handlerFile: string): string {
  return /^apps\/api\/src\/modules\/([^/]+)\//.exec(handlerFile)?.[1] ?? route.service;
}

/** The registerRoute calls of `text` that serve `route`. */
function handlerTexts(text: string, route: RouteContract, groups: RouteGroups): string[] {
  const calls = contractRefs(text, groups).filter((ref) => ref.contracts.includes(route));
  return [...new Set(calls.map((ref) => handlerText(text, ref.index)))];
}

const cell = (files: readonly string[]): string => {
  if (files.length === 0) return "—";
  const shown = files.slice(0, MAX_FILES).map((f) => `\`${f}\``);
  return files.length > MAX_FILES ? `${shown.join("<br>")}<br>(+${files.length - MAX_FILES} more)` : shown.join("<br>");
};

const roles = (route: RouteContract): string => (route.access === "public" ? "public" : route.access.join(", "));

const HEADER = `# Route map

Generated from \`ROUTE_TABLE\` (packages/contracts/src/routes/index.ts) by \`npm run docs:routes\`
(scripts/routes-doc.ts); do not edit by hand. \`tests/support/routes-doc.test.ts\` fails when this file is stale.

Routes are grouped by domain: the folder of \`apps/api/src/modules\` that serves them, whose name the contract file
and the portal feature share (docs/architecture.md, "Map"); the URL keeps the spec's service prefix. Every file below
is found by reading the source: the contract file declares the route's schemas; the handler file calls
\`registerRoute\` with it; the portal files call it (through its contract or its path), tests name it
(the most uses first, at most ${MAX_FILES}).

**Scope** is what the handler's code reaches to decide which seniors the caller sees (apps/api/src/access/senior-visibility.ts, docs/security.md):

| Scope | Meaning |
| --- | --- |
| public | no token (sign-in, health, signed device ingestion) |
| roles only | the route's roles decide; the handler applies no senior scope (own account, configuration, inventory…) |
| \`requireSenior\` | one senior within the caller's senior scope, or 404 (a care agent reaches every senior, a facility agent their facility's) |
| \`seniorScope\` | lists filtered to the caller's seniors (a care agent's assigned ones by default) |
| \`requireVitalsSenior\` / \`vitalsScope\` | the vitals rule: care agents and admins every senior, facility agents their facility's, BDM and warehouse nobody |
| \`insightScope\` | care insights of the seniors in scope (senior-less ones for approvers) |
| \`facilityScope\` | facilities: a facility agent's own, every one for Admin, Admin_WellnessServices and BDM |
| \`isFacilityAgent\` | the handler pins a facility agent to their own facility (the agency graphs) |
| \`seesApprovedOnly\` | a facility agent reads approved insights only, without the pre-approval text |
| \`mayHear\` | realtime channels by role and facility |
| \`reportAccess\` / \`reportTypesFor\` | report types by role, rows by facility (@care/contracts reports/access.ts) |
| care relationship | a write for a senior outside the caller's care relationship needs a break-glass reason (RouteContract.seniorWrite) |
`;

/** The whole of docs/routes.md, from the current source, formatted as `prettier --check` (npm run lint) expects. */
export async function renderRoutesDoc(): Promise<string> {
  const file = resolve(ROOT, ROUTES_DOC);
  return format(routesMarkdown(), { ...(await resolveConfig(file)), filepath: file });
}

function routesMarkdown(): string {
  const read = reader(ROOT);
  const all = rows(read);
  const domains = [...new Set(all.map((r) => r.domain))].sort();
  const sections = domains.map((domain) => {
    const mine = all
      .filter((r) => r.domain === domain)
      .sort((a, b) => a.route.path.localeCompare(b.route.path) || a.route.method.localeCompare(b.route.method));
    const lines = mine.map((r) =>
      [
        r.route.method,
        `\`${r.route.path}\``,
        roles(r.route),
        r.scope,
        cell([r.contractFile]),
        cell(r.handlerFiles),
        cell(r.portal),
        cell(r.tests),
      ].join(" | "),
    );
    const prefixes = [...new Set(mine.map((r) => `\`${r.route.path.split("/").slice(0, 3).join("/")}\``))]
      .sort()
      .join(", ");
    return [
      `## ${domain} (${mine.length})`,
      "",
      `Paths under ${prefixes}.`,
      "",
      "| Method | Path | Roles | Scope | Contract | Handler | Portal | Tests |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      ...lines.map((l) => `| ${l} |`),
    ].join("\n");
  });
  return `${HEADER}\n${sections.join("\n\n")}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(resolve(ROOT, ROUTES_DOC), await renderRoutesDoc());
  console.log(`wrote ${ROUTES_DOC} (${ROUTE_TABLE.length} routes)`);
}
