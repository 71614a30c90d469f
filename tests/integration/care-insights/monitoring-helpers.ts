// Helpers of the no-data and suppression tests: seeded seniors with exactly one linked device each, readings written
// into the hourly rollup as ingest writes them, and the no-data insights of a senior.
import { QUEUES } from "@care/contracts";
import type { Metric, PrismaClient } from "@care/db";
import type { TestDevice } from "../../support/ingest-client.js";

export const NY = "America/New_York";
/** Long before every instant the tests use: the link never decides a silence's start. */
const LINKED_AT = new Date("2025-01-01T00:00:00Z");

/**
 * The task looks at every linked device of the database: unlinking the seeded fleet makes its answers (raised,
 * cleared) exactly the tests' own devices.
 */
export async function unlinkEveryDevice(prisma: PrismaClient): Promise<void> {
  await prisma.deviceAssignment.updateMany({ where: { unlinkedAt: null }, data: { unlinkedAt: LINKED_AT } });
}

export interface LinkedSenior {
  seniorId: string;
  accountId: string;
  device: TestDevice;
}

/**
 * A seeded senior (New York time) with only its device of `kind` linked, watched since `monitorSince` (the no-data
 * task's first sight of it) and linked long before.
 */
export async function linkOnly(
  prisma: PrismaClient,
  memberId: number,
  kind: "watch" | "scale" | "sleep",
  monitorSince: Date,
): Promise<LinkedSenior> {
  const senior = await prisma.senior.update({ where: { memberId }, data: { timezone: NY } });
  const link = await prisma.deviceAssignment.findFirstOrThrow({
    where: { seniorId: senior.id, device: { type: kind } },
    include: { device: true },
  });
  await prisma.deviceAssignment.update({ where: { id: link.id }, data: { unlinkedAt: null, assignedAt: LINKED_AT } });
  await prisma.noDataMonitor.upsert({
    where: { deviceId: link.deviceId },
    create: { deviceId: link.deviceId, since: monitorSince },
    update: { since: monitorSince },
  });
  return {
    seniorId: senior.id,
    accountId: senior.accountId,
    device: { id: link.deviceId, uid: link.device.uniqueIdentifier, secret: link.device.secret },
  };
}

/** A reading as ingest rolls it up: the hourly bucket (UTC hour) with its latest reading time. */
export async function putHourly(
  prisma: PrismaClient,
  seniorId: string,
  metric: Metric,
  ts: Date,
  value: number,
): Promise<void> {
  await prisma.$executeRaw`
    INSERT INTO reading_hourly (senior_id, metric, bucket_start, count, sum, min, max, last, last_ts)
    VALUES (${seniorId}::uuid, ${metric}::metric, date_trunc('hour', ${ts}::timestamptz, 'UTC'), 1, ${value},
            ${value}, ${value}, ${value}, ${ts}::timestamptz)
    ON CONFLICT (senior_id, metric, bucket_start) DO UPDATE
      SET count = reading_hourly.count + 1, last_ts = greatest(reading_hourly.last_ts, excluded.last_ts)`;
}

/** The senior's no-data insights, oldest first. */
export function noDataInsights(prisma: PrismaClient, seniorId: string) {
  return prisma.careInsight.findMany({
    where: { seniorId, vitalType: { startsWith: "no_data_" } },
    orderBy: { createdAt: "asc" },
    include: { history: { orderBy: { changedAt: "asc" } } },
  });
}

/** insight-fanout outbox rows of one insight. */
export async function fanoutJobsFor(prisma: PrismaClient, insightId: string): Promise<unknown[]> {
  const rows = await prisma.outbox.findMany({ where: { topic: QUEUES.insightFanout } });
  return rows
    .map((o) => o.payload as { care_insight_id: string; event: string })
    .filter((p) => p.care_insight_id === insightId);
}
