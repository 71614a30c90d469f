import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDay, localMidnight } from "../../../simulator/src/time.js";
import { envelope, type Harness, startHarness } from "../../support/harness.js";
import { createFixture, devicePost, type Fixture, INGEST_PATHS } from "../../support/ingest-client.js";

let h: Harness;
let f: Fixture;
beforeAll(async () => {
  h = await startHarness({ seeded: false });
  f = await createFixture(h.prisma);
});
afterAll(async () => {
  await h?.close();
});

describe("hourly and daily rollups", () => {
  it("buckets by UTC hour and by the senior's local day, with count, sum, min, max and the latest value", async () => {
    // Around a local midnight in New York three days ago: two readings the evening before, three after midnight.
    const tz = "America/New_York";
    const midnight = localMidnight(tz, localDay(tz, Date.now()) - 3);
    const at = (minutes: number): string => new Date(midnight + minutes * 60_000).toISOString();
    const events = [
      { type: "heart_rate", ts: at(-50), bpm: 80 },
      { type: "heart_rate", ts: at(-10), bpm: 60 },
      { type: "heart_rate", ts: at(5), bpm: 70 },
      { type: "heart_rate", ts: at(20), bpm: 90 },
      { type: "heart_rate", ts: at(59), bpm: 75 },
    ];
    // Sent out of order: 'last' must follow the device time, not the order of arrival.
    const res = await devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: [...events].reverse() });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope<{ stored: number; late: number }>(res).data).toMatchObject({ stored: 5, late: 5 });

    const daily = await h.prisma.readingDaily.findMany({
      where: { seniorId: f.seniorId, metric: "heart_rate" },
      orderBy: { bucketStart: "asc" },
    });
    expect(daily.map((d) => [d.bucketStart.getTime(), d.count, d.sum, d.min, d.max, d.last])).toEqual([
      [localMidnight(tz, localDay(tz, Date.now()) - 4), 2, 140, 60, 80, 60],
      [midnight, 3, 235, 70, 90, 75],
    ]);

    const hourly = await h.prisma.readingHourly.findMany({
      where: { seniorId: f.seniorId, metric: "heart_rate" },
      orderBy: { bucketStart: "asc" },
    });
    // New York midnight is a whole UTC hour, so the hours split exactly like the days here.
    expect(hourly.map((r) => [r.bucketStart.getTime(), r.count, r.last, r.lastTs.toISOString()])).toEqual([
      [midnight - 3_600_000, 2, 60, at(-10)],
      [midnight, 3, 75, at(59)],
    ]);

    // A later upload for the same hour adds to the bucket and moves 'last' only if it is newer.
    await devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: [{ type: "heart_rate", ts: at(30), bpm: 100 }] });
    const after = await h.prisma.readingHourly.findFirstOrThrow({
      where: { seniorId: f.seniorId, metric: "heart_rate", bucketStart: new Date(midnight) },
    });
    expect([after.count, after.sum, after.max, after.last]).toEqual([4, 335, 100, 75]);
  });
});
