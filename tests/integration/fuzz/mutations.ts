// Ways to break a valid input, and the hostile values they use. Each mutation is a pure function of the valid
// value and two numbers fast-check draws (which field, which hostile value), so a seed replays the same input.

/** What a case does to the route's input. "valid" sends the generated input as it is. */
export const MUTATIONS = [
  "valid",
  "missingField",
  "wrongType",
  "emptyString",
  "longString",
  "controlChars",
  "unstorableText",
  "injection",
  "badNumber",
  "hugeArray",
  "unknownField",
  "topLevel",
  "malformedJson",
  "wrongContentType",
  "badPathParam",
  "badQueryEncoding",
] as const;
export type Mutation = (typeof MUTATIONS)[number];

/** 10,000 characters: far past every contract's string bound. */
export const LONG_STRINGS: readonly string[] = ["x".repeat(10_000), "9".repeat(10_000), "é".repeat(10_000)];

export const CONTROL_STRINGS: readonly string[] = [
  "\u0000",
  "a\u0000b",
  "\u0007\u0008\u001b[31mred",
  "line\r\nInjected: header",
  "\u202Eevil\u202C",
  "\u200F\u200E\u2066rtl\u2069",
  "\uFEFFbom",
  "\uD800",
  "\uDFFFlone",
  "e\u0301\u0301\u0301\u0301",
  "👩‍👩‍👧‍👦",
  "\t \n ",
];

/**
 * Text Postgres cannot store: NUL (refused in text and in jsonb) and lone surrogates of either half (JSON can carry
 * them, Prisma's query engine cannot encode them). The API must refuse them with 400 naming the field.
 */
export const UNSTORABLE_TEXT: readonly string[] = ["\u0000", "\uDFFF", "\uD800"];

export const INJECTIONS: readonly string[] = [
  "' OR '1'='1",
  "'; DROP TABLE senior; --",
  '" OR ""="',
  "1; SELECT 1",
  "1) UNION SELECT NULL--",
  "%' AND 1=1 --",
  "\\",
  "\\'",
  "$1",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
  "../../../../etc/passwd",
  "%00",
  "%",
  "_",
  "*",
  "=cmd|' /C calc'!A0",
  '{"$gt":""}',
];

/** Numbers a bound or a parser can trip on, as numbers and as the strings a query string carries. */
export const BAD_NUMBERS: readonly unknown[] = [
  -1,
  -0,
  0,
  1.5,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 1,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  5e-324,
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "0x10",
  "1_000",
  " 1 ",
  "1.0.0",
  "١٢٣",
  "99999999999999999999999999999999",
  "-99999999999999999999999999999999",
];

/** Values of the wrong type for whatever the field expects. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  12345,
  "a string",
  [],
  [1, "two", null],
  {},
  { nested: { deeper: [1] } },
];

/** Bodies that are not JSON, sent as application/json. */
export const MALFORMED_JSON: readonly string[] = [
  "{",
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  "[",
  "nul",
  "undefined",
  '{"a":"\\u12"}',
  '{"a":1}{"b":2}',
  "\u0000",
  " ",
  '{"a":1e999999}',
  "[".repeat(5000) + "]".repeat(5000),
  '{"a":'.repeat(2000) + "1" + "}".repeat(2000),
];

/** Content types the route does not take, each with a body in that type. */
export const WRONG_CONTENT_TYPES: readonly { contentType: string; payload: string }[] = [
  { contentType: "text/plain", payload: '{"a":1}' },
  { contentType: "application/xml", payload: "<a><b>1</b></a>" },
  { contentType: "application/x-www-form-urlencoded", payload: "a=1&b=%ZZ&c" },
  { contentType: "multipart/form-data", payload: "--x\r\n\r\n" },
  {
    contentType: "multipart/form-data; boundary=x",
    payload: "--x\r\nContent-Disposition: form-data\r\n\r\nv\r\n--x--",
  },
  { contentType: "application/json; charset=utf-16", payload: '{"a":1}' },
  { contentType: "application/octet-stream", payload: "\u0000\u0001\u0002" },
  { contentType: "???", payload: "{}" },
  { contentType: "application/json", payload: "" },
];

/** Path parameters that are not ids (URL-encoded as a client would send them, or not). */
export const BAD_PATH_PARAMS: readonly string[] = [
  "1",
  "-1",
  "0",
  "1.5",
  "abc",
  "null",
  "undefined",
  "%00",
  "..%2F..%2Fetc%2Fpasswd",
  "%E0%A4%A",
  "x".repeat(10_000),
  "{00000000-0000-0000-0000-000000000000}",
  "00000000-0000-0000-0000-00000000000g",
  "%27%20OR%20%271%27%3D%271",
  "%3Cscript%3E",
];

/** Raw query strings a browser would never send. */
export const BAD_QUERY_STRINGS: readonly string[] = [
  "%",
  "%E0%A4%A",
  "a=%ZZ",
  "&&&=&=",
  "senior_id[]=1&senior_id[]=2",
  "senior_id[$gt]=",
  "limit=1&limit=2",
  "__proto__[admin]=1",
  "constructor[prototype][admin]=1",
  "offset=-1&limit=0",
];

type Path = (string | number)[];

/** Every place inside `value` (objects and arrays, a few levels deep), the root included. */
export function pathsOf(value: unknown, depth = 0): Path[] {
  const paths: Path[] = [[]];
  if (depth >= 4 || value === null || typeof value !== "object") return paths;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.slice(0, 3).map((v, i) => [i, v])
    : Object.entries(value);
  for (const [k, v] of entries) for (const p of pathsOf(v, depth + 1)) paths.push([k, ...p]);
  return paths;
}

function clone<T>(v: T): T {
  return v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T);
}

function setAt(root: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const copy = clone(root) as Record<string | number, unknown>;
  let cur = copy;
  for (const k of path.slice(0, -1)) cur = cur[k] as Record<string | number, unknown>;
  cur[path[path.length - 1] as string | number] = next;
  return copy;
}

function deleteAt(root: unknown, path: Path): unknown {
  const copy = clone(root) as Record<string | number, unknown>;
  let cur = copy;
  for (const k of path.slice(0, -1)) cur = cur[k] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (Array.isArray(cur)) cur.splice(last as number, 1);
  else delete cur[last];
  return copy;
}

function getAt(root: unknown, path: Path): unknown {
  let cur = root;
  for (const k of path) cur = (cur as Record<string | number, unknown>)[k];
  return cur;
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/**
 * A broken copy of a structured input (a body or a query object). `where` chooses the field, `which` the hostile
 * value. Returns the value to send; for unknownField the caller sends it as raw JSON (see unknownFieldJson).
 */
export function mutateValue(value: unknown, mutation: Mutation, where: number, which: number): unknown {
  const all = pathsOf(value);
  const fields = all.filter((p) => p.length > 0);
  const target = fields.length > 0 ? pick(fields, where) : [];
  switch (mutation) {
    case "missingField":
      return fields.length > 0 ? deleteAt(value, target) : value;
    case "wrongType":
      return setAt(value, target, pick(WRONG_TYPES, which));
    case "emptyString":
      return setAt(value, target, "");
    case "longString":
      return setAt(value, target, pick(LONG_STRINGS, which));
    case "controlChars": {
      const current = getAt(value, target);
      const bad = pick(CONTROL_STRINGS, which);
      return setAt(value, target, typeof current === "string" && which % 2 === 0 ? current + bad : bad);
    }
    case "injection":
      return setAt(value, target, pick(INJECTIONS, which));
    case "badNumber":
      return setAt(value, target, pick(BAD_NUMBERS, which));
    case "hugeArray": {
      const arrays = all.filter((p) => Array.isArray(getAt(value, p)));
      const at = arrays.length > 0 && which % 2 === 0 ? pick(arrays, where) : target;
      const current = getAt(value, at);
      const item = Array.isArray(current) && current.length > 0 ? current[0] : pick(WRONG_TYPES, which);
      return setAt(
        value,
        at,
        Array.from({ length: 10_000 }, () => item),
      );
    }
    case "topLevel":
      return pick([null, [], [value], "text", 42, true, [{}, {}]], which);
    default:
      return value;
  }
}

/** Every place in `value` that holds a string (its top-level ones only when `topOnly`), at most 16 levels deep. */
function stringPaths(value: unknown, topOnly: boolean, path: Path = []): Path[] {
  if (typeof value === "string") return path.length > 0 ? [path] : [];
  if (value === null || typeof value !== "object" || (topOnly && path.length > 0) || path.length > 16) return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return entries.flatMap(([k, v]) => stringPaths(v, topOnly, [...path, k]));
}

/** What withUnstorableText puts into every string it spoils: NUL, or a lone surrogate (either half, in turn). */
export type UnstorableKind = "nul" | "surrogates";

/**
 * The `which` that makes withUnstorableText put `kind` into every string the contract lets through (see there);
 * `drawn` still chooses where in each string (before, after, inside). In a URL it is NUL whatever `kind` says.
 */
export function unstorableWhich(kind: UnstorableKind, drawn: number): number {
  return (kind === "nul" ? 0 : 3) + (drawn % 3);
}

/**
 * `value` with NUL or lone surrogates in its strings, and the paths of the strings it spoilt. `which` draws how: NUL
 * in each, a lone surrogate in each, or the two alternating (so that over the cases every field gets each); before,
 * after or inside the text; and which strings — every one, or every one the contract lets through with the bad text
 * (`accepts`: the input with that string alone spoilt still validates), so that the ids stay valid and the text
 * reaches the handler and the database unless something refuses it first (a NUL in the persona did: a 500).
 * `inUrl`: the value goes into a URL, whose query string and path carry only top-level strings as they are (nested
 * values go as JSON text, which escapes a NUL) and no lone surrogate at all (an encoder sends U+FFFD or bytes that
 * are not UTF-8): there, NUL only.
 */
export function withUnstorableText(
  value: unknown,
  which: number,
  inUrl: boolean,
  accepts?: (input: unknown) => boolean,
): { value: unknown; fields: Path[] } {
  const kind = Math.floor(which / 3) % 3;
  const badText = (i: number): string => {
    if (inUrl || kind === 0) return "\u0000";
    return kind === 1 ? pick(["\uDFFF", "\uD800"], i) : pick(UNSTORABLE_TEXT, i);
  };
  const spoil = (input: unknown, paths: readonly Path[]): unknown =>
    paths.reduce((acc, p, i) => {
      const text = String(getAt(acc, p));
      const at = [0, text.length, Math.floor(text.length / 2)][which % 3] ?? 0;
      return setAt(acc, p, text.slice(0, at) + badText(i) + text.slice(at));
    }, input);
  const all = stringPaths(value, inUrl);
  let chosen = all;
  if (accepts && Math.floor(which / 9) % 2 === 0) {
    const reachable = all.filter((p) => accepts(spoil(value, [p])));
    if (reachable.length > 0) chosen = reachable;
  }
  return { value: spoil(value, chosen), fields: chosen };
}

/**
 * `value` with keys it does not declare, as JSON text so that "__proto__" arrives as a real key (JSON.stringify
 * would drop it) and reaches the server's parser, which must not let it pollute prototypes.
 */
export function unknownFieldJson(value: unknown, where: number, which: number): string {
  const extras = [
    '"__proto__":{"isAdmin":true,"roles":["Admin"]}',
    '"constructor":{"prototype":{"isAdmin":true}}',
    '"unexpected_field":"surprise"',
    '"id":"00000000-0000-0000-0000-000000000000"',
    '"created_at":"1970-01-01T00:00:00Z","deleted_at":null',
    '"role":"Admin","facility_id":"ffffffff-ffff-ffff-ffff-ffffffffffff"',
  ];
  const extra = pick(extras, which);
  const objects = pathsOf(value).filter((p) => {
    const v = getAt(value, p);
    return v !== null && typeof v === "object" && !Array.isArray(v);
  });
  if (objects.length === 0) return `{${extra}}`;
  const at = pick(objects, where);
  const marker = "__fuzz_extra_marker__";
  const marked = setAt(value, [...at, marker], 0);
  return JSON.stringify(marked).replace(`"${marker}":0`, extra);
}

export { pick };
