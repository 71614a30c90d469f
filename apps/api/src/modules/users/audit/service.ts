import type { z } from "zod";
import type { AuditEntrySchema } from "@care/contracts";
import type { Prisma, PrismaClient } from "@care/db";

export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export interface AuditQuery {
  actor_id?: string;
  kind?: "write" | "read";
  route?: string;
  senior_id?: string;
  action?: string;
  entity_type?: string;
  from?: string;
  to?: string;
  offset: number;
  limit: number;
}

export interface AuditPage {
  items: AuditEntry[];
  total: number;
  offset: number;
}

export interface AuditService {
  list(q: AuditQuery): Promise<AuditPage>;
}

export function createAuditService(prisma: PrismaClient): AuditService {
  return {
    async list(q: AuditQuery): Promise<AuditPage> {
      const where: Prisma.AuditLogWhereInput = {
        ...(q.actor_id ? { actorId: q.actor_id } : {}),
        ...(q.kind ? { kind: q.kind } : {}),
        ...(q.route ? { route: q.route } : {}),
        // A read row names its senior in senior_id; a write names the senior it changed as its entity.
        ...(q.senior_id ? { OR: [{ seniorId: q.senior_id }, { entityType: "senior", entityId: q.senior_id }] } : {}),
        ...(q.action ? { action: q.action } : {}),
        ...(q.entity_type ? { entityType: q.entity_type } : {}),
        ...(q.from || q.to
          ? { createdAt: { ...(q.from ? { gte: new Date(q.from) } : {}), ...(q.to ? { lte: new Date(q.to) } : {}) } }
          : {}),
      };
      const [rows, total] = await Promise.all([
        // id breaks ties between rows written in the same millisecond.
        prisma.auditLog.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: q.offset,
          take: q.limit,
        }),
        prisma.auditLog.count({ where }),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id.toString(),
          kind: r.kind,
          actor_id: r.actorId,
          actor_email: r.actorEmail,
          actor_roles: r.actorRoles,
          method: r.method,
          route: r.route,
          action: r.action,
          entity_type: r.entityType,
          entity_id: r.entityId,
          senior_id: r.seniorId ?? (r.entityType === "senior" ? r.entityId : null),
          summary: r.summary,
          status_code: r.statusCode,
          break_glass_reason: r.breakGlassReason,
          request_id: r.requestId ?? "",
          created_at: r.createdAt.toISOString(),
        })),
        total,
        offset: q.offset,
      };
    },
  };
}
