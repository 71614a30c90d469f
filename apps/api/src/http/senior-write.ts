import type { FastifyRequest } from "fastify";
import type { RouteContract } from "@care/contracts";
import type { Db } from "@care/db";
import { requireCareRelationship } from "./scope.js";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Whether registerRoute must check the care relationship of this route's calls (see RouteContract.seniorWrite). */
export function checksCareRelationship(contract: RouteContract): boolean {
  return contract.access !== "public" && WRITE_METHODS.has(contract.method) && contract.seniorWrite !== false;
}

const field = (source: unknown, key: string): unknown =>
  source !== null && typeof source === "object" && !Array.isArray(source)
    ? (source as Record<string, unknown>)[key]
    : undefined;

const strings = (...values: unknown[]): string[] =>
  values.flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v): v is string => typeof v === "string");

/** The seniors a write changes, from its validated input, as its contract names them. */
async function seniorsOf(prisma: Db, request: FastifyRequest, contract: RouteContract): Promise<string[]> {
  if (contract.seniorWrite === "care_insight") {
    const ids = strings(field(request.body, "care_insight_id"), field(request.body, "care_insight_ids"));
    if (ids.length === 0) return [];
    // Missing insights are the route's to answer (404); only the ones that exist name a senior.
    const rows = await prisma.careInsight.findMany({ where: { id: { in: ids } }, select: { seniorId: true } });
    return rows.map((r) => r.seniorId).filter((id): id is string => id !== null);
  }
  // The wellness plan routes name their senior `customer_id` (issue 15); their contracts strip its 'senior-' prefix.
  return strings(
    ...["senior_id", "customer_id"].flatMap((key) => [
      field(request.params, key),
      field(request.body, key),
      field(request.query, key),
    ]),
  );
}

/**
 * The preHandler registerRoute adds to senior writes: runs after validation (the ids are well-formed) and before
 * the handler, so no service can forget it. The answer is 403 (break-glass needed) or nothing.
 */
export async function enforceCareRelationship(
  prisma: Db,
  request: FastifyRequest,
  contract: RouteContract,
): Promise<void> {
  const seniorIds = await seniorsOf(prisma, request, contract);
  await requireCareRelationship(prisma, request.user, seniorIds, request);
}
