import ExcelJS from "exceljs";
import type { z } from "zod";
import { STEP_GOAL, type AccessClaims, type VitalsReportQuery } from "@care/contracts";
import { type Db, LB_PER_KG, type Metric } from "@care/db";
import { requireVitalsSenior } from "../../../access/senior-visibility.js";
import { fullName } from "../shared/senior-name.js";
import { findGoal, targetOf } from "../shared/goals.js";
import { percentOf, round } from "../shared/numbers.js";
import { bucketFor, bucketSeries, type BucketRow } from "../shared/rollups.js";
import { localDate, localDateTime } from "@care/time";
import { sessionsEndingIn } from "../sleep/repo.js";

type Query = z.output<typeof VitalsReportQuery>;
type Cell = string | number | null;

export interface VitalsReport {
  filename: string;
  body: Buffer;
}

export interface VitalsReportService {
  build(user: AccessClaims, q: Query): Promise<VitalsReport>;
}

const METRICS: Record<Exclude<Query["vital"], "sleep">, readonly Metric[]> = {
  heart_rate: ["heart_rate"],
  activity: ["steps"],
  body_health: ["weight", "bmi", "muscle_mass", "fat_mass", "bone_mass", "hydration"],
};

const TITLES: Record<Query["vital"], string> = {
  heart_rate: "Heart Rate",
  activity: "Activity",
  body_health: "Body Health",
  sleep: "Sleep",
};

const avg = (r: BucketRow | undefined, f = 1, digits = 1): number | null =>
  r && r.count > 0 ? round((r.sum / r.count) * f, digits) : null;
const hours = (s: number | null): string | null =>
  s === null ? null : `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;

export function createVitalsReportService(deps: { prisma: Db }): VitalsReportService {
  const { prisma } = deps;

  /** Header + rows of the sheet: rollup buckets (hourly for a day, daily otherwise) or nights for sleep. */
  async function table(seniorId: string, seniorTz: string, q: Query): Promise<[string[], Cell[][]]> {
    if (q.vital === "sleep") {
      const nights = await sessionsEndingIn(prisma, seniorId, q.start_timestamp, q.end_timestamp);
      const header = [
        "Night of",
        "In bed",
        "Out of bed",
        "Sleep score",
        "Total sleep",
        "Time in bed",
        "Interruptions",
        "Time to sleep (min)",
        "Avg heart rate (bpm)",
      ];
      return [
        header,
        nights.map((n) => [
          localDate(n.end.getTime(), n.timezone || seniorTz),
          localDateTime(n.start.getTime(), n.timezone || seniorTz),
          localDateTime(n.end.getTime(), n.timezone || seniorTz),
          n.score,
          hours(n.totalSleepSeconds),
          hours(n.timeInBedSeconds),
          n.interruptions,
          n.latencySeconds === null ? null : Math.round(n.latencySeconds / 60),
          n.avgHeartRate === null ? null : round(n.avgHeartRate),
        ]),
      ];
    }
    const bucket = bucketFor(q.start_timestamp, q.end_timestamp);
    const rows = await bucketSeries(
      prisma,
      seniorId,
      METRICS[q.vital],
      q.start_timestamp,
      q.end_timestamp,
      bucket,
      q.timezone,
      seniorTz,
    );
    const byTime = new Map<number, Map<Metric, BucketRow>>();
    for (const r of rows) byTime.set(r.bucket, (byTime.get(r.bucket) ?? new Map()).set(r.metric, r));
    const when = (t: number): string => (bucket === "hour" ? localDateTime(t, q.timezone) : localDate(t, q.timezone));
    const times = [...byTime.keys()].sort((a, b) => a - b);
    if (q.vital === "heart_rate") {
      return [
        ["Time", "Average (bpm)", "Min (bpm)", "Max (bpm)", "Readings"],
        times.map((t) => {
          const r = byTime.get(t)?.get("heart_rate");
          return [when(t), avg(r, 1, 0), r ? round(r.min) : null, r ? round(r.max) : null, r?.count ?? 0];
        }),
      ];
    }
    if (q.vital === "activity") {
      const goal = targetOf(await findGoal(prisma, seniorId, "steps"), STEP_GOAL.default);
      return [
        ["Time", "Steps", "Goal", "Goal %"],
        times.map((t) => {
          const steps = Math.round(byTime.get(t)?.get("steps")?.sum ?? 0);
          return [when(t), steps, goal, percentOf(steps, goal)];
        }),
      ];
    }
    return [
      ["Time", "Weight (lbs)", "BMI", "Muscle (lbs)", "Fat (lbs)", "Bone (lbs)", "Hydration (%)"],
      times.map((t) => {
        const m = byTime.get(t);
        return [
          when(t),
          avg(m?.get("weight"), LB_PER_KG),
          avg(m?.get("bmi")),
          avg(m?.get("muscle_mass"), LB_PER_KG),
          avg(m?.get("fat_mass"), LB_PER_KG),
          avg(m?.get("bone_mass"), LB_PER_KG),
          avg(m?.get("hydration")),
        ];
      }),
    ];
  }

  return {
    async build(user, q) {
      const senior = await requireVitalsSenior(prisma, user, q.senior_id, q.account_id);
      const [header, rows] = await table(senior.id, senior.timezone, q);
      const tz = q.vital === "sleep" ? senior.timezone : q.timezone;
      const from = localDate(q.start_timestamp, tz);
      const to = localDate(q.end_timestamp - 1, tz);

      const wb = new ExcelJS.Workbook();
      wb.creator = "Senior Care Platform";
      const ws = wb.addWorksheet(TITLES[q.vital]);
      ws.addRow([`${TITLES[q.vital]} report`]).font = { bold: true, size: 14 };
      ws.addRow(["Member", fullName(senior), "Member ID", senior.memberId]);
      ws.addRow(["Period", `${from} to ${to}`, "Time zone", tz]);
      ws.addRow([]);
      const head = ws.addRow(header);
      head.font = { bold: true };
      for (const r of rows) ws.addRow(r);
      if (rows.length === 0) ws.addRow(["No Records Found"]);
      ws.columns.forEach((c) => (c.width = 18));

      return {
        filename: `${q.vital}-${senior.memberId}-${from}-to-${to}.xlsx`,
        body: Buffer.from(await wb.xlsx.writeBuffer()),
      };
    },
  };
}
