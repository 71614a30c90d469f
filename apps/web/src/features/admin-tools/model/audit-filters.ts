import { AUDIT_OUTCOMES, ROUTE_TABLE } from "@care/contracts";
import type { AuditQuery } from "../api/list-queries";

export const AUDIT_FILTERS = ["actor", "route", "senior", "from", "to", "outcome", "kind"] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/** Every route of the API as "METHOD /path", the route filter's choices (the audit row keeps the route pattern). */
export const ROUTE_OPTIONS: readonly { value: string; label: string }[] = ROUTE_TABLE.filter((r) => !r.devOnly)
  .map((r) => `${r.method} ${r.path}`)
  .sort((a, b) => a.split(" ")[1]!.localeCompare(b.split(" ")[1]!) || a.localeCompare(b))
  .map((v) => ({ value: v, label: v }));

/** A datetime-local value (the admin's clock) as an ISO instant; undefined when empty or unreadable. */
function instant(local: string): string | undefined {
  if (!local) return undefined;
  const ms = Date.parse(local);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

export const isSeniorId = (v: string): boolean => UUID.test(v.trim());

/** The route's query from the filters in the URL; a half-typed senior id or date is left out, not sent. */
export function auditQuery(f: Record<AuditFilter, string>, limit: number, key: string | null): AuditQuery {
  const [method, route] = f.route.split(" ");
  return {
    limit,
    offset: 0,
    ...(key ? { last_evaluated_key: key } : {}),
    ...(f.actor.trim() ? { actor_email: f.actor.trim() } : {}),
    ...(route && (METHODS as readonly string[]).includes(method ?? "") ? { route, method: method as Method } : {}),
    ...(isSeniorId(f.senior) ? { senior_id: f.senior.trim().toLowerCase() } : {}),
    ...(instant(f.from) ? { from: instant(f.from) } : {}),
    ...(instant(f.to) ? { to: instant(f.to) } : {}),
    ...((AUDIT_OUTCOMES as readonly string[]).includes(f.outcome)
      ? { outcome: f.outcome as (typeof AUDIT_OUTCOMES)[number] }
      : {}),
    ...(f.kind === "write" || f.kind === "read" ? { kind: f.kind } : {}),
  };
}
