import { z } from "zod";
import type { StaffRole } from "../roles.js";
import { defineRoute } from "../route.js";

/** write: a staff write; read: a read of seniors' health data (HIPAA §164.312(b)). */
export const AuditKindSchema = z.enum(["write", "read"]);

export const AuditEntrySchema = z.object({
  id: z.string(),
  kind: AuditKindSchema,
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  actor_roles: z.array(z.string()),
  method: z.string(),
  route: z.string(),
  action: z.string(),
  entity_type: z.string().nullable(),
  entity_id: z.string().nullable(),
  senior_id: z.string().nullable().describe("The senior a read named, or the senior a write changed"),
  summary: z.unknown(),
  status_code: z.number(),
  break_glass_reason: z
    .string()
    .nullable()
    .describe("The reason a care agent gave to write for a senior outside their caseload (break-glass)"),
  request_id: z.string(),
  created_at: z.string(),
});

/** success: answered below 400; failure: refused or failed (4xx, 5xx). */
export const AUDIT_OUTCOMES = ["success", "failure"] as const;
export const AUDIT_PAGE_SIZE = 20;

/** `<created_at ISO>|<id>` of the last row of a page: the next page starts after it (newest first). */
export const AuditKeySchema = z
  .string()
  .max(80)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\|\d{1,19}$/, "not a key this route answered");

/** Who reads the audit trail: the viewer and its export alike. */
export const AUDIT_ROLES: readonly StaffRole[] = ["Admin"];

/** The viewer's filters: the list pages through the rows they match, the export writes them all. */
export const AuditFilterSchema = z.object({
  actor_id: z.uuid().optional(),
  actor_email: z.string().trim().min(1).max(254).optional().describe("Part of the actor's email, any case"),
  method: z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"]).optional(),
  kind: AuditKindSchema.optional(),
  route: z.string().max(200).optional().describe("The route pattern, e.g. /api/measurement/vitals/heart"),
  senior_id: z.uuid().optional().describe("Reads that named the senior and writes to the senior"),
  action: z.string().max(120).optional(),
  entity_type: z.string().max(60).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
});

/** The export's columns, in order: its header row. */
export const AUDIT_EXPORT_COLUMNS = [
  "time",
  "actor",
  "role",
  "action",
  "route",
  "senior",
  "facility",
  "outcome",
  "IP",
  "reason",
] as const;

export const auditRoutes = {
  listAudit: defineRoute({
    operationId: "listAuditLog",
    method: "GET",
    path: "/api/users/audit",
    service: "users",
    summary: "The audit trail of staff writes and health-data reads, newest first",
    access: AUDIT_ROLES,
    // senior_id here filters the trail; it reads no health data, and auditing it would log every look at the log.
    readAudit: false,
    querystring: AuditFilterSchema.extend({
      last_evaluated_key: AuditKeySchema.optional().describe("Keyset paging: the key the previous page answered"),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
    }),
    data: z.object({
      items: z.array(AuditEntrySchema),
      total: z.number().int(),
      offset: z.number().int(),
      last_evaluated_key: z.string().nullable().describe("The next page's key; null on the last page"),
    }),
  }),
  exportAudit: defineRoute({
    operationId: "exportAuditLog",
    method: "GET",
    path: "/api/users/audit/export",
    service: "users",
    summary:
      "The filtered audit trail as a CSV file (AUDIT_EXPORT_COLUMNS), newest first, streamed. Answers the file, not the envelope.",
    access: AUDIT_ROLES,
    // Unlike a look at the viewer, taking a copy of the trail out is recorded: a read row naming who exported it.
    readAudit: true,
    querystring: AuditFilterSchema,
    data: z.never(),
    raw: { contentType: "text/csv; charset=utf-8" },
  }),
} as const;
