import { type Db, type DeviceType, type Metric, METRICS, type VitalThreshold } from "@care/db";
import { titleOf } from "./mapper.js";

/** Metrics whose daily figure is a total (steps per day), not a level (heart rate, weight). */
const CUMULATIVE: ReadonlySet<Metric> = new Set<Metric>(["steps"]);

const DEVICE_TYPES: Record<(typeof METRICS)[Metric]["source"], DeviceType[]> = {
  watch: ["watch", "techuva_watch"],
  scale: ["scale"],
  sleep: ["sleep"],
};

export interface BaselineStats {
  high: number;
  low: number;
  avg: number;
  days: number;
}

export const findVital = (db: Db, seniorId: string, measurementName: string): Promise<VitalThreshold | null> =>
  db.vitalThreshold.findUnique({ where: { seniorId_measurementName: { seniorId, measurementName } } });

/**
 * A vital row for a known metric that has none yet, filled from the metric catalogue and the senior's linked
 * device; the portal can then assign any measurement the platform records.
 */
export async function createVitalForMetric(
  db: Db,
  seniorId: string,
  metric: Metric,
  actorId: string,
): Promise<VitalThreshold> {
  const info = METRICS[metric];
  const link = await db.deviceAssignment.findFirst({
    where: { seniorId, unlinkedAt: null, device: { type: { in: DEVICE_TYPES[info.source] } } },
    orderBy: { assignedAt: "desc" },
    select: { device: { select: { vendor: true, model: true } } },
  });
  return db.vitalThreshold.upsert({
    where: { seniorId_measurementName: { seniorId, measurementName: metric } },
    update: {},
    create: {
      seniorId,
      measurementName: metric,
      measurementUnit: info.unit,
      measurementTitle: titleOf(metric),
      vendorName: link?.device.vendor ?? null,
      modelNumber: link?.device.model ?? null,
      updatedById: actorId,
    },
  });
}

/**
 * Baseline figures from the daily rollups (never the raw readings) over [from, to): for levels the highest
 * daily max, lowest daily min and the reading-weighted mean; for totals (steps) the highest, lowest and mean
 * daily total. Null when the window holds no data.
 */
export async function baselineFromRollups(
  db: Db,
  seniorId: string,
  metric: Metric,
  from: Date,
  to: Date,
): Promise<BaselineStats | null> {
  const agg = await db.readingDaily.aggregate({
    where: { seniorId, metric, bucketStart: { gte: from, lt: to }, count: { gt: 0 } },
    _max: { max: true, sum: true },
    _min: { min: true, sum: true },
    _sum: { sum: true, count: true },
    _avg: { sum: true },
    _count: { _all: true },
  });
  const days = agg._count._all;
  if (days === 0) return null;
  if (CUMULATIVE.has(metric)) {
    return { high: agg._max.sum ?? 0, low: agg._min.sum ?? 0, avg: agg._avg.sum ?? 0, days };
  }
  const count = agg._sum.count ?? 0;
  return {
    high: agg._max.max ?? 0,
    low: agg._min.min ?? 0,
    avg: count > 0 ? (agg._sum.sum ?? 0) / count : 0,
    days,
  };
}
