import type { FastifyRequest } from "fastify";
import { caregiverOfCustomerId, type RouteContract } from "@care/contracts";
import type { Db } from "@care/db";
import { requireCareRelationship } from "./scope.js";

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
  const named = (key: string): string[] =>
    strings(field(request.params, key), field(request.body, key), field(request.query, key));
  // The wellness plan routes name their senior `customer_id` (issue 15); their contracts strip its 'senior-' prefix.
  // A caregiver's plan ('caregiver-{id}', or a note's caregiver_id) is written through the senior whose care
  // circle the caregiver is in, so its writes need that senior's care relationship.
  const customers = named("customer_id");
  const caregiverIds = [
    ...customers.map(caregiverOfCustomerId).filter((id): id is string => id !== null),
    ...named("caregiver_id").map((id) => caregiverOfCustomerId(id) ?? id),
  ].filter((id) => UUID.test(id));
  const seniors = [...named("senior_id"), ...customers.filter((id) => caregiverOfCustomerId(id) === null)];
  if (caregiverIds.length === 0) return seniors;
  // Missing caregivers are the route's to answer (404); only the ones that exist name a senior.
  const rows = await prisma.caregiver.findMany({ where: { id: { in: caregiverIds } }, select: { seniorId: true } });
  return [...seniors, ...rows.map((r) => r.seniorId)];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
