// No-data alerts (issue 16 item 6, beyond the spec): a device that stays silent raises one 'no data' care insight
// for review. The defaults, units and bounds of the silence per device kind, and the routes that read and set a
// senior's own silences. docs/care-insights.md "No-data alerts".
import { z } from "zod";
import { defineRoute } from "../route.js";
import { CARE_INSIGHT_ACCESS } from "./care-insights-schemas.js";

/** Device kinds watched for silence (a techuva_watch counts as a watch; hubs report nothing of the senior). */
export const NO_DATA_DEVICES = ["watch", "scale", "sleep"] as const;
export const NoDataDeviceSchema = z.enum(NO_DATA_DEVICES);
export type NoDataDevice = z.infer<typeof NoDataDeviceSchema>;

/**
 * What a silence is measured in, its default and its bounds, per device kind:
 * - watch: hours of the senior's local DAYTIME (08:00–21:00) without data; the night does not count, so a watch
 *   taken off at bedtime is not reported before the morning.
 * - scale: days (24 h each) without a measurement.
 * - sleep: nights (21:00–08:00 local) that began after the last data and ended without any.
 */
export const NO_DATA = {
  daytime: { startHour: 8, endHour: 21 },
  devices: {
    watch: { unit: "daytime_hours", default: 2, min: 1, max: 26, label: "watch", hint: "the watch may not be worn" },
    scale: { unit: "days", default: 3, min: 1, max: 30, label: "scale", hint: "the scale may be unused" },
    sleep: { unit: "nights", default: 2, min: 1, max: 14, label: "sleep mat", hint: "the sleep mat may be unused" },
  },
} as const satisfies {
  daytime: { startHour: number; endHour: number };
  devices: Record<
    NoDataDevice,
    { unit: string; default: number; min: number; max: number; label: string; hint: string }
  >;
};

/** care_insight.vital_type of a no-data insight, e.g. no_data_watch (the portal labels it from the device kind). */
export const noDataVitalType = (device: NoDataDevice): string => `no_data_${device}`;

export const NO_DATA_MESSAGES = { updated: "No-data alert settings updated successfully." } as const;

export const NoDataSettingSchema = z.object({
  device_type: NoDataDeviceSchema,
  unit: z.enum(["daytime_hours", "days", "nights"]),
  silence: z.number().int().describe("The senior's silence, or the default when not customized"),
  default_silence: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  enabled: z.boolean(),
  customized: z.boolean().describe("The senior has an own silence or switched the alert off"),
  device_id: z.string().nullable().describe("The linked device of this kind; null: nothing to watch"),
  open_alert: z
    .object({ care_insight_id: z.string().nullable(), silence_start: z.string(), raised_at: z.string() })
    .nullable()
    .describe("The alert of the silence in progress, until data returns"),
});
export type NoDataSetting = z.infer<typeof NoDataSettingSchema>;

const SeniorQuery = { senior_id: z.uuid(), account_id: z.uuid().optional() };
const S = "careinsights";
const P = "/api/careinsights/no-data-settings";
/** The Care Insights tab's roles (the thresholds screen's). */
const ACCESS = CARE_INSIGHT_ACCESS.vitals;

export const noDataRoutes = {
  settings: defineRoute({
    operationId: "getNoDataSettings",
    method: "GET",
    path: P,
    service: S,
    summary: "The senior's no-data silences per device kind (watch, scale, sleep mat), with any open alert",
    access: ACCESS,
    querystring: z.object(SeniorQuery),
    data: z.array(NoDataSettingSchema),
  }),
  update: defineRoute({
    operationId: "updateNoDataSetting",
    method: "PUT",
    path: P,
    service: S,
    summary: "Set one device kind's silence (null: back to the default) and/or switch its alert on or off",
    access: ACCESS,
    body: z
      .object({
        ...SeniorQuery,
        device_type: NoDataDeviceSchema,
        silence: z.number().int().nullable().optional(),
        enabled: z.boolean().optional(),
      })
      .strict()
      .superRefine((b, ctx) => {
        if (b.silence === undefined && b.enabled === undefined) {
          ctx.addIssue({ code: "custom", path: ["silence"], message: "give silence and/or enabled" });
        }
        const { min, max, unit } = NO_DATA.devices[b.device_type];
        if (typeof b.silence === "number" && (b.silence < min || b.silence > max)) {
          ctx.addIssue({
            code: "custom",
            path: ["silence"],
            message: `must be ${min}-${max} ${unit.replace("_", " ")} for a ${b.device_type}`,
          });
        }
      }),
    data: z.array(NoDataSettingSchema),
  }),
} as const;
