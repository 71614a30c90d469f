// Raw-reading retention: whole monthly partitions of `reading` older than the retention are detached and dropped;
// the rollups (reading_hourly, reading_daily) are separate tables and stay (docs/scaling.md "Partitions and
// retention").
import type { PrismaClient } from "./generated/prisma/client.js";

/** The advisory lock ensure_reading_partitions() takes: creating and dropping partitions never interleave. */
const PARTITION_LOCK = "ensure_reading_partitions";

/**
 * How long a detach waits for the table lock before giving up until the next run. DETACH PARTITION (plain: a
 * table with a default partition cannot detach CONCURRENTLY) needs an ACCESS EXCLUSIVE lock on `reading`: while
 * it waits behind a long query every new read and insert of readings waits behind it, so it must not wait long.
 */
const LOCK_TIMEOUT = "5s";

/**
 * The first instant whose raw readings are kept: the start of the UTC month holding `now` minus `months`. Every
 * partition that ends at or before it is dropped, so a raw reading lives at least `months` months (and less than
 * one month more).
 */
export function rawReadingsKeptFrom(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
}

export interface RetentionRun {
  /** Months (YYYY-MM) of reading_default rows older than keptFrom, moved into partitions of their own first. */
  movedMonths: string[];
  /** The partitions detached and dropped, oldest first. */
  dropped: string[];
}

/**
 * Drops every monthly partition of `reading` that lies entirely before `keptFrom` (a whole-month instant, see
 * rawReadingsKeptFrom). Rows of such months that sit in reading_default (a month nobody had created a partition
 * for) are first moved into a partition of their month by ensure_reading_partitions, so they go with it: nothing is
 * deleted row by row from the live table. Each partition goes in a transaction of its own (short locks) under the
 * partition lock; safe to repeat and to run from several processes at once.
 */
export async function dropReadingPartitionsBefore(prisma: PrismaClient, keptFrom: Date): Promise<RetentionRun> {
  if (keptFrom.getTime() !== rawReadingsKeptFrom(keptFrom, 0).getTime())
    throw new Error(`keptFrom must be the start of a UTC month, got ${keptFrom.toISOString()}`);
  // Years before 1 AD would not survive ensure_reading_partitions' YYYY-MM-DD bounds; no ingest path writes them.
  const months = await prisma.$queryRaw<{ month: Date }[]>`
    SELECT DISTINCT date_trunc('month', ts AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS month
    FROM reading_default
    WHERE ts < ${keptFrom}::timestamptz AND ts >= '0001-01-01 00:00:00+00'::timestamptz
    ORDER BY 1`;
  const movedMonths: string[] = [];
  for (const { month } of months) {
    const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
    await prisma.$queryRaw`SELECT ensure_reading_partitions(${month}::timestamptz, ${next}::timestamptz)`;
    movedMonths.push(month.toISOString().slice(0, 7));
  }

  const dropped: string[] = [];
  for (const name of await partitionsEndingBy(prisma, keptFrom)) {
    const gone = await prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${PARTITION_LOCK}))`;
      // Another process may have dropped it while this one waited for the lock.
      const still = await tx.$queryRaw<{ attached: boolean }[]>`
        SELECT EXISTS (SELECT 1 FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
                       WHERE i.inhparent = 'reading'::regclass AND c.relname = ${name}) AS attached`;
      if (!still[0]?.attached) return false;
      const ident = `"${name.replaceAll('"', '""')}"`;
      await tx.$executeRawUnsafe(`ALTER TABLE reading DETACH PARTITION ${ident}`);
      await tx.$executeRawUnsafe(`DROP TABLE ${ident}`);
      return true;
    });
    if (gone) dropped.push(name);
  }
  return { movedMonths, dropped };
}

/**
 * The partitions of `reading` whose upper bound is at or before `instant`, oldest first (the default partition has
 * no bound and is never listed). Bounds come from the catalog, not from the names.
 */
export async function partitionsEndingBy(prisma: PrismaClient, instant: Date): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ name: string }[]>`
    SELECT name FROM (
      SELECT c.relname::text AS name,
             (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO [(]''([^'']+)''[)]'))[1]::timestamptz AS hi
      FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'reading'::regclass
    ) p
    WHERE hi <= ${instant}::timestamptz
    ORDER BY hi`;
  return rows.map((r) => r.name);
}
