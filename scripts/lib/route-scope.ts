import { existsSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { sourceFiles } from "./route-refs.js";

// Which seniors a route reaches is decided in code, by the functions of apps/api/src/access/senior-visibility.ts
// (and reportAccess for reports). This follows a route's handler through the functions it calls (within its module
// folder and the files those import) and reports which of those deciding functions it reaches: the scope column of
// docs/routes.md is what the code calls, not a hand-kept label. Source is Prettier-formatted, which the body
// extraction below relies on (a body ends where its indentation does).

/** The functions that decide what a caller sees, as the route map names them. */
export const SCOPE_FUNCTIONS = [
  "requireSenior",
  "seniorScope",
  "requireVitalsSenior",
  "vitalsScope",
  "insightScope",
  "facilityScope",
  "isFacilityAgent",
  "seesApprovedOnly",
  "mayHear",
  "reportAccess",
  "reportTypesFor",
] as const;

const SCOPE_CALL = new RegExp(`\\b(${SCOPE_FUNCTIONS.join("|")})\\s*\\(`, "g");
const CALL = /([A-Za-z_$][\w$]*)\s*(?:<[^<>()]*>)?\(/g;
const KEYWORDS = new Set(["if", "for", "while", "switch", "catch", "function", "return", "await", "typeof", "new"]);

const indentOf = (line: string): number => line.length - line.trimStart().length;

/** The text of the definition starting at `lines[i]`: up to the line that closes it at its own indentation. */
function bodyAt(lines: readonly string[], i: number): string {
  const first = lines[i] ?? "";
  const indent = indentOf(first);
  const opens = (first.match(/[({[]/g) ?? []).length - (first.match(/[)}\]]/g) ?? []).length;
  if (opens <= 0 && !/(=>|=|\(|\{)\s*$/.test(first)) return first;
  let j = i + 1;
  for (; j < lines.length; j++) {
    const line = lines[j] ?? "";
    if (line.trim() === "" || indentOf(line) > indent || line.trimStart().startsWith(")")) continue;
    if (/^[}\]]/.test(line.trimStart())) j++;
    break;
  }
  return lines.slice(i, j).join("\n");
}

// A definition's first line: a function, an async method, a method with its body on the line, a const, a property.
const DEFINITION =
  /^\s*(?:export\s+)?(?:(?:async\s+)?function\s*\*?\s*([\w$]+)\s*[<(]|(?:const|let)\s+([\w$]+)\s*[:=]|async\s+([\w$]+)\s*\(|([\w$]+)\s*\([^()]*\)\s*(?::[^=]+)?\{\s*$|([\w$]+)\s*:\s*(?:async\s*)?\()/;

const INLINE_ARROW = /([\w$]+)\s*:\s*(?:async\s*)?\([^()]*\)\s*=>/g;

/** Every definition of a file, by name: the text of each. */
function definitionsOf(text: string): Map<string, string[]> {
  const lines = text.split("\n");
  const out = new Map<string, string[]>();
  lines.forEach((line, i) => {
    const m = DEFINITION.exec(line);
    const name = m?.slice(1).find((g) => g !== undefined);
    if (name && !KEYWORDS.has(name)) out.set(name, [...(out.get(name) ?? []), bodyAt(lines, i)]);
    // Arrow properties inside a line: `return { list, history: (user, q) => alarmHistory(prisma, user, q) };`
    for (const p of line.matchAll(INLINE_ARROW)) {
      if (p.index === 0 || p[1] === name) continue;
      out.set(p[1] ?? "", [...(out.get(p[1] ?? "") ?? []), line.slice(p.index)]);
    }
  });
  return out;
}

/** The files a route's handler can reach: its folder, and what those files import by relative path, transitively. */
function reachableFiles(root: string, handlerPath: string, read: (p: string) => string): string[] {
  const seen = new Set<string>();
  const queue = sourceFiles(
    root,
    dirname(handlerPath),
    (p) => !/\.test\.tsx?$/.test(p) && dirname(p) === dirname(handlerPath),
  );
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path) || path.endsWith("access/senior-visibility.ts")) continue;
    seen.add(path);
    for (const m of read(path).matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)) {
      const target = normalize(join(dirname(path), (m[1] ?? "").replace(/\.js$/, "")));
      const file = [`${target}.ts`, `${target}.tsx`, join(target, "index.ts")].find((f) => existsSync(join(root, f)));
      if (file && !seen.has(file)) queue.push(file);
    }
  }
  return [...seen].sort();
}

const DEFINITIONS = new Map<string, Map<string, string[]>>();
const definitionsCache = (path: string, read: (p: string) => string): Map<string, string[]> => {
  let defs = DEFINITIONS.get(path);
  if (!defs) {
    defs = definitionsOf(read(path));
    DEFINITIONS.set(path, defs);
  }
  return defs;
};

/** The scope functions reached from `handlerText` (a registerRoute call in `handlerPath`), sorted. */
export function scopeFunctionsOf(
  root: string,
  handlerPath: string,
  handlerText: string,
  read: (p: string) => string,
): string[] {
  const files = reachableFiles(root, handlerPath, read).map((path) => definitionsCache(path, read));
  const found = new Set<string>();
  const names = new Set<string>();
  let texts = [handlerText];
  // Six calls deep reaches from a handler through its service into the shared lookups (insight-access, reports scope).
  for (let depth = 0; depth < 6 && texts.length > 0; depth++) {
    const next: string[] = [];
    for (const text of texts) {
      for (const m of text.matchAll(SCOPE_CALL)) found.add(m[1] ?? "");
      for (const m of text.matchAll(CALL)) {
        const name = m[1] ?? "";
        if (KEYWORDS.has(name) || names.has(name)) continue;
        names.add(name);
        for (const defs of files) next.push(...(defs.get(name) ?? []));
      }
    }
    texts = next;
  }
  return [...found].sort();
}
