import { NO_DATA, noDataVitalType, type NoDataDevice } from "@care/contracts";
import type { Metric, Prisma } from "@care/db";
import { formatGenerated } from "../insights/insight-event.js";
import { silenceText } from "./silence.js";

/**
 * The metrics that show a device in use. A watch on its charger still reports battery, status and location, so only
 * heart rate and steps mean "worn"; a scale and a sleep mat report only when someone uses them.
 */
export const NO_DATA_METRICS: Record<NoDataDevice, readonly Metric[]> = {
  watch: ["heart_rate", "steps"],
  scale: ["weight", "fat_mass", "muscle_mass", "bone_mass", "hydration", "bmi"],
  sleep: ["sleep_score", "sleep_phase", "sleep_heart_rate", "respiration"],
};

/** One insight per silence of one device: the key names both, whoever runs the task and however often. */
export const noDataDedupeKey = (deviceId: string, silenceStart: Date): string =>
  `no_data:${deviceId}:${silenceStart.toISOString()}`;

export interface RaisedSilence {
  seniorId: string;
  facilityId: string | null;
  deviceId: string;
  device: NoDataDevice;
  silenceStart: Date;
  silence: number;
  timezone: string;
}

/** "No data from the watch for 2 daytime hours since 03/02/2026 10:00 AM: the watch may not be worn." */
export function noDataMessage(s: RaisedSilence): string {
  const d = NO_DATA.devices[s.device];
  const since = formatGenerated(s.silenceStart.toISOString(), s.timezone);
  return `No data from the ${d.label} for ${silenceText(s.device, s.silence)} since ${since}: ${d.hint}.`;
}

/**
 * The care insight of a silence: an alert of kind attention waiting for review (sent_for_approval), so it enters
 * the admin review queue and triggers it like a threshold alert. No range or value: there is nothing to measure.
 */
export function buildNoDataInsight(s: RaisedSilence, now: Date): Prisma.CareInsightCreateManyInput {
  return {
    seniorId: s.seniorId,
    facilityId: s.facilityId,
    type: "alert",
    kind: "attention",
    status: "sent_for_approval",
    vitalType: noDataVitalType(s.device),
    message: noDataMessage(s),
    range: "-",
    dedupeKey: noDataDedupeKey(s.deviceId, s.silenceStart),
    createdAt: now,
  };
}
