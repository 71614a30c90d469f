import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelope, type Harness, startHarness } from "../../support/harness.js";
import {
  ago,
  ago as agoFrom,
  counts,
  createFixture,
  devicePost,
  type Fixture,
  INGEST_PATHS,
  rollupTotals,
} from "../../support/ingest-client.js";

let h: Harness;
let f: Fixture;
beforeAll(async () => {
  h = await startHarness({ seeded: false });
  f = await createFixture(h.prisma);
});
afterAll(async () => {
  await h?.close();
});

interface Result {
  received: number;
  stored: number;
  duplicates: number;
  late: number;
  location_events: number;
  sleep_sessions: number;
}

describe("the same upload twice is stored once", () => {
  it("watch readings: same row counts and rollup sums after a retry, device times kept", async () => {
    const base = Date.now();
    const ago = (m: number): string => agoFrom(m, base);
    const events = [
      { type: "heart_rate", ts: ago(9), bpm: 70 },
      { type: "heart_rate", ts: ago(8), bpm: 80 },
      { type: "heart_rate", ts: ago(7), bpm: 90 },
      { type: "steps", ts: ago(7), count: 250 },
      { type: "battery", ts: ago(7), percent: 64 },
    ];
    const first = await devicePost(h.app, INGEST_PATHS.watch, f.watch, { events });
    expect(first.statusCode, first.body).toBe(200);
    expect(envelope<Result>(first).data).toMatchObject({ received: 5, stored: 5, duplicates: 0, late: 0 });
    const afterFirst = await counts(h.prisma);
    const hr = await rollupTotals(h.prisma, f.seniorId, "heart_rate");
    expect(hr).toEqual({ hourly_count: 3, hourly_sum: 240, daily_count: 3, daily_sum: 240 });

    // The device retries (e.g. it never saw the answer): a new signature, the same readings.
    const second = await devicePost(h.app, INGEST_PATHS.watch, f.watch, { events });
    expect(second.statusCode).toBe(200);
    expect(envelope<Result>(second).data).toMatchObject({ received: 5, stored: 0, duplicates: 5 });
    const afterSecond = await counts(h.prisma);
    // Only the evaluation job of the first upload: the retry inserted nothing to evaluate.
    expect(afterSecond).toEqual(afterFirst);
    expect(await rollupTotals(h.prisma, f.seniorId, "heart_rate")).toEqual(hr);

    const stored = await h.prisma.reading.findMany({
      where: { seniorId: f.seniorId, metric: "heart_rate" },
      orderBy: { ts: "asc" },
    });
    expect(stored.map((r) => r.ts.toISOString())).toEqual(
      [ago(9), ago(8), ago(7)].map((t) => new Date(t).toISOString()),
    );
    const device = await h.prisma.device.findUniqueOrThrow({ where: { id: f.watch.id } });
    expect(device.battery).toBe(64);
    expect(device.lastIngestionAt).not.toBeNull();
  });

  it("a batch overlapping an earlier one adds only the new readings to the rollups", async () => {
    const base = Date.now();
    const ago = (m: number): string => agoFrom(m, base);
    await devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: [{ type: "steps", ts: ago(4), count: 250 }] });
    const before = await rollupTotals(h.prisma, f.seniorId, "steps");
    const res = await devicePost(h.app, INGEST_PATHS.watch, f.watch, {
      events: [
        { type: "steps", ts: ago(4), count: 250 }, // already stored
        { type: "steps", ts: ago(3), count: 100 },
      ],
    });
    expect(envelope<Result>(res).data).toMatchObject({ stored: 1, duplicates: 1 });
    const after = await rollupTotals(h.prisma, f.seniorId, "steps");
    expect(after.daily_sum - before.daily_sum).toBe(100);
    expect(after.hourly_count - before.hourly_count).toBe(1);
  });

  it("the same reading twice inside one batch is stored once", async () => {
    const ts = ago(5);
    const res = await devicePost(h.app, INGEST_PATHS.watch, f.watch, {
      events: [
        { type: "heart_rate", ts, bpm: 66 },
        { type: "heart_rate", ts, bpm: 66 },
      ],
    });
    expect(envelope<Result>(res).data).toMatchObject({ received: 2, stored: 1, duplicates: 1 });
  });

  it("scale measure groups: Withings values decoded, BMI derived, a re-send changes nothing", async () => {
    const date = Math.floor(Date.now() / 1000) - 120;
    const payload = {
      measuregrps: [
        {
          grpid: 1,
          date,
          measures: [
            { type: 1, value: 72500, unit: -3 },
            { type: 6, value: 250, unit: -1 },
            { type: 76, value: 30100, unit: -3 },
            { type: 88, value: 29, unit: -1 },
            { type: 77, value: 552, unit: -1 },
          ],
        },
      ],
    };
    const first = await devicePost(h.app, INGEST_PATHS.scale, f.scale, payload);
    expect(first.statusCode, first.body).toBe(200);
    // weight, fat mass (from the ratio), muscle, bone, hydration and BMI (5'6" = 1.6764 m)
    expect(envelope<Result>(first).data).toMatchObject({ received: 6, stored: 6 });
    const rows = await h.prisma.reading.findMany({ where: { seniorId: f.seniorId, ts: new Date(date * 1000) } });
    const byMetric = Object.fromEntries(rows.map((r) => [r.metric, r.value]));
    expect(byMetric).toEqual({
      weight: 72.5,
      fat_mass: 18.13,
      muscle_mass: 30.1,
      bone_mass: 2.9,
      hydration: 55.2,
      bmi: 25.8,
    });
    const weight = await rollupTotals(h.prisma, f.seniorId, "weight");
    const again = await devicePost(h.app, INGEST_PATHS.scale, f.scale, payload);
    expect(envelope<Result>(again).data).toMatchObject({ stored: 0, duplicates: 6 });
    expect(await rollupTotals(h.prisma, f.seniorId, "weight")).toEqual(weight);
  });

  it("a sleep night: one session, a phase per minute, hr samples; stored once when re-sent", async () => {
    const start = Math.floor(Date.now() / 1000) - 9 * 3600;
    const phases = [0, 0, 1, 1, 2, 2, 2, 3, 3, 5, 1, 4, 1, 0];
    const night = {
      series: [
        {
          startdate: start,
          enddate: start + phases.length * 60,
          phases,
          hr: { [String(start + 120)]: 58, [String(start + 420)]: 54 },
          rr: { [String(start + 120)]: 14 },
          data: {
            sleep_score: 81,
            total_sleep_time: 600,
            total_timeinbed: 840,
            sleep_latency: 120,
            wakeup_latency: 60,
            wakeupcount: 1,
          },
        },
      ],
    };
    const first = await devicePost(h.app, INGEST_PATHS.sleep, f.sleep, night);
    expect(first.statusCode, first.body).toBe(200);
    // 14 phases + 2 hr + 1 rr + the score
    expect(envelope<Result>(first).data).toMatchObject({ received: 18, stored: 18, sleep_sessions: 1 });
    const session = await h.prisma.sleepSession.findFirstOrThrow({ where: { seniorId: f.seniorId } });
    expect(session).toMatchObject({
      score: 81,
      totalSleepSeconds: 600,
      timeInBedSeconds: 840,
      latencySeconds: 120,
      interruptions: 1,
      timeToGetUpSeconds: 60,
      avgHeartRate: 56,
      timezone: "America/New_York",
    });
    const before = await counts(h.prisma);
    const again = await devicePost(h.app, INGEST_PATHS.sleep, f.sleep, night);
    expect(envelope<Result>(again).data).toMatchObject({ stored: 0, sleep_sessions: 0 });
    expect(await counts(h.prisma)).toEqual(before);
    const mat = await h.prisma.device.findUniqueOrThrow({ where: { id: f.sleep.id } });
    expect(mat.lastSessionAt?.getTime()).toBe((start + phases.length * 60) * 1000);
    expect(mat.online).toBe(true);
  });

  it("hub heartbeat marks the hub online and stamps its last ingestion", async () => {
    await h.prisma.device.update({ where: { id: f.hub.id }, data: { online: false } });
    const res = await devicePost(h.app, INGEST_PATHS.hub, f.hub, { ts: ago(0), firmware: "2.1.0", wifi_rssi: -61 });
    expect(res.statusCode, res.body).toBe(200);
    const hub = await h.prisma.device.findUniqueOrThrow({ where: { id: f.hub.id } });
    expect(hub.online).toBe(true);
    expect(Date.now() - (hub.lastIngestionAt?.getTime() ?? 0)).toBeLessThan(60_000);
  });
});
