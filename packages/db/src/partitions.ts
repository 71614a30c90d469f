// Helpers around the partitioned `reading` table (see prisma/migrations/*_reading_partitions).
import type { PrismaClient } from "./generated/prisma/client.js";

// Retention (dropping old months): its own file, exported with these helpers.
export * from "./reading-retention.js";

/**
 * Creates the missing monthly partitions of `reading` for [from, to) (UTC months) and returns how many were
 * created. Safe to call often and from several processes at once. A periodic job should keep a few months ahead
 * of now; rows that arrive for a month without a partition land in reading_default until then.
 */
export async function ensureReadingPartitions(prisma: PrismaClient, from: Date, to: Date): Promise<number> {
  const rows = await prisma.$queryRaw<{ created: number }[]>`
    SELECT ensure_reading_partitions(${from}::timestamptz, ${to}::timestamptz) AS created`;
  return rows[0]?.created ?? 0;
}
