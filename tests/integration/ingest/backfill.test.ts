import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@care/db";
import { runBackfill } from "../../../simulator/src/backfill.js";
import { loadFleet, type SimSenior } from "../../../simulator/src/fleet.js";
import { generateDay, LITE_DENSITY } from "../../../simulator/src/model/generate.js";
import { createProfile } from "../../../simulator/src/model/profile.js";
import { localDay } from "../../../simulator/src/time.js";
import { envelope, type Harness, startHarness } from "../../support/harness.js";
import { createFixture, devicePost, type Fixture, INGEST_PATHS } from "../../support/ingest-client.js";

let h: Harness;
let f: Fixture;
let senior: SimSenior;
beforeAll(async () => {
  h = await startHarness({ seeded: false });
  f = await createFixture(h.prisma);
  const { memberId } = await h.prisma.senior.findUniqueOrThrow({ where: { id: f.seniorId } });
  [senior] = (await loadFleet(h.prisma, { members: [memberId] })) as [SimSenior];
});
afterAll(async () => {
  await h?.close();
});

/** Everything ingestion derives for the senior, without receipt times (live and backfill receive at other times). */
async function snapshot(prisma: PrismaClient, seniorId: string) {
  const q = <T>(sql: string) => prisma.$queryRawUnsafe<T[]>(sql, seniorId);
  return {
    readings: await q(`SELECT metric::text, ts, value FROM reading WHERE senior_id = $1::uuid ORDER BY 1, 2`),
    hourly: await q(
      `SELECT metric::text, bucket_start, count, sum, min, max, last, last_ts FROM reading_hourly
       WHERE senior_id = $1::uuid ORDER BY 1, 2`,
    ),
    daily: await q(
      `SELECT metric::text, bucket_start, count, sum, min, max, last, last_ts FROM reading_daily
       WHERE senior_id = $1::uuid ORDER BY 1, 2`,
    ),
    locations: await q(
      `SELECT ts, lat, lng, alarm_type::text FROM location_event WHERE senior_id = $1::uuid ORDER BY 1, 4`,
    ),
    sessions: await q(
      `SELECT start, "end", score, total_sleep_seconds, interruptions FROM sleep_session WHERE senior_id = $1::uuid ORDER BY 1`,
    ),
  };
}

async function wipe(prisma: PrismaClient, seniorId: string): Promise<void> {
  for (const table of ["reading", "reading_hourly", "reading_daily", "location_event", "sleep_session"]) {
    await prisma.$executeRawUnsafe(`DELETE FROM ${table} WHERE senior_id = $1::uuid`, seniorId);
  }
}

describe("backfill", () => {
  it("writes the same readings, rollups, location events and nights as the same payloads sent live", async () => {
    const summary = await runBackfill([senior], {
      databaseUrl: h.env.databaseUrl,
      seed: 42,
      days: 2,
      density: LITE_DENSITY,
      concurrency: 1,
      batchRows: 100,
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(summary.readingsStored).toBeGreaterThan(200);
    expect(summary.readingsStored).toBe(summary.readingsGenerated);
    const backfilled = await snapshot(h.prisma, f.seniorId);
    expect(backfilled.sessions.length).toBeGreaterThanOrEqual(1);

    // The same generated days through the signed HTTP API, device by device, day by day.
    await wipe(h.prisma, f.seniorId);
    const profile = createProfile(42, senior);
    const from = summary.from.getTime();
    const to = summary.to.getTime();
    for (let d = localDay(senior.timezone, from); d <= localDay(senior.timezone, to); d++) {
      const day = generateDay(profile, d, LITE_DENSITY);
      const within = <T extends { t: number }>(list: T[]): T[] => list.filter((x) => x.t >= from && x.t <= to);
      const uploads: [string, typeof f.watch, unknown[], string][] = [
        [INGEST_PATHS.watch, f.watch, within(day.watch).map((x) => x.item), "events"],
        [INGEST_PATHS.scale, f.scale, within(day.scale).map((x) => x.item), "measuregrps"],
        [INGEST_PATHS.sleep, f.sleep, within(day.sleep).map((x) => x.item), "series"],
      ];
      for (const [path, device, items, key] of uploads) {
        if (items.length === 0) continue;
        const res = await devicePost(h.app, path, device, { [key]: items });
        expect(res.statusCode, res.body).toBe(200);
        expect(envelope<{ duplicates: number }>(res).data.duplicates).toBe(0);
      }
    }
    expect(await snapshot(h.prisma, f.seniorId)).toEqual(backfilled);
  });

  it("is idempotent: a second run over the same days stores nothing new", async () => {
    const before = await snapshot(h.prisma, f.seniorId);
    const summary = await runBackfill([senior], {
      databaseUrl: h.env.databaseUrl,
      seed: 42,
      days: 2,
      density: LITE_DENSITY,
      concurrency: 2,
      batchRows: 1000,
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    // The window ends at the current minute, so only readings of the last minutes can be new.
    expect(summary.readingsStored).toBeLessThan(5);
    const after = await snapshot(h.prisma, f.seniorId);
    expect(after.hourly.length).toBeGreaterThanOrEqual(before.hourly.length);
    expect(after.sessions).toEqual(before.sessions);
  });
});
