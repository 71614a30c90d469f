import type { Device, Observation, Reference } from "@medplum/fhirtypes";
import type { AccessClaims, FhirDateBound, FhirToken } from "@care/contracts";
import type { Db, Prisma } from "@care/db";
import { localEpochDay, startOfLocalEpochDay } from "@care/time";
import type { Page, PageOf } from "./bundle.js";
import { instantWhere } from "./dates.js";
import {
  CATEGORY_DISPLAY,
  codeOf,
  KINDS,
  kindOfPrefix,
  kindsOf,
  OBSERVATION_CATEGORY,
  ROLLUP_KINDS,
  type ObservationKind,
  type RollupMetric,
} from "./observation-codes.js";
import { readScore, SCORE_PREFIX, scoreItems, type ScoreItem } from "./observation-scores.js";
import { observationScope } from "./scope.js";
import { UCUM } from "./systems.js";

// Observations are made from what the portal's graphs read, never from raw readings: one per day and metric from the
// daily rollup (reading_daily, the senior's local day), and one duration and one score per night on the sleep mat
// (sleep_session). Their ids carry what finds them again: `<prefix>-<senior id>-<day start, ms in base 36>` for a
// rollup, `<prefix>-<session id>` for a night.

type DailyRow = Prisma.ReadingDailyGetPayload<object>;
type SleepRow = Prisma.SleepSessionGetPayload<object>;

/** One Observation before it is written out, with the key that orders a search: instant desc, senior, rank. */
type Item =
  | { source: "rollup"; kind: ObservationKind; row: DailyRow; instant: number; seniorId: string; rank: number }
  | { source: "sleep"; kind: ObservationKind; row: SleepRow; instant: number; seniorId: string; rank: number }
  | ({ source: "score" } & ScoreItem);
/** The Observations made here from readings (a score comes made: observation-scores.ts). */
type ReadingItem = Exclude<Item, { source: "score" }>;

/** Postgres orders the metric enum as declared (prisma/schema.prisma); ranks follow it so each query is a prefix. */
const METRIC_RANK: Record<RollupMetric, number> = { heart_rate: 0, steps: 1, weight: 2, fat_mass: 3, hydration: 6 };
const SLEEP_RANK: Partial<Record<ObservationKind, number>> = { "sleep-duration": 100, "sleep-score": 101 };

const ROLLUP_METRICS = Object.keys(ROLLUP_KINDS) as RollupMetric[];
const METRIC_OF_KIND = Object.fromEntries(ROLLUP_METRICS.map((m) => [ROLLUP_KINDS[m], m])) as Partial<
  Record<ObservationKind, RollupMetric>
>;

/** Which device reported a rollup metric (the reading rows keep it; the rollup knows only the metric). */
const SOURCE_TYPES: Record<RollupMetric, readonly string[]> = {
  heart_rate: ["watch", "techuva_watch"],
  steps: ["watch", "techuva_watch"],
  weight: ["scale"],
  fat_mass: ["scale"],
  hydration: ["scale"],
};

function compare(a: Item, b: Item): number {
  if (a.instant !== b.instant) return b.instant - a.instant;
  if (a.seniorId !== b.seniorId) return a.seniorId < b.seniorId ? -1 : 1;
  if (a.rank !== b.rank) return a.rank - b.rank;
  // Two scores of one senior at one instant: by the response's id, as their query orders them.
  const [ta, tb] = [a.source === "score" ? a.tie : "", b.source === "score" ? b.tie : ""];
  return ta < tb ? -1 : ta > tb ? 1 : 0;
}

const round = (v: number, digits: number): number => Number(v.toFixed(digits));

function rollupId(kind: ObservationKind, row: DailyRow): string {
  return `${KINDS[kind].prefix}-${row.seniorId}-${row.bucketStart.getTime().toString(36)}`;
}

const ID = /^([a-z]+)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-([0-9a-z]{1,11}))?$/;

function valueOf(item: ReadingItem): number {
  if (item.source === "sleep") {
    return item.kind === "sleep-score" ? (item.row.score ?? 0) : round((item.row.totalSleepSeconds ?? 0) / 3600, 2);
  }
  const r = item.row;
  if (item.kind === "heart-rate") return round(r.sum / r.count, 1);
  if (item.kind === "steps") return Math.round(r.sum);
  return round(r.last, 2);
}

function toObservation(
  item: ReadingItem,
  timezones: ReadonlyMap<string, string>,
  device: string | undefined,
): Observation {
  const info = KINDS[item.kind];
  const id = item.source === "sleep" ? `${info.prefix}-${item.row.id}` : rollupId(item.kind, item.row);
  let effective: Pick<Observation, "effectivePeriod" | "effectiveDateTime">;
  if (item.source === "sleep") {
    effective = { effectivePeriod: { start: item.row.start.toISOString(), end: item.row.end.toISOString() } };
  } else if (info.effective === "instant") {
    effective = { effectiveDateTime: item.row.lastTs.toISOString() };
  } else {
    // The day of a daily rollup is the senior's local day: it ends at their next local midnight (23 or 25 h on the
    // days clocks change).
    const tz = timezones.get(item.seniorId) ?? "UTC";
    const start = item.row.bucketStart.getTime();
    const end = startOfLocalEpochDay(localEpochDay(start, tz) + 1, tz);
    effective = { effectivePeriod: { start: new Date(start).toISOString(), end: new Date(end).toISOString() } };
  }
  const lastUpdated = item.source === "sleep" ? item.row.updatedAt : item.row.lastTs;
  const deviceRef: Reference<Device> | undefined = device ? { reference: `Device/${device}` } : undefined;
  return {
    resourceType: "Observation",
    id,
    meta: { lastUpdated: lastUpdated.toISOString(), ...(info.profile ? { profile: [info.profile] } : {}) },
    status: "final",
    category: [
      { coding: [{ system: OBSERVATION_CATEGORY, code: info.category, display: CATEGORY_DISPLAY[info.category] }] },
    ],
    code: codeOf(item.kind),
    subject: { reference: `Patient/${item.seniorId}` },
    ...effective,
    valueQuantity: { value: valueOf(item), unit: info.unit.unit, system: UCUM, code: info.unit.code },
    ...(deviceRef ? { device: deviceRef } : {}),
  };
}

export interface ObservationSearch {
  patient?: string;
  date?: FhirDateBound[];
  code?: FhirToken[];
  _lastUpdated?: FhirDateBound[];
}

/** The devices behind the items: a night's own mat, else the device of the right kind linked at the time. */
async function devicesOf(db: Db, items: readonly Item[]): Promise<Map<Item, string>> {
  const out = new Map<Item, string>();
  const rollups = items.filter((i): i is Extract<Item, { source: "rollup" }> => i.source === "rollup");
  for (const i of items) if (i.source === "sleep" && i.row.deviceId) out.set(i, i.row.deviceId);
  if (rollups.length === 0) return out;
  const links = await db.deviceAssignment.findMany({
    where: { seniorId: { in: [...new Set(rollups.map((i) => i.seniorId))] } },
    select: { seniorId: true, assignedAt: true, unlinkedAt: true, device: { select: { id: true, type: true } } },
    orderBy: [{ assignedAt: "desc" }],
  });
  for (const item of rollups) {
    const metric = item.row.metric as RollupMetric;
    const at = item.row.lastTs.getTime();
    const link = links.find(
      (l) =>
        l.seniorId === item.seniorId &&
        SOURCE_TYPES[metric].includes(l.device.type) &&
        l.assignedAt.getTime() <= at &&
        (l.unlinkedAt === null || l.unlinkedAt.getTime() > at),
    );
    if (link) out.set(item, link.device.id);
  }
  return out;
}

async function write(db: Db, items: readonly Item[], timezones: ReadonlyMap<string, string>): Promise<Observation[]> {
  const devices = await devicesOf(db, items);
  return items.map((i) => (i.source === "score" ? i.resource : toObservation(i, timezones, devices.get(i))));
}

/** The seniors whose readings the caller reads (one of them when `only` is given), with their time zones. */
async function seniorsOf(db: Db, user: AccessClaims, only?: string): Promise<Map<string, string>> {
  const rows = await db.senior.findMany({
    where: { AND: [observationScope(user), ...(only ? [{ id: only }] : [])] },
    select: { id: true, timezone: true },
  });
  return new Map(rows.map((r) => [r.id, r.timezone]));
}

export async function searchObservations(
  db: Db,
  user: AccessClaims,
  q: ObservationSearch,
  page: Page,
): Promise<PageOf<Observation>> {
  const kinds = kindsOf(q.code);
  const timezones = await seniorsOf(db, user, q.patient);
  if (timezones.size === 0) return { resources: [], more: false };
  const seniorIds = [...timezones.keys()];
  const date = instantWhere(q.date);
  const updated = instantWhere(q._lastUpdated);
  // Each source is read in the order of the whole search, as far as the page needs; merged, the first
  // offset + count are the search's.
  const take = page.offset + page.count + 1;
  const metrics = (effective: "period" | "instant"): RollupMetric[] =>
    ROLLUP_METRICS.filter((m) => kinds.has(ROLLUP_KINDS[m]) && KINDS[ROLLUP_KINDS[m]].effective === effective);
  const items: Item[] = [];

  const periodMetrics = metrics("period");
  if (periodMetrics.length > 0) {
    const rows = await db.readingDaily.findMany({
      where: {
        seniorId: { in: seniorIds },
        metric: { in: periodMetrics },
        ...(date ? { bucketStart: date } : {}),
        ...(updated ? { lastTs: updated } : {}),
      },
      orderBy: [{ bucketStart: "desc" }, { seniorId: "asc" }, { metric: "asc" }],
      take,
    });
    for (const row of rows) {
      const metric = row.metric as RollupMetric;
      items.push({
        source: "rollup",
        kind: ROLLUP_KINDS[metric],
        row,
        instant: row.bucketStart.getTime(),
        seniorId: row.seniorId,
        rank: METRIC_RANK[metric],
      });
    }
  }
  const instantMetrics = metrics("instant");
  if (instantMetrics.length > 0) {
    const rows = await db.readingDaily.findMany({
      where: {
        seniorId: { in: seniorIds },
        metric: { in: instantMetrics },
        // The effective instant and meta.lastUpdated are both the day's last reading here: both bounds apply.
        AND: [...(date ? [{ lastTs: date }] : []), ...(updated ? [{ lastTs: updated }] : [])],
      },
      orderBy: [{ lastTs: "desc" }, { seniorId: "asc" }, { metric: "asc" }],
      take,
    });
    for (const row of rows) {
      const metric = row.metric as RollupMetric;
      items.push({
        source: "rollup",
        kind: ROLLUP_KINDS[metric],
        row,
        instant: row.lastTs.getTime(),
        seniorId: row.seniorId,
        rank: METRIC_RANK[metric],
      });
    }
  }
  const sleepKinds = (["sleep-duration", "sleep-score"] as const).filter((k) => kinds.has(k));
  if (sleepKinds.length > 0) {
    // Only nights that give at least one of the kinds asked for, so `take` nights give at least `take` items.
    const has = sleepKinds.map((k) =>
      k === "sleep-score" ? { score: { not: null } } : { totalSleepSeconds: { not: null } },
    );
    const rows = await db.sleepSession.findMany({
      where: {
        seniorId: { in: seniorIds },
        OR: has,
        ...(date ? { start: date } : {}),
        ...(updated ? { updatedAt: updated } : {}),
      },
      orderBy: [{ start: "desc" }, { seniorId: "asc" }],
      take,
    });
    for (const row of rows) {
      for (const kind of sleepKinds) {
        if (kind === "sleep-score" ? row.score === null : row.totalSleepSeconds === null) continue;
        items.push({
          source: "sleep",
          kind,
          row,
          instant: row.start.getTime(),
          seniorId: row.seniorId,
          rank: SLEEP_RANK[kind] ?? 0,
        });
      }
    }
  }
  for (const score of await scoreItems(db, user, seniorIds, q, take)) items.push({ source: "score", ...score });
  items.sort(compare);
  const shown = items.slice(page.offset, page.offset + page.count);
  return { resources: await write(db, shown, timezones), more: items.length > page.offset + page.count };
}

export async function readObservation(db: Db, user: AccessClaims, id: string): Promise<Observation | null> {
  const m = ID.exec(id);
  if (m?.[1] === SCORE_PREFIX && m[2] && m[3] === undefined) return readScore(db, user, m[2], observationScope(user));
  const kind = m ? kindOfPrefix(m[1] ?? "") : undefined;
  if (!m || !kind) return null;
  const [, , uuid, day] = m as unknown as [string, string, string, string | undefined];
  const metric = METRIC_OF_KIND[kind];
  if (metric) {
    if (day === undefined) return null;
    const timezones = await seniorsOf(db, user, uuid);
    const bucketStart = new Date(Number.parseInt(day, 36));
    if (timezones.size === 0 || Number.isNaN(bucketStart.getTime())) return null;
    const row = await db.readingDaily.findUnique({
      where: { seniorId_metric_bucketStart: { seniorId: uuid, metric, bucketStart } },
    });
    if (!row) return null;
    const item: Item = { source: "rollup", kind, row, instant: 0, seniorId: uuid, rank: 0 };
    return (await write(db, [item], timezones))[0] ?? null;
  }
  if (day !== undefined) return null;
  const row = await db.sleepSession.findFirst({ where: { id: uuid, senior: observationScope(user) } });
  if (!row || (kind === "sleep-score" ? row.score === null : row.totalSleepSeconds === null)) return null;
  const item: Item = { source: "sleep", kind, row, instant: 0, seniorId: row.seniorId, rank: 0 };
  return (await write(db, [item], new Map()))[0] ?? null;
}
