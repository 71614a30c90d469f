// Test harness of the measurement routes: an app over a fresh copy of the seeded database, forged tokens of the
// demo accounts, and writers that put readings + rollups, nights and alarms straight into the database (the way
// ingest would), so each test controls its data exactly.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { z } from "zod";
import { envelopeSchema, msToNs } from "@care/contracts";
import type { Metric, PrismaClient, Senior } from "@care/db";
import { buildApp } from "../../../apps/api/src/app.js";
import { tokenFor } from "../../support/tokens.js";
import { createTestEnv, type TestEnv } from "../../support/test-env.js";

export const ACCOUNTS = {
  admin: "admin@demo.care",
  agent: "agent@demo.care",
  wellness: "wellness@demo.care",
  warehouse: "warehouse@demo.care",
  bdm: "bdm@demo.care",
  facility: "facility@demo.care",
  /** A second care agent (coaches members 100281–100298). */
  mfa: "mfa@demo.care",
} as const;
export type Who = keyof typeof ACCOUNTS;

export interface Harness {
  app: FastifyInstance;
  prisma: PrismaClient;
  tokens: Record<Who, string>;
  users: Record<Who, { id: string; facilityId: string | null }>;
  senior(memberId: number): Promise<Senior>;
  get(
    who: Who,
    url: string,
    query?: Record<string, string | number | boolean | undefined>,
  ): Promise<LightMyRequestResponse>;
  post(who: Who, url: string, payload: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const env: TestEnv = await createTestEnv();
  const app = await buildApp({ config: env.config, logger: false });
  await app.ready();
  const prisma = app.prisma;
  const tokens = {} as Record<Who, string>;
  const users = {} as Harness["users"];
  for (const [who, email] of Object.entries(ACCOUNTS) as [Who, string][]) {
    const u = await prisma.staffUser.findUniqueOrThrow({ where: { email } });
    users[who] = { id: u.id, facilityId: u.facilityId };
    tokens[who] = (await tokenFor(app, email)).token;
  }
  const headers = (who: Who): Record<string, string> => ({ authorization: `Bearer ${tokens[who]}` });
  return {
    app,
    prisma,
    tokens,
    users,
    senior: (memberId) => prisma.senior.findUniqueOrThrow({ where: { memberId } }),
    get: (who, url, query = {}) => {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, String(v));
      const s = qs.toString();
      return app.inject({ method: "GET", url: s ? `${url}?${s}` : url, headers: headers(who) } satisfies InjectOptions);
    },
    post: (who, url, payload) => app.inject({ method: "POST", url, headers: headers(who), payload: payload as object }),
    async close() {
      await app.close();
      await env.cleanup();
    },
  };
}

/** Parses a 200 answer with the route's envelope schema and returns its data (fails loudly otherwise). */
export function data<T extends z.ZodType>(res: LightMyRequestResponse, schema: T): z.output<T> {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  const parsed = envelopeSchema(schema).parse(res.json()) as { data: z.output<T> };
  return parsed.data;
}

export const ns = (ms: number | Date): string => msToNs(typeof ms === "number" ? ms : ms.getTime());

/** The query every senior-scoped wellness call carries. */
export function ref(s: Senior): { senior_id: string; account_id: string } {
  return { senior_id: s.id, account_id: s.accountId };
}

export interface PeriodQueries {
  /** The senior's reference plus a window in nanoseconds, in the senior's zone unless another is given. */
  period(startMs: number, endMs: number, tz?: string): Record<string, string>;
  /** Day d (0 = the Monday) and the whole week from the Monday. */
  day(d: number): Record<string, string>;
  week(): Record<string, string>;
}

/** Query builders for a test file whose senior and Monday are set in its beforeAll (hence the getters). */
export function periodQueries(senior: () => Senior, monday: () => number): PeriodQueries {
  const DAY_MS = 86_400_000;
  const period = (startMs: number, endMs: number, tz = senior().timezone): Record<string, string> => ({
    ...ref(senior()),
    start_timestamp: ns(startMs),
    end_timestamp: ns(endMs),
    timezone: tz,
  });
  return {
    period,
    day: (d) => period(monday() + d * DAY_MS, monday() + (d + 1) * DAY_MS),
    week: () => period(monday(), monday() + 7 * DAY_MS),
  };
}

/**
 * Inserts raw readings and rebuilds that senior's rollups from them (hourly in UTC, daily in the senior's zone) —
 * what ingest maintains incrementally.
 */
export async function putReadings(
  prisma: PrismaClient,
  senior: Pick<Senior, "id" | "timezone">,
  metric: Metric,
  points: readonly (readonly [Date | number, number])[],
): Promise<void> {
  if (points.length === 0) return;
  await prisma.reading.createMany({
    data: points.map(([ts, value]) => ({ seniorId: senior.id, metric, ts: new Date(ts), value })),
    skipDuplicates: true,
  });
  await rebuildRollups(prisma, senior.id, metric, senior.timezone);
}

export async function rebuildRollups(
  prisma: PrismaClient,
  seniorId: string,
  metric: Metric,
  tz: string,
): Promise<void> {
  for (const [table, bucket] of [
    ["reading_hourly", `date_trunc('hour', ts)`],
    [
      "reading_daily",
      `date_trunc('day', ts AT TIME ZONE '${tz.replaceAll("'", "")}') AT TIME ZONE '${tz.replaceAll("'", "")}'`,
    ],
  ] as const) {
    await prisma.$executeRawUnsafe(
      `DELETE FROM ${table} WHERE senior_id = $1::uuid AND metric = $2::metric`,
      seniorId,
      metric,
    );
    await prisma.$executeRawUnsafe(
      `INSERT INTO ${table} (senior_id, metric, bucket_start, count, sum, min, max, last, last_ts)
       SELECT senior_id, metric, ${bucket} AS b, count(*), sum(value), min(value), max(value),
              (array_agg(value ORDER BY ts DESC))[1], max(ts)
       FROM reading WHERE senior_id = $1::uuid AND metric = $2::metric GROUP BY senior_id, metric, b`,
      seniorId,
      metric,
    );
  }
}

export interface Night {
  start: Date;
  end: Date;
  score?: number | null;
  totalSleepSeconds?: number;
  timeInBedSeconds?: number;
  interruptions?: number;
  avgHeartRate?: number;
  timezone?: string;
}

export async function putNight(prisma: PrismaClient, senior: Pick<Senior, "id" | "timezone">, n: Night): Promise<void> {
  const inBed = n.timeInBedSeconds ?? Math.round((n.end.getTime() - n.start.getTime()) / 1000);
  await prisma.sleepSession.create({
    data: {
      seniorId: senior.id,
      start: n.start,
      end: n.end,
      timezone: n.timezone ?? senior.timezone,
      score: n.score === undefined ? 80 : n.score,
      totalSleepSeconds: n.totalSleepSeconds ?? inBed - 1800,
      timeInBedSeconds: inBed,
      latencySeconds: 600,
      interruptions: n.interruptions ?? 1,
      timeToGetUpSeconds: 300,
      avgHeartRate: n.avgHeartRate ?? 58,
    },
  });
}

export async function putAlarm(prisma: PrismaClient, seniorId: string, type: "sos" | "fall", at: Date): Promise<void> {
  await prisma.alarm.create({
    data: { seniorId, type, occurredAt: at, status: "closed", dedupeKey: `${seniorId}:${type}:${at.toISOString()}` },
  });
}

/** Instant of a wall-clock time in a zone, e.g. zoned("2026-03-09T00:00", "America/New_York"). */
export function zoned(local: string, tz: string): Date {
  const wall = new Date(`${local}:00Z`).getTime();
  const offset = (ms: number): number => {
    const p = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }).formatToParts(new Date(ms));
    const g = (t: string): number => Number(p.find((x) => x.type === t)?.value);
    return Date.UTC(g("year"), g("month") - 1, g("day"), g("hour"), g("minute")) - ms;
  };
  let utc = wall - offset(wall);
  utc = wall - offset(utc);
  return new Date(utc);
}
