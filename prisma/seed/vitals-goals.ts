// Default vital thresholds (with a 30-day baseline) and default goals for every senior. Thresholds are ASSIGNED,
// except heart-rate care insights, which are ON (ACTIVE_INSIGHT) for members 100101–100200 so that a tester's
// breaching reading (`npm run sim -- reading --member 100123 --metric heart_rate --value 185`) reaches the
// review queue with the demo data as it is.
// Values are in the storage units of packages/db/src/metrics.ts (kg, %, bpm, steps, score).
import { KG_PER_LB, type GoalKind, type Prisma, type PrismaClient } from "@care/db";
import type { Rng } from "@care/ingest/prng";
import { insertMissing } from "./batch.js";
import { ANCHOR, daysBefore } from "./dates.js";
import { demoRng, seedId } from "./ids.js";
import { planSeniors, type SeniorPlan } from "./seniors.js";

interface VitalSpec {
  name: string;
  unit: string;
  title: string;
  vendor: string;
  model: string;
  /** Baseline average for this senior. */
  average: (s: SeniorPlan, rng: Rng) => number;
  /** Half-width of the baseline low..high band, as a fraction of the average. */
  spread: number;
  /** upper action / upper attention / lower attention / lower action, percent of the baseline average. */
  pct: readonly [number, number, number, number];
  decimals: number;
}

const VITALS: readonly VitalSpec[] = [
  {
    name: "heart_rate",
    unit: "bpm",
    title: "Heart Rate",
    vendor: "Navigil",
    model: "Navigil S2",
    average: (_s, rng) => rng.int(60, 82),
    spread: 0.2,
    pct: [30, 15, 15, 30],
    decimals: 0,
  },
  {
    name: "steps",
    unit: "steps",
    title: "Activity",
    vendor: "Navigil",
    model: "Navigil S2",
    average: (_s, rng) => rng.int(25, 80) * 100,
    spread: 0.4,
    pct: [100, 50, 30, 60],
    decimals: 0,
  },
  {
    name: "weight",
    unit: "kg",
    title: "Weight",
    vendor: "Withings",
    model: "Body+ WBS05",
    average: (s) => s.weightLbs * KG_PER_LB,
    spread: 0.01,
    pct: [5, 3, 3, 5],
    decimals: 1,
  },
  {
    name: "hydration",
    unit: "%",
    title: "Hydration",
    vendor: "Withings",
    model: "Body+ WBS05",
    average: (_s, rng) => rng.int(42, 58),
    spread: 0.05,
    pct: [15, 10, 10, 15],
    decimals: 1,
  },
  {
    name: "sleep_score",
    unit: "score",
    title: "Sleep Score",
    vendor: "Withings",
    model: "Sleep Analyzer WSM02",
    average: (_s, rng) => rng.int(55, 88),
    spread: 0.15,
    pct: [40, 25, 15, 30],
    decimals: 0,
  },
];

const round = (n: number, decimals: number): number => Number(n.toFixed(decimals));

/** Members whose heart-rate care insights are ON in the demo data (README, "For testers"). */
export const INSIGHTS_ON_MEMBERS = { from: 100101, to: 100200 } as const;

function initialState(memberId: number, vital: string): "ASSIGNED" | "ACTIVE_INSIGHT" {
  const on = vital === "heart_rate" && memberId >= INSIGHTS_ON_MEMBERS.from && memberId <= INSIGHTS_ON_MEMBERS.to;
  return on ? "ACTIVE_INSIGHT" : "ASSIGNED";
}

export function buildVitalThresholds(anchor: Date = ANCHOR): Prisma.VitalThresholdCreateManyInput[] {
  const rng = demoRng("vital-thresholds");
  const windowStart = daysBefore(30, anchor);
  const rows: Prisma.VitalThresholdCreateManyInput[] = [];
  for (const s of planSeniors(anchor)) {
    for (const v of VITALS) {
      const avg = round(v.average(s, rng), v.decimals);
      const [upperAction, upperAttention, lowerAttention, lowerAction] = v.pct;
      rows.push({
        id: seedId("vital-threshold", `${s.memberId}:${v.name}`),
        seniorId: s.id,
        measurementName: v.name,
        measurementUnit: v.unit,
        measurementTitle: v.title,
        state: initialState(s.memberId, v.name),
        vendorName: v.vendor,
        modelNumber: v.model,
        baselineAvg: avg,
        baselineHigh: round(avg * (1 + v.spread), v.decimals),
        baselineLow: round(avg * (1 - v.spread), v.decimals),
        windowStart,
        windowEnd: anchor,
        upperActionPct: upperAction,
        upperAttentionPct: upperAttention,
        lowerAttentionPct: lowerAttention,
        lowerActionPct: lowerAction,
        // The two rules the threshold worker evaluates against the baseline average.
        definition: {
          attention: { above_pct: upperAttention, below_pct: lowerAttention },
          action: { above_pct: upperAction, below_pct: lowerAction },
        },
        createdAt: windowStart,
        updatedAt: windowStart,
      });
    }
  }
  return rows;
}

export function buildGoals(anchor: Date = ANCHOR): Prisma.SeniorGoalCreateManyInput[] {
  const rng = demoRng("goals");
  const rows: Prisma.SeniorGoalCreateManyInput[] = [];
  for (const s of planSeniors(anchor)) {
    const weightKg = round(s.weightLbs * KG_PER_LB, 1);
    const hydration = rng.int(42, 55);
    const goals: readonly [GoalKind, number, number | null][] = [
      ["steps", 4500, null],
      // Keep the weight they have (a common default), or lose a little.
      ["weight", rng.chance(0.7) ? weightKg : round(weightKg - rng.int(1, 5), 1), weightKg],
      ["hydration", 55, hydration],
      ["sleep", 80, null],
    ];
    for (const [kind, targetScore, startValue] of goals) {
      rows.push({
        id: seedId("goal", `${s.memberId}:${kind}`),
        seniorId: s.id,
        kind,
        targetScore,
        startValue,
        createdAt: s.createdAt,
        updatedAt: s.createdAt,
      });
    }
  }
  return rows;
}

export async function seedVitalsAndGoals(prisma: PrismaClient, anchor: Date = ANCHOR): Promise<number> {
  return (
    (await insertMissing((a) => prisma.vitalThreshold.createMany(a), buildVitalThresholds(anchor))) +
    (await insertMissing((a) => prisma.seniorGoal.createMany(a), buildGoals(anchor)))
  );
}
