import { Prisma } from "@care/db";
import {
  defineReport,
  inLocalDays,
  localDate,
  MEMBER_COLUMNS,
  MEMBER_SELECT,
  seniorScope,
  type ReportDefinition,
} from "../definition.js";

// Vitals: one row per senior per local day from the daily rollups (reading_daily: bucket_start is the senior's
// local midnight), or one row per night for sleep. Weights are stored in kg and shown in lb (spec 3 §9).

const KG_TO_LB = 2.2046;
const DAY = { header: "Date", key: "day", width: 12 };
const daily = (metric: string) => ({
  from: Prisma.sql`reading_daily d JOIN senior s ON s.id = d.senior_id`,
  base: (f: Parameters<typeof seniorScope>[0]) => [
    Prisma.sql`d.metric = ${metric}::metric`,
    ...seniorScope(f),
    ...inLocalDays(f, "d.bucket_start"),
  ],
});

const heart = daily("heart_rate");
export const heartRate: ReportDefinition = defineReport(
  "heart_rate",
  [
    ...MEMBER_COLUMNS,
    DAY,
    { header: "Min (bpm)", key: "min_bpm" },
    { header: "Average (bpm)", key: "avg_bpm" },
    { header: "Max (bpm)", key: "max_bpm" },
    { header: "Readings", key: "readings" },
  ],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, ${localDate("d.bucket_start")} AS day,
      round(d.min)::int AS min_bpm, round((d.sum / d.count)::numeric, 1)::float8 AS avg_bpm,
      round(d.max)::int AS max_bpm, d.count AS readings`),
    from: heart.from,
    where: heart.base(f),
    keys: ["s.member_id", "d.bucket_start"],
  }),
);

const steps = daily("steps");
export const watchActivity: ReportDefinition = defineReport(
  "watch_activity",
  [...MEMBER_COLUMNS, DAY, { header: "Steps", key: "steps" }, { header: "Step Goal", key: "step_goal" }],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, ${localDate("d.bucket_start")} AS day, round(d.sum)::int AS steps,
      COALESCE((SELECT g.target_score FROM senior_goal g WHERE g.senior_id = s.id AND g.kind = 'steps'), 4500)::int
        AS step_goal`),
    from: steps.from,
    where: steps.base(f),
    keys: ["s.member_id", "d.bucket_start"],
  }),
);

const hydrationDaily = daily("hydration");
export const hydration: ReportDefinition = defineReport(
  "hydration",
  [...MEMBER_COLUMNS, DAY, { header: "Hydration (%)", key: "hydration" }],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, ${localDate("d.bucket_start")} AS day,
      round(d.last::numeric, 1)::float8 AS hydration`),
    from: hydrationDaily.from,
    where: hydrationDaily.base(f),
    keys: ["s.member_id", "d.bucket_start"],
  }),
);

/** The scale's measurements of a day side by side (the day's last value of each). */
const BODY_DAYS = Prisma.raw(`(
  SELECT senior_id, bucket_start,
    max(last) FILTER (WHERE metric = 'weight') AS weight,
    max(last) FILTER (WHERE metric = 'bmi') AS bmi,
    max(last) FILTER (WHERE metric = 'fat_mass') AS fat_mass,
    max(last) FILTER (WHERE metric = 'muscle_mass') AS muscle_mass,
    max(last) FILTER (WHERE metric = 'bone_mass') AS bone_mass,
    max(last) FILTER (WHERE metric = 'hydration') AS hydration
  FROM reading_daily
  WHERE metric IN ('weight', 'bmi', 'fat_mass', 'muscle_mass', 'bone_mass', 'hydration')
  GROUP BY senior_id, bucket_start
) d JOIN senior s ON s.id = d.senior_id`);

const lb = (col: string): string => `round((d.${col} * ${KG_TO_LB})::numeric, 1)::float8 AS ${col}`;
export const bodyScale: ReportDefinition = defineReport(
  "body_scale",
  [
    ...MEMBER_COLUMNS,
    DAY,
    { header: "Weight (lb)", key: "weight" },
    { header: "BMI", key: "bmi" },
    { header: "Fat Mass (lb)", key: "fat_mass" },
    { header: "Muscle Mass (lb)", key: "muscle_mass" },
    { header: "Bone Mass (lb)", key: "bone_mass" },
    { header: "Hydration (%)", key: "hydration" },
  ],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, ${localDate("d.bucket_start")} AS day, ${lb("weight")},
      round(d.bmi::numeric, 1)::float8 AS bmi, ${lb("fat_mass")}, ${lb("muscle_mass")}, ${lb("bone_mass")},
      round(d.hydration::numeric, 1)::float8 AS hydration`),
    from: BODY_DAYS,
    where: [...seniorScope(f), ...inLocalDays(f, "d.bucket_start")],
    keys: ["s.member_id", "d.bucket_start"],
  }),
);

/** A night belongs to the local day it ends on (the morning the senior gets up). */
export const sleep14Day: ReportDefinition = defineReport(
  "sleep_14_day",
  [
    ...MEMBER_COLUMNS,
    { header: "Night Of", key: "night", width: 12 },
    { header: "Sleep Score", key: "score" },
    { header: "Total Sleep (min)", key: "total_sleep_min" },
    { header: "Time in Bed (min)", key: "time_in_bed_min" },
    { header: "Sleep Latency (min)", key: "latency_min" },
    { header: "Interruptions", key: "interruptions" },
    { header: "Time to Get Up (min)", key: "time_to_get_up_min" },
    { header: "Average Heart Rate (bpm)", key: "avg_hr" },
  ],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, to_char(n."end" AT TIME ZONE n.timezone, 'MM/DD/YYYY') AS night,
      n.score, round(n.total_sleep_seconds / 60.0)::int AS total_sleep_min,
      round(n.time_in_bed_seconds / 60.0)::int AS time_in_bed_min, round(n.latency_seconds / 60.0)::int AS latency_min,
      n.interruptions, round(n.time_to_get_up_seconds / 60.0)::int AS time_to_get_up_min,
      round(n.avg_heart_rate::numeric, 1)::float8 AS avg_hr`),
    from: Prisma.sql`sleep_session n JOIN senior s ON s.id = n.senior_id`,
    where: [...seniorScope(f), ...inLocalDays(f, `n."end"`, "n")],
    keys: ["s.member_id", "n.start", "n.id"],
  }),
);
