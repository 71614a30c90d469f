import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { RouteContract } from "@care/contracts";

// Finds, by reading source files only, which files use which route contract: the API file that registers it, the
// portal files that call it, the tests that call it. A file names a route through the contract objects exported by
// @care/contracts (`photoRoutes.images`, `R.images` after `photoRoutes as R`, `R.list` after
// `const R = providerRoutes[type]`) or, in tests, through its path as a string ("/api/users/photos").

/** The route groups exported by @care/contracts: export name → key → contract, or key → nested group. */
export type RouteGroups = ReadonlyMap<string, Record<string, unknown>>;

const isContract = (v: unknown): v is RouteContract =>
  typeof v === "object" && v !== null && "operationId" in v && "method" in v && "path" in v;

/** The groups a file names: what it imports from @care/contracts, under the names it uses for them. */
function importedGroups(text: string, groups: RouteGroups): Map<string, unknown[]> {
  const names = new Map<string, unknown[]>();
  for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"@care\/contracts"/g)) {
    if (m[1]) continue;
    for (const spec of (m[2] ?? "").split(",")) {
      if (/^\s*type\s/.test(spec)) continue;
      const [imported, local] = spec.split(/\s+as\s+/).map((s) => s.trim());
      const group = imported ? groups.get(imported) : undefined;
      if (imported && group) names.set(local ?? imported, [group]);
    }
  }
  return names;
}

const PATH_STEP = /^(?:\.([A-Za-z_$][\w$]*)|\[([^\]]*)\])/;

/** `.a[b].c` → ["a", null, "c"]: quoted keys are kept, computed ones become null. */
function steps(text: string, from: number): (string | null)[] {
  const keys: (string | null)[] = [];
  let at = from;
  for (let m = PATH_STEP.exec(text.slice(at)); m; m = PATH_STEP.exec(text.slice(at))) {
    const quoted = /^\s*["']([^"']+)["']\s*$/.exec(m[2] ?? "");
    keys.push(m[1] ?? quoted?.[1] ?? null);
    at += m[0].length;
  }
  return keys;
}

/** What a property path reaches from a group, a nested group or a contract; a computed key (`[type]`) reaches all. */
function walk(value: unknown, keys: readonly (string | null)[]): unknown[] {
  if (keys.length === 0) return [value];
  if (typeof value !== "object" || value === null || isContract(value)) return [];
  const [key = null, ...rest] = keys;
  const record = value as Record<string, unknown>;
  const next = key === null ? Object.values(record) : Object.hasOwn(record, key) ? [record[key]] : [];
  return next.flatMap((v) => walk(v, rest));
}

// A schema read (`R.x.body` for a form) names the contract without calling the route, as does a type (`typeof R.x`).
const SCHEMA_READS = new Set(["body", "querystring", "params", "data", "response"]);

/** Where a contract is named in a text, and which contracts that name reaches (a loop alias reaches several). */
export interface ContractRef {
  index: number;
  contracts: RouteContract[];
}

/** Every place `text` calls a route through its contract object. */
export function contractRefs(text: string, groups: RouteGroups): ContractRef[] {
  const names = importedGroups(text, groups);
  // Local aliases of part of a group: `const R = providerRoutes[type];`, `const R = x.deviceHistory;`
  for (const m of text.matchAll(/\bconst\s+([A-Za-z_$][\w$]*)\s*=\s*([A-Za-z_$][\w$]*)/g)) {
    const bases = names.get(m[2] ?? "");
    if (bases === undefined || m.index === undefined) continue;
    const reached = bases.flatMap((b) => walk(b, steps(text, (m.index ?? 0) + m[0].length)));
    if (reached.length > 0) names.set(m[1] ?? "", reached);
  }
  const refs: ContractRef[] = [];
  if (names.size === 0) return refs;
  const pattern = new RegExp(`(typeof\\s+)?(?<![\\w$.])(${[...names.keys()].map(escape).join("|")})(?![\\w$])`, "g");
  for (const m of text.matchAll(pattern)) {
    if (m[1] || m.index === undefined) continue;
    const keys = steps(text, m.index + m[0].length);
    const bases = names.get(m[2] ?? "") ?? [];
    // The shortest prefix of the path that reaches contracts (`R.list.path` → R.list); a group alone calls nothing.
    for (let n = 0; n <= keys.length; n++) {
      const reached = bases.flatMap((b) => walk(b, keys.slice(0, n))).filter(isContract);
      if (reached.length === 0) continue;
      const next = keys[n];
      if (next && SCHEMA_READS.has(next)) break;
      refs.push({ index: m.index, contracts: reached });
      break;
    }
  }
  return refs;
}

/** How many times `text` calls each route through its contract object. */
export function contractUses(text: string, groups: RouteGroups): Map<RouteContract, number> {
  const uses = new Map<RouteContract, number>();
  for (const ref of contractRefs(text, groups)) {
    for (const contract of ref.contracts) uses.set(contract, (uses.get(contract) ?? 0) + 1);
  }
  return uses;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A regular expression that finds `route`'s path written as a string: "/api/x", `/api/x?a=1`, `/api/x/${id}`. */
export function pathPattern(route: RouteContract): RegExp {
  const body = route.path
    .split("/")
    .map((part) => (part.startsWith(":") ? "(?:\\$\\{[^}]+\\}|[\\w-]+)" : escape(part)))
    .join("/");
  return new RegExp(`["'\`]${body}(?=["'\`?]|\\$\\{)`, "g");
}

/** How many times `text` writes `route`'s path as a string. */
export function pathUses(text: string, pattern: RegExp): number {
  return [...text.matchAll(pattern)].length;
}

/** The .ts/.tsx files under `dir` (relative to `root`, sorted), skipping node_modules and build output. */
export function sourceFiles(root: string, dir: string, keep: (path: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (abs: string): void => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
      const path = join(abs, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && keep(relative(root, path))) out.push(relative(root, path));
    }
  };
  try {
    walk(join(root, dir));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  return out.sort();
}

/** A file's text, read once. */
export function reader(root: string): (path: string) => string {
  const cache = new Map<string, string>();
  return (path) => {
    let text = cache.get(path);
    if (text === undefined) {
      text = readFileSync(join(root, path), "utf8");
      cache.set(path, text);
    }
    return text;
  };
}
