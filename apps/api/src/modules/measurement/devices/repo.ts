import { type Db, type DeviceType, Prisma } from "@care/db";

export interface DeviceHistoryFilter {
  search?: string;
  deviceType?: DeviceType;
  offset: number;
  limit: number;
}

export interface DeviceHistoryDbRow {
  device_id: string;
  unique_identifier: string;
  device_type: string;
  member_id: number | null;
  first_name: string | null;
  last_name: string | null;
  assigned_at: Date | null;
  unlinked_at: Date | null;
  status: "linked" | "unlinked" | "unassigned";
}

function deviceFilter(f: DeviceHistoryFilter): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`TRUE`];
  // The search input is alphanumerics / hex and colons only (validated), so it carries no LIKE wildcards.
  if (f.search) parts.push(Prisma.sql`lower(d.unique_identifier) LIKE ${`%${f.search.toLowerCase()}%`}`);
  if (f.deviceType) parts.push(Prisma.sql`d.type = ${f.deviceType}::device_type`);
  return Prisma.join(parts, " AND ");
}

/** Every link of every device (history), plus devices never linked; newest link first. */
function historyRows(f: DeviceHistoryFilter): Prisma.Sql {
  const where = deviceFilter(f);
  return Prisma.sql`
    SELECT d.id::text AS device_id, d.unique_identifier, d.type::text AS device_type, s.member_id,
           s.first_name, s.last_name, da.assigned_at, da.unlinked_at,
           CASE WHEN da.unlinked_at IS NULL THEN 'linked' ELSE 'unlinked' END AS status
    FROM device_assignment da JOIN device d ON d.id = da.device_id JOIN senior s ON s.id = da.senior_id
    WHERE ${where}
    UNION ALL
    SELECT d.id::text, d.unique_identifier, d.type::text, NULL, NULL, NULL, NULL, NULL, 'unassigned'
    FROM device d
    WHERE ${where} AND NOT EXISTS (SELECT 1 FROM device_assignment x WHERE x.device_id = d.id)`;
}

export async function deviceHistoryPage(
  db: Db,
  f: DeviceHistoryFilter,
): Promise<{ rows: DeviceHistoryDbRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.$queryRaw<DeviceHistoryDbRow[]>`
      SELECT * FROM (${historyRows(f)}) h
      ORDER BY h.assigned_at DESC NULLS LAST, h.unique_identifier, h.device_id
      LIMIT ${f.limit} OFFSET ${f.offset}`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM (${historyRows(f)}) h`,
  ]);
  return { rows, total: count[0]?.total ?? 0 };
}
