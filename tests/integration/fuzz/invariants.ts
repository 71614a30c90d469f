// What must hold for every answer the fuzz gets, whatever it sent: the envelope, a 2xx or 4xx status (never a
// 5xx), no internals in the text, and no row written by a request the API refused.
import type { LightMyRequestResponse } from "fastify";
import { createSqlPool, type SqlPool } from "@care/db";
import type { RouteContract } from "@care/contracts";
import type { FuzzRequest } from "./cases.js";

/**
 * Text that would mean internals reached the client: a stack frame, a file path, the ORM, SQL or a Postgres error.
 * A match that is also in the request (an echoed input, e.g. a name "SELECT 1") does not count.
 */
const LEAKS: readonly RegExp[] = [
  /\n\s+at \S/,
  /\bat (?:async )?[\w$.<>]+ \(?[^()\s]*:\d+:\d+\)?/,
  /node_modules/i,
  /\/(?:work|home|usr|app)\/\S+\.(?:ts|js|mjs)/,
  /prisma/i,
  /\bSELECT\b[\s\S]*\bFROM\b/i,
  /\bINSERT INTO\b/i,
  /\bUPDATE\s+"?\w+"?\s+SET\b/i,
  /\bDELETE FROM\b/i,
  /relation "/i,
  /column "/i,
  /syntax error at or near/i,
  /violates \w+(?: \w+)? constraint/i,
  /duplicate key value/i,
  /invalid input syntax for/i,
  /\bP\d{4}\b/,
  /ECONNREFUSED|ETIMEDOUT/,
];

function leakedIn(text: string, sent: string): string[] {
  const found: string[] = [];
  for (const re of LEAKS) {
    const m = re.exec(text);
    if (m && !sent.includes(m[0])) found.push(`leaks ${JSON.stringify(m[0])} (${re})`);
  }
  return found;
}

/** Whether the caller should have been refused before the input was looked at, and with what. */
function expectedRefusal(req: FuzzRequest): number | null {
  const c = req.caller;
  if (c.kind === "staff" || c.kind === "caregiver") return c.allowed ? null : 403;
  if (c.kind === "anonymous") return c.allowed ? null : 401;
  return null;
}

/** Every broken invariant of one answer (empty when it is fine). */
export function checkAnswer(route: RouteContract, req: FuzzRequest, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const status = res.statusCode;
  if (status >= 500) problems.push(`server error ${status}`);
  else if (status < 200 || (status >= 300 && status < 400)) problems.push(`status ${status} is neither 2xx nor 4xx`);

  const refusal = expectedRefusal(req);
  if (refusal !== null && status !== refusal) {
    // A path parameter that is not an id can miss the route (404) or be refused by the URL parser (400) before
    // any access hook runs; that is still a refusal, and nothing of the route ran.
    const routerRefusal = req.badPath && (status === 404 || status === 400 || status === 414);
    if (!routerRefusal) problems.push(`a caller the route must refuse got ${status}, expected ${refusal}`);
  }
  if (req.caller.kind === "device" && !req.caller.signed && status < 400) problems.push("an unsigned upload was taken");

  const contentType = String(res.headers["content-type"] ?? "");
  const isFile = route.raw !== undefined && status >= 200 && status < 300;
  if (isFile) {
    if (!contentType.startsWith(route.raw?.contentType ?? "")) problems.push(`file answer typed ${contentType}`);
    return problems;
  }
  // The FHIR API answers its failures as FHIR does, with an OperationOutcome (docs/interop.md), not the envelope;
  // only a URL refused before routing (malformed, a path parameter too long: 400, 404, 414) gets the envelope.
  if (route.service === "fhir" && !(contentType.includes("application/json") && [400, 404, 414].includes(status))) {
    return [...problems, ...outcomeProblems(req, status, contentType, res.body)];
  }
  if (!contentType.includes("application/json")) {
    problems.push(`answer is ${contentType || "untyped"}, not the JSON envelope`);
    return problems;
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.body) as Record<string, unknown>;
  } catch {
    problems.push("answer is not JSON");
    return problems;
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    problems.push("answer is not an object");
    return problems;
  }
  for (const key of ["application_code", "message", "data", "error"]) {
    if (!(key in body)) problems.push(`envelope lacks ${key}`);
  }
  if (typeof body.application_code !== "number") problems.push("application_code is not a number");
  if (typeof body.message !== "string") problems.push("message is not a string");
  problems.push(...unstorableAnswered(req, status, body));
  if (status >= 400) {
    const error = body.error as { code?: unknown } | null;
    if (body.data !== null) problems.push("a refusal carries data");
    if (!error || typeof error.code !== "string") problems.push("a refusal has no error code");
    const sent = decodeSafely(req.url) + String(req.payload ?? "");
    problems.push(...leakedIn(JSON.stringify({ message: body.message, error: body.error }), sent));
  } else {
    if (body.error !== null) problems.push("a success carries an error");
    problems.push(...leakedIn(String(body.message), decodeSafely(req.url) + String(req.payload ?? "")));
  }
  return problems;
}

/**
 * NUL or lone surrogates in strings of one part (mutation unstorableText), sent by a caller the route lets in: 400
 * naming one of those fields (the well-formed-text check, before validation), never the handler's work nor
 * Postgres's refusal. A rate limit that answers first (429) is no fault of the input's.
 */
function unstorableAnswered(req: FuzzRequest, status: number, body: Record<string, unknown>): string[] {
  const unsigned = req.caller.kind === "device" && !req.caller.signed;
  if (req.unstorable.length === 0 || expectedRefusal(req) !== null || unsigned) return [];
  if (status === 429) return [];
  const error = body.error as { fields?: { field?: unknown }[] } | null;
  const named = error?.fields?.[0]?.field;
  if (status === 400 && typeof named === "string" && req.unstorable.includes(named)) return [];
  return [
    `text Postgres cannot store in ${req.unstorable.join(", ")} got ${status} naming ${String(named ?? "no field")}, ` +
      "expected 400 naming one of them",
  ];
}

/**
 * A failure of a FHIR route: an OperationOutcome (application/fhir+json) with an issue of a severity and a code, no
 * internals in it, and for unstorable text a 400 whose issue's expression names one of the spoilt fields.
 */
function outcomeProblems(req: FuzzRequest, status: number, contentType: string, text: string): string[] {
  if (!contentType.startsWith("application/fhir+json")) return [`answer is ${contentType || "untyped"}, not FHIR JSON`];
  let body: { resourceType?: unknown; issue?: { severity?: unknown; code?: unknown; expression?: unknown[] }[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return ["answer is not JSON"];
  }
  const problems: string[] = [];
  const issue = body?.issue?.[0];
  if (body?.resourceType !== "OperationOutcome") problems.push("a refusal is not an OperationOutcome");
  if (typeof issue?.severity !== "string" || typeof issue?.code !== "string") problems.push("an issue without a code");
  const unsigned = req.caller.kind === "device" && !req.caller.signed;
  if (req.unstorable.length > 0 && expectedRefusal(req) === null && !unsigned && status !== 429) {
    const named = issue?.expression?.[0];
    if (!(status === 400 && typeof named === "string" && req.unstorable.includes(named))) {
      problems.push(`text Postgres cannot store in ${req.unstorable.join(", ")} got ${status} naming ${String(named)}`);
    }
  }
  problems.push(...leakedIn(JSON.stringify(body?.issue ?? null), decodeSafely(req.url) + String(req.payload ?? "")));
  return problems;
}

function decodeSafely(url: string): string {
  try {
    return decodeURIComponent(url.replaceAll("+", " "));
  } catch {
    return url;
  }
}

export interface WriteRow {
  id: number;
  tbl: string;
  op: string;
}

/**
 * Change tracking for the test database: a row trigger on every table (audit_log aside: every staff write attempt
 * is audited whatever its outcome, by design) appends table and operation to fuzz_write_log. A refused request
 * must add nothing; reading the log's tail after each answer costs one indexed query.
 */
export class WriteTracker {
  private last = 0;

  private constructor(private readonly sql: SqlPool) {}

  /** Installs the triggers in the database at `databaseUrl` (a test's own copy) and starts tracking. */
  static async install(databaseUrl: string): Promise<WriteTracker> {
    // Its own connection with prepared statements: the check runs after every answer and must stay cheap.
    const sql = createSqlPool(databaseUrl, 1, "fuzz");
    await sql.transact(async (q) => {
      await q("CREATE TABLE fuzz_write_log (id bigserial PRIMARY KEY, tbl text NOT NULL, op text NOT NULL)", []);
      await q(
        `CREATE FUNCTION fuzz_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           INSERT INTO fuzz_write_log (tbl, op) VALUES (TG_TABLE_NAME, TG_OP);
           RETURN NULL;
         END $$`,
        [],
      );
      await q(
        `DO $$
         DECLARE t record;
         BEGIN
           FOR t IN
             SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
             WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition
               AND c.relname NOT IN ('audit_log', 'fuzz_write_log', '_prisma_migrations')
           LOOP
             EXECUTE format('CREATE TRIGGER fuzz_track AFTER INSERT OR UPDATE OR DELETE ON %I '
               || 'FOR EACH ROW EXECUTE FUNCTION fuzz_log_write()', t.relname);
           END LOOP;
         END $$`,
        [],
      );
    });
    return new WriteTracker(sql);
  }

  /** Rows written since the last call (the first 50 of them). */
  async since(): Promise<WriteRow[]> {
    const rows = await this.sql.query<WriteRow>(
      "SELECT id::int AS id, tbl, op FROM fuzz_write_log WHERE id > $1 ORDER BY id LIMIT 50",
      [this.last],
    );
    const tail = rows[rows.length - 1];
    if (tail) this.last = rows.length === 50 ? await this.maxId() : tail.id;
    return rows;
  }

  private async maxId(): Promise<number> {
    const [row] = await this.sql.query<{ id: number }>(
      "SELECT coalesce(max(id), 0)::int AS id FROM fuzz_write_log",
      [],
    );
    return row?.id ?? 0;
  }

  close(): Promise<void> {
    return this.sql.close();
  }
}
