import { z } from "zod";
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

export const usersAuditRoutes = {
  listAudit: defineRoute({
    operationId: "listAuditLog",
    method: "GET",
    path: "/api/users/audit",
    service: "users",
    summary: "The audit trail of staff writes and health-data reads, newest first",
    access: ["Admin"],
    // senior_id here filters the trail; it reads no health data, and auditing it would log every look at the log.
    readAudit: false,
    querystring: z.object({
      actor_id: z.uuid().optional(),
      kind: AuditKindSchema.optional(),
      route: z.string().max(200).optional().describe("The route pattern, e.g. /api/measurement/vitals/heart"),
      senior_id: z.uuid().optional().describe("Reads that named the senior and writes to the senior"),
      action: z.string().max(120).optional(),
      entity_type: z.string().max(60).optional(),
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
      offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    data: z.object({ items: z.array(AuditEntrySchema), total: z.number().int(), offset: z.number().int() }),
  }),
} as const;
