import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isReadAudited, SENIOR_ID_FIELDS, type RouteContract } from "@care/contracts";
import type { Prisma } from "@care/db";

/** Rows written by one INSERT; a full batch is written at once instead of waiting for the timer. */
export const READ_AUDIT_BATCH = 200;
/** The longest a read row waits in memory before it is written. */
export const READ_AUDIT_FLUSH_MS = 1_000;
/**
 * Rows held while the database does not answer. Past this, new rows are counted and dropped (and the count logged)
 * rather than letting an outage grow the API's memory without limit.
 */
export const READ_AUDIT_MAX_BUFFERED = 20_000;

declare module "fastify" {
  interface FastifyInstance {
    /** Writes every read-audit row buffered so far (tests, shutdown). */
    readAuditFlush(): Promise<void>;
  }
}

type ReadRow = Prisma.AuditLogCreateManyInput;

// The decision depends on the contract only; remember it per contract rather than walking schemas per request.
const decisions = new WeakMap<RouteContract, boolean>();
function audited(contract: RouteContract): boolean {
  let d = decisions.get(contract);
  if (d === undefined) {
    d = isReadAudited(contract);
    decisions.set(contract, d);
  }
  return d;
}

/** The senior a call named: its params first, then its (validated) query. A value that is not a UUID is not kept. */
function seniorOf(request: FastifyRequest): string | null {
  for (const source of [request.params, request.query]) {
    if (!source || typeof source !== "object") continue;
    for (const field of SENIOR_ID_FIELDS) {
      const v = (source as Record<string, unknown>)[field];
      if (typeof v === "string" && UUID.test(v)) return v.toLowerCase();
    }
  }
  return null;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads of seniors' health data are audited (HIPAA §164.312(b)): ONE onResponse hook records actor, route,
 * senior, status and time of every call by a signed-in user to a route the contract marks (`isReadAudited`: every
 * GET that can name a senior, every file export, and the many-senior reads that set `readAudit: true`), as
 * audit_log rows of kind 'read'. Reads outnumber writes by far, so rows are buffered in memory and written off the
 * request's path, with one multi-row INSERT per batch: every READ_AUDIT_FLUSH_MS, as soon as READ_AUDIT_BATCH rows
 * wait, and on close. A failed INSERT is logged and never reaches a caller.
 */
export const readAuditPlugin = fp(
  async (app: FastifyInstance): Promise<void> => {
    let buffer: ReadRow[] = [];
    let dropped = 0;
    // Flushes run one after another, so rows reach the table in the order they were buffered.
    let writing: Promise<void> = Promise.resolve();

    async function writeBuffered(): Promise<void> {
      while (buffer.length > 0) {
        const batch = buffer.slice(0, READ_AUDIT_BATCH);
        buffer = buffer.slice(READ_AUDIT_BATCH);
        try {
          await app.prisma.auditLog.createMany({ data: batch });
        } catch (err) {
          app.log.error({ err, rows: batch.length }, "read audit rows not written");
        }
      }
      if (dropped > 0) {
        app.log.error({ dropped }, "read audit buffer full: rows dropped");
        dropped = 0;
      }
    }

    function flush(): Promise<void> {
      writing = writing.then(writeBuffered);
      return writing;
    }

    const timer = setInterval(() => void flush(), READ_AUDIT_FLUSH_MS);
    timer.unref();

    app.addHook("onResponse", async (request, reply) => {
      const contract = request.routeOptions.config?.contract;
      const user = request.user;
      if (!contract || !user?.sub || !audited(contract)) return;
      if (buffer.length >= READ_AUDIT_MAX_BUFFERED) {
        dropped += 1;
        return;
      }
      const seniorId = seniorOf(request);
      buffer.push({
        kind: "read",
        actorId: user.sub,
        actorEmail: user.email ?? null,
        actorRoles: Array.isArray(user.roles) ? user.roles.slice(0, 10) : [],
        method: request.method,
        route: contract.path,
        action: contract.operationId,
        entityType: seniorId ? "senior" : null,
        entityId: seniorId,
        seniorId,
        statusCode: reply.statusCode,
        requestId: request.id,
        ip: request.ip ?? null,
        createdAt: new Date(),
      });
      if (buffer.length >= READ_AUDIT_BATCH) void flush();
    });

    app.decorate("readAuditFlush", flush);
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await flush();
    });
  },
  { name: "read-audit", dependencies: ["config"] },
);
