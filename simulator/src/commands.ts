// Tester commands: one device event for one member, sent through the real signed ingestion API.
import { WITHINGS_MEASURE_TYPES as T, type MeasureGroup, type SleepSeries, type WatchEvent } from "@care/contracts";
import type { PrismaClient } from "@care/db";
import type { IngestClient, UploadResult } from "./client.js";
import { CliError, requireMember, type DeviceKind, type SimSenior } from "./fleet.js";
import { createProfile } from "./model/profile.js";
import { planWatchDay, positionAt } from "./model/watch.js";
import { localDay, MINUTE_MS } from "./time.js";

export interface CommandContext {
  prisma: PrismaClient;
  client: IngestClient;
  seed: number;
}

export interface CommandOutcome {
  member: number;
  senior: string;
  device: string;
  result: UploadResult;
}

function deviceOf(senior: SimSenior, kind: DeviceKind) {
  const device = senior.devices[kind];
  if (!device) throw new CliError(`Member ${senior.memberId} has no linked ${kind === "hub" ? "hub" : kind}`);
  return device;
}

async function send(
  ctx: CommandContext,
  senior: SimSenior,
  kind: DeviceKind,
  payload: unknown,
): Promise<CommandOutcome> {
  const device = deviceOf(senior, kind);
  const result = await ctx.client.upload(kind, device, payload);
  return { member: senior.memberId, senior: senior.name, device: `${device.type} ${device.uid}`, result };
}

/** SOS or fall now, at the position the model puts the senior at this minute (home or on a trip). */
export async function raiseAlarm(ctx: CommandContext, memberId: number, type: "sos" | "fall"): Promise<CommandOutcome> {
  const senior = await requireMember(ctx.prisma, memberId);
  const now = Math.floor(Date.now() / 1000) * 1000;
  const profile = createProfile(ctx.seed, senior);
  const plan = planWatchDay(profile, localDay(senior.timezone, now));
  const pos = positionAt(profile, plan, Math.floor((now - plan.midnight) / MINUTE_MS));
  const event: WatchEvent = { type, ts: new Date(now).toISOString(), ...(pos ?? {}) };
  return send(ctx, senior, "watch", { events: [event] });
}

/** Metrics a tester can send one value of, in storage units. */
export const READING_METRICS = {
  heart_rate: "bpm (watch)",
  steps: "steps since the last report (watch)",
  battery: "% (watch)",
  weight: "kg (scale)",
  fat_mass: "kg (scale)",
  muscle_mass: "kg (scale)",
  bone_mass: "kg (scale)",
  hydration: "% of body mass (scale)",
  sleep_score: "0-100 (sleep mat, as a night ending now)",
} as const;
export type ReadingMetric = keyof typeof READING_METRICS;

const SCALE_TYPE: Partial<Record<ReadingMetric, number>> = {
  weight: T.weight,
  fat_mass: T.fatMass,
  muscle_mass: T.muscleMass,
  bone_mass: T.boneMass,
  hydration: T.hydration,
};

export function parseReadingMetric(name: string): ReadingMetric {
  if (Object.hasOwn(READING_METRICS, name)) return name as ReadingMetric;
  const list = Object.entries(READING_METRICS)
    .map(([m, unit]) => `  ${m.padEnd(12)} ${unit}`)
    .join("\n");
  throw new CliError(`Unknown metric "${name}". Metrics a single reading can be sent for:\n${list}`);
}

/** One reading `agoMinutes` ago (0 = now); an older one tests the late path. The API checks the range. */
export async function sendReading(
  ctx: CommandContext,
  memberId: number,
  metric: ReadingMetric,
  value: number,
  agoMinutes = 0,
): Promise<CommandOutcome> {
  const senior = await requireMember(ctx.prisma, memberId);
  const at = Math.floor((Date.now() - agoMinutes * MINUTE_MS) / 1000) * 1000;
  const ts = new Date(at).toISOString();
  if (metric === "heart_rate" || metric === "steps" || metric === "battery") {
    const event: WatchEvent =
      metric === "heart_rate"
        ? { type: "heart_rate", ts, bpm: value }
        : metric === "steps"
          ? { type: "steps", ts, count: Math.round(value) }
          : { type: "battery", ts, percent: value };
    return send(ctx, senior, "watch", { events: [event] });
  }
  const scaleType = SCALE_TYPE[metric];
  if (scaleType !== undefined) {
    const group: MeasureGroup = {
      date: at / 1000,
      measures: [{ type: scaleType, value: Math.round(value * 1000), unit: -3 }],
    };
    return send(ctx, senior, "scale", { measuregrps: [group] });
  }
  const night: SleepSeries = {
    startdate: at / 1000 - 8 * 3600,
    enddate: at / 1000,
    timezone: senior.timezone,
    phases: [],
    data: { sleep_score: value },
  };
  return send(ctx, senior, "sleep", { series: [night] });
}

/** The watch's connectivity as its vendor reports it. */
export async function setOnline(ctx: CommandContext, memberId: number, online: boolean): Promise<CommandOutcome> {
  const senior = await requireMember(ctx.prisma, memberId);
  const event: WatchEvent = { type: "status", ts: new Date().toISOString(), online };
  return send(ctx, senior, "watch", { events: [event] });
}
