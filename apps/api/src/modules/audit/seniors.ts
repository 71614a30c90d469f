import type { AuditLog, PrismaClient } from "@care/db";

type Named = Pick<AuditLog, "seniorId" | "entityType" | "entityId">;

export interface SeniorRef {
  id: string;
  memberId: number;
  facilityName: string | null;
}

/** The seniors a batch of rows names, by senior id and by member number (member-account writes name the number). */
export interface RowSeniors {
  byId: ReadonlyMap<string, SeniorRef>;
  byMember: ReadonlyMap<string, SeniorRef>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MEMBER_ID = /^\d{1,9}$/;

/** A write names its senior as its entity: `senior` by id, `member` (disable, enable) by member number. */
const entitySeniorId = (r: Named): string | null =>
  r.entityType === "senior" && r.entityId && UUID.test(r.entityId) ? r.entityId.toLowerCase() : null;
const entityMemberId = (r: Named): string | null =>
  r.entityType === "member" && r.entityId && MEMBER_ID.test(r.entityId) ? r.entityId : null;

/**
 * One query for the seniors a batch of rows names, with their facility. An id or number that is not well formed
 * (a refused request is audited as sent) is left out rather than failing the query.
 */
export async function seniorsOfRows(prisma: PrismaClient, rows: readonly Named[]): Promise<RowSeniors> {
  const ids = new Set<string>();
  const members = new Set<number>();
  for (const r of rows) {
    const id = r.seniorId ?? entitySeniorId(r);
    if (id) ids.add(id);
    const member = entityMemberId(r);
    if (member) members.add(Number(member));
  }
  if (ids.size === 0 && members.size === 0) return { byId: new Map(), byMember: new Map() };
  const found = await prisma.senior.findMany({
    where: { OR: [{ id: { in: [...ids] } }, { memberId: { in: [...members] } }] },
    select: { id: true, memberId: true, facility: { select: { name: true } } },
  });
  const refs = found.map((s) => ({ id: s.id, memberId: s.memberId, facilityName: s.facility?.name ?? null }));
  return {
    byId: new Map(refs.map((s) => [s.id, s])),
    byMember: new Map(refs.map((s) => [String(s.memberId), s])),
  };
}

/**
 * The senior a row is about: the one a read named, else the one a write changed (by id, or by member number when
 * that member still exists).
 */
export function seniorIdOfRow(r: Named, seniors: RowSeniors): string | null {
  if (r.seniorId) return r.seniorId;
  if (r.entityType === "senior") return r.entityId;
  const member = entityMemberId(r);
  return member ? (seniors.byMember.get(member)?.id ?? null) : null;
}
