// The vitals served by the vital-series service: which metric, at which precision, and the row of each series.
import type { HeartSeriesSchema, RespirationSeriesSchema } from "@care/contracts";
import type { z } from "zod";
import type { VitalDefinition } from "./service.js";

/** One element of a series schema's `data`. */
type Row<S extends z.ZodType<{ data: unknown[] }>> = z.output<S>["data"][number];

/** Heart rate (watch), bpm as whole numbers, with the steps of the same bucket (the 'Heart Rate/Steps' chart). */
export const HEART_RATE: VitalDefinition<Row<typeof HeartSeriesSchema>> = {
  metric: "heart_rate",
  digits: 0,
  alongside: ["steps"],
  row: (p, alongside) => ({
    time: p.time,
    heart_rate: p.mean,
    min_heart_rate: p.min,
    max_heart_rate: p.max,
    step_count: Math.round(alongside.get("steps")?.sum ?? 0),
  }),
};

/** Respiration rate (sleep mat), breaths/min to 1 decimal. */
export const RESPIRATION: VitalDefinition<Row<typeof RespirationSeriesSchema>> = {
  metric: "respiration",
  digits: 1,
  alongside: [],
  row: (p) => ({
    time: p.time,
    respiration_rate: p.mean,
    min_respiration_rate: p.min,
    max_respiration_rate: p.max,
  }),
};
