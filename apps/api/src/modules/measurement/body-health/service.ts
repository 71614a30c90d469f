import type { z } from "zod";
import {
  msToNs,
  type AccessClaims,
  type BodyGraphQuery,
  type BodyGraphSchema,
  type RawDifferenceSchema,
  type RawMeasurementSchema,
  type WellnessPeriodQuery,
} from "@care/contracts";
import { type Db, LB_PER_KG, type Metric } from "@care/db";
import { requireVitalsSenior } from "../../../access/senior-visibility.js";
import { classifyWeightChange } from "../../../domain/classification.js";
import { findGoal } from "../shared/goals.js";
import { round } from "../shared/numbers.js";
import { bucketFor, bucketSeries, lastValuesBefore, type BucketRow } from "../shared/rollups.js";
import { goalProgress, massesOf, percentagesOf, type Snapshot } from "./compute.js";

type Period = z.output<typeof WellnessPeriodQuery>;

export interface BodyHealthService {
  rawMeasurement(user: AccessClaims, q: Period): Promise<z.output<typeof RawMeasurementSchema>>;
  rawDifference(user: AccessClaims, q: Period): Promise<z.output<typeof RawDifferenceSchema>>;
  bodyGraph(user: AccessClaims, q: z.output<typeof BodyGraphQuery>): Promise<z.output<typeof BodyGraphSchema>>;
}

const BODY_METRICS: readonly Metric[] = ["weight", "bmi", "muscle_mass", "fat_mass", "bone_mass", "hydration"];
const lbs = (kg: number | null | undefined): number | null => (kg == null ? null : round(kg * LB_PER_KG, 1));

/** Averages per bucket and metric. */
function bucketAverages(rows: readonly BucketRow[]): Map<number, Snapshot> {
  const out = new Map<number, Snapshot>();
  for (const r of rows) {
    if (r.count === 0) continue;
    const snap = out.get(r.bucket) ?? {};
    snap[r.metric] = r.sum / r.count;
    out.set(r.bucket, snap);
  }
  return out;
}

function extreme(values: readonly number[]): { average: number | null; max: number | null; min: number | null } {
  if (values.length === 0) return { average: null, max: null, min: null };
  const avg = values.reduce((a, v) => a + v, 0) / values.length;
  return { average: round(avg, 1), max: round(Math.max(...values), 1), min: round(Math.min(...values), 1) };
}

export function createBodyHealthService(deps: { prisma: Db }): BodyHealthService {
  const { prisma } = deps;

  /** Latest value of each metric before `before` (one index probe per metric). */
  async function snapshotBefore(
    seniorId: string,
    before: number,
    notBefore?: number,
  ): Promise<Snapshot & { ts?: number }> {
    const snap: Snapshot & { ts?: number } = {};
    for (const v of await lastValuesBefore(prisma, [seniorId], BODY_METRICS, before)) {
      if (notBefore !== undefined && v.ts < notBefore) continue;
      snap[v.metric] = v.value;
      if (v.metric === "weight") snap.ts = v.ts;
    }
    return snap;
  }

  return {
    async rawMeasurement(user, q) {
      const senior = await requireVitalsSenior(prisma, user, q.senior_id, q.account_id);
      const bucket = bucketFor(q.start_timestamp, q.end_timestamp);
      const [rows, latest, weightGoal, hydrationGoal] = await Promise.all([
        bucketSeries(
          prisma,
          senior.id,
          BODY_METRICS,
          q.start_timestamp,
          q.end_timestamp,
          bucket,
          q.timezone,
          senior.timezone,
        ),
        snapshotBefore(senior.id, q.end_timestamp),
        findGoal(prisma, senior.id, "weight"),
        findGoal(prisma, senior.id, "hydration"),
      ]);

      const all_data: z.output<typeof RawMeasurementSchema>["data"]["all_data"] = {};
      const pct = { muscle_mass: [] as number[], fat_mass: [] as number[], bone_mass: [] as number[] };
      for (const [time, snap] of bucketAverages(rows)) {
        const p = percentagesOf(snap);
        for (const k of ["muscle_mass", "fat_mass", "bone_mass"] as const) {
          const v = p[k];
          if (v !== null) pct[k].push(v);
        }
        all_data[msToNs(time)] = {
          raw_data: { ...massesOf(snap), bmi: snap.bmi == null ? null : round(snap.bmi, 1) },
          percentage: p,
        };
      }

      // Period-wide figures straight from the rollups (exact mean, true min / max of the readings).
      const total = (metric: Metric): { sum: number; count: number; min: number; max: number } | null => {
        const own = rows.filter((r) => r.metric === metric && r.count > 0);
        if (own.length === 0) return null;
        return {
          sum: own.reduce((a, r) => a + r.sum, 0),
          count: own.reduce((a, r) => a + r.count, 0),
          min: Math.min(...own.map((r) => r.min)),
          max: Math.max(...own.map((r) => r.max)),
        };
      };
      const weight = total("weight");
      const bmi = total("bmi");
      const hydration = total("hydration");

      const currentWeight = lbs(latest.weight);
      const currentHydration = latest.hydration == null ? null : round(latest.hydration, 1);
      const startWeight = lbs(weightGoal?.startValue == null ? null : Number(weightGoal.startValue));
      const targetWeight = lbs(weightGoal ? Number(weightGoal.targetScore) : null);
      const startHydration = hydrationGoal?.startValue == null ? null : Number(hydrationGoal.startValue);
      const targetHydration = hydrationGoal ? Number(hydrationGoal.targetScore) : null;

      return {
        data: {
          extremities: {
            raw_data: {
              average_bmi: bmi ? round(bmi.sum / bmi.count, 1) : null,
              average_weight: weight ? lbs(weight.sum / weight.count) : null,
              max_weight: weight ? lbs(weight.max) : null,
              min_weight: weight ? lbs(weight.min) : null,
            },
            percentage: {
              muscle_mass: extreme(pct.muscle_mass),
              fat_mass: extreme(pct.fat_mass),
              bone_mass: extreme(pct.bone_mass),
              hydration: hydration
                ? {
                    average: round(hydration.sum / hydration.count, 1),
                    max: round(hydration.max, 1),
                    min: round(hydration.min, 1),
                  }
                : { average: null, max: null, min: null },
            },
          },
          all_data,
        },
        goal_percentile: {
          current_weight: currentWeight,
          start_body_weight: startWeight,
          target_weight: targetWeight,
          body_weight_goal_percentage: goalProgress(startWeight, currentWeight, targetWeight),
          current_hydration: currentHydration,
          start_hydration: startHydration,
          target_hydration: targetHydration,
          body_hydration_goal_percentage: goalProgress(startHydration, currentHydration, targetHydration),
        },
        last:
          latest.ts === undefined
            ? null
            : {
                time: msToNs(latest.ts),
                weight: currentWeight,
                bmi: latest.bmi == null ? null : round(latest.bmi, 1),
                hydration: currentHydration,
              },
      };
    },

    async rawDifference(user, q) {
      const senior = await requireVitalsSenior(prisma, user, q.senior_id, q.account_id);
      const [previous, current] = await Promise.all([
        snapshotBefore(senior.id, q.start_timestamp),
        snapshotBefore(senior.id, q.end_timestamp, q.start_timestamp),
      ]);
      const prevMass = massesOf(previous);
      const curMass = massesOf(current);
      const change =
        prevMass.weight !== null && curMass.weight !== null ? round(curMass.weight - prevMass.weight, 1) : null;
      return {
        previous_mass: prevMass,
        current_mass: curMass,
        previous_percentage: percentagesOf(previous),
        current_percentage: percentagesOf(current),
        previous_time: previous.ts === undefined ? null : msToNs(previous.ts),
        current_time: current.ts === undefined ? null : msToNs(current.ts),
        weight_change: change,
        weight_category: classifyWeightChange(prevMass.weight, curMass.weight),
      };
    },

    async bodyGraph(user, q) {
      const senior = await requireVitalsSenior(prisma, user, q.senior_id, q.account_id);
      const bucket = bucketFor(q.start_timestamp, q.end_timestamp);
      const metric = q.measurement_type;
      const rows = await bucketSeries(
        prisma,
        senior.id,
        [metric],
        q.start_timestamp,
        q.end_timestamp,
        bucket,
        q.timezone,
        senior.timezone,
      );
      const data = rows
        .filter((r) => r.count > 0)
        .map((r) => {
          const avg = r.sum / r.count;
          return metric === "weight"
            ? { time: msToNs(r.bucket), weight: lbs(avg) }
            : { time: msToNs(r.bucket), hydration: round(avg, 1) };
        });
      return { measurement_type: metric, bucket, data };
    },
  };
}
