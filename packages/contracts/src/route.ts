import type { z } from "zod";
import type { StaffRole } from "./roles.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call a route. Every route must make this decision explicitly:
 * - "public": no token needed (sign-in, health, device ingestion which is signed per device).
 * - a list of staff roles: a valid access token carrying at least one of them (compared case-insensitively).
 */
export type Access = "public" | readonly StaffRole[];

export interface RouteContract {
  operationId: string;
  method: HttpMethod;
  /** Full path including the /api prefix, in Fastify syntax (":id" for params). */
  path: string;
  service: string;
  summary: string;
  access: Access;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Schema of the envelope's `data` on success. */
  data: z.ZodType;
  /**
   * The whole 200 answer when it is more than the plain envelope (the login answer adds `applicationCode`).
   * Must still contain the envelope's four fields.
   */
  response?: z.ZodType;
  /**
   * Staff writes are audited by one hook. A route that writes nothing worth auditing
   * (e.g. sign-in, which has its own security events) sets this to false with a reason.
   */
  audit?: false;
  /**
   * Reads of seniors' health data are audited (HIPAA §164.312(b), apps/api/src/plugins/read-audit.ts). Left out
   * (the default), a GET whose params or querystring name a senior (`senior_id`) and every file export (`raw`) is
   * audited, so a new senior-scoped read is covered without anyone remembering. true: a read that returns many
   * seniors' health data without naming one (a dashboard, a queue). false: opt out; say why next to it.
   */
  readAudit?: boolean;
  /** How the body is encoded when not JSON (spec: logout is form-encoded). */
  consumes?: readonly string[];
  /**
   * A token whose password must be changed first (first login, reset needed, expired password) may call only
   * the routes that set this: the password screens, logout and the configuration they load.
   */
  allowDuringPasswordReset?: true;
  /**
   * Which senior a write changes, for the care relationship (issue 20 item 8): a care agent writes only for the
   * seniors assigned to them unless the request carries a break-glass reason (BREAK_GLASS). Undefined (the default)
   * checks every POST/PUT/PATCH/DELETE against the `senior_id` of its params, body or query, so a new senior write
   * is covered without saying so. "care_insight": the seniors of the insights named by `care_insight_id(s)`.
   * false: the route changes nothing about a senior (a POST that only reads); say why next to it.
   */
  seniorWrite?: "senior_id" | "care_insight" | false;
  /** Routes that exist only when the development mailbox is switched on (DEV_MAILBOX=true, refused in production). */
  devOnly?: boolean;
  /**
   * The 200 answer is a file (e.g. an xlsx download) with this Content-Type, not the envelope: registerRoute
   * declares no 200 schema and the handler returns the bytes. Errors still answer the envelope. `data` is z.never().
   */
  raw?: { contentType: string };
}

const WRITE_METHODS: ReadonlySet<HttpMethod> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Whether the API checks the care relationship of this route's calls (see `seniorWrite`): read by registerRoute and
 * by the route map (docs/routes.md), so both say the same.
 */
export function checksCareRelationship(contract: RouteContract): boolean {
  return contract.access !== "public" && WRITE_METHODS.has(contract.method) && contract.seniorWrite !== false;
}

/** Identity function that keeps the literal types of a contract. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}
