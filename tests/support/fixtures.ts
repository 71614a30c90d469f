// Rows written straight into the database the way ingest, the worker or an earlier call would have left them, so a
// test controls its data exactly; and the seeded seniors tests act on.
import { msToNs } from "@care/contracts";
import type { CareInsightStatus, CareInsightType, DeviceType, Metric, PrismaClient, Senior } from "@care/db";
import type { Harness } from "./harness.js";

/** A seeded senior by member id. */
export function seniorByMember(prisma: PrismaClient, memberId: number): Promise<Senior> {
  return prisma.senior.findUniqueOrThrow({ where: { memberId } });
}

export interface FacilitySeniors {
  /** The first resident of facility@demo.care's facility. */
  resident: { id: string; accountId: string; facilityId: string };
  /** The first senior outside that facility (at home or elsewhere). */
  outsider: { id: string; accountId: string };
}

/** A resident of the facility agent's facility and a senior outside it, from the seeded data. */
export async function facilitySeniors(h: Harness): Promise<FacilitySeniors> {
  const facilityId = h.user("facility").facilityId;
  if (!facilityId) throw new Error("facility@demo.care has no facility in the seed");
  const resident = await h.prisma.senior.findFirstOrThrow({ where: { facilityId }, orderBy: { memberId: "asc" } });
  const outsider = await h.prisma.senior.findFirstOrThrow({
    where: { OR: [{ facilityId: null }, { facilityId: { not: facilityId } }] },
    orderBy: { memberId: "asc" },
  });
  return {
    resident: { id: resident.id, accountId: resident.accountId, facilityId },
    outsider: { id: outsider.id, accountId: outsider.accountId },
  };
}

/** A seeded watch linked to a member: what a test signs its uploads with, and whose they are. */
export interface LinkedWatch {
  uid: string;
  secret: string;
  seniorId: string;
}

/** The first `take` watches (by identifier) of the given types that are linked to a member in the seed. */
export async function linkedWatches(
  prisma: PrismaClient,
  take: number,
  types: DeviceType[] = ["watch", "techuva_watch"],
): Promise<LinkedWatch[]> {
  const devices = await prisma.device.findMany({
    where: { type: { in: types }, assignments: { some: { unlinkedAt: null } } },
    include: { assignments: { where: { unlinkedAt: null } } },
    orderBy: { uniqueIdentifier: "asc" },
    take,
  });
  return devices.map((d) => ({ uid: d.uniqueIdentifier, secret: d.secret, seniorId: d.assignments[0]!.seniorId }));
}

/**
 * Heart-rate care insights on for these seniors: a 70 bpm baseline with ±15 % attention and ±30 % action bands, so
 * 130 bpm is an upper action breach.
 */
export async function heartRateInsightsOn(prisma: PrismaClient, seniorIds: string[]): Promise<void> {
  await prisma.vitalThreshold.updateMany({
    where: { seniorId: { in: seniorIds }, measurementName: "heart_rate" },
    data: {
      state: "ACTIVE_INSIGHT",
      baselineAvg: 70,
      upperActionPct: 30,
      upperAttentionPct: 15,
      lowerAttentionPct: 15,
      lowerActionPct: 30,
    },
  });
}

export const ns = (ms: number | Date): string => msToNs(typeof ms === "number" ? ms : ms.getTime());

/** The query every senior-scoped call carries. */
export function ref(s: Pick<Senior, "id" | "accountId">): { senior_id: string; account_id: string } {
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

/** An insight as the worker or an earlier call would have left it. */
export async function makeInsight(
  prisma: PrismaClient,
  o: {
    seniorId: string;
    type?: CareInsightType;
    status?: CareInsightStatus;
    message?: string;
    facilityId?: string | null;
    createdAt?: Date;
  },
): Promise<string> {
  const type = o.type ?? "alert";
  const row = await prisma.careInsight.create({
    data: {
      seniorId: o.seniorId,
      facilityId: o.facilityId ?? null,
      type,
      kind: type === "alert" ? "action" : type === "summary" || type === "facility_summary" ? type : "alert",
      status: o.status ?? "new",
      message: o.message ?? `Generated ${type} message`,
      vitalType: type === "alert" ? "heart_rate" : null,
      ...(o.createdAt ? { createdAt: o.createdAt, updatedAt: o.createdAt } : {}),
    },
  });
  return row.id;
}

/** Fan-out events written to the outbox for an insight, oldest first. */
export async function fanoutEvents(prisma: PrismaClient, careInsightId: string): Promise<string[]> {
  const rows = await prisma.outbox.findMany({ where: { topic: "insight-fanout" }, orderBy: { id: "asc" } });
  return rows
    .map((r) => r.payload as { care_insight_id?: string; event?: string })
    .filter((p) => p.care_insight_id === careInsightId)
    .map((p) => p.event ?? "");
}

/** The body of POST users/admin/care-agent that saves a seeded staff account as it is, with `changes` applied. */
export async function staffAccountBody(
  prisma: PrismaClient,
  email: string,
  changes: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const u = await prisma.staffUser.findUniqueOrThrow({ where: { email } });
  return {
    user_id: u.id,
    employee_id: u.employeeId,
    name: { first_name: u.firstName, middle_name: u.middleName, last_name: u.lastName },
    email: u.email,
    role: u.primaryRole,
    phone_number: { number: u.phone ?? "4045550100" },
    location: {
      zipcode: u.zipcode ?? "30303",
      city: u.city ?? "Atlanta",
      state: u.state ?? "GA",
      timezone: u.timezone,
    },
    shift: u.shift,
    is_mfa_enabled: u.isMfaEnabled,
    ...changes,
  };
}
