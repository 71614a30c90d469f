import { z } from "zod";
import { defineRoute } from "../route.js";

export const AuditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  actor_roles: z.array(z.string()),
  method: z.string(),
  route: z.string(),
  action: z.string(),
  entity_type: z.string().nullable(),
  entity_id: z.string().nullable(),
  summary: z.unknown(),
  status_code: z.number(),
  request_id: z.string(),
  created_at: z.string(),
});

export const usersAuditRoutes = {
  listAudit: defineRoute({
    operationId: "listAuditLog",
    method: "GET",
    path: "/api/users/audit",
    service: "users",
    summary: "The audit trail of staff writes, newest first",
    access: ["Admin"],
    querystring: z.object({
      actor_id: z.uuid().optional(),
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
