import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUES } from "@care/contracts";
import { envelope, type Harness, startHarness } from "../../support/harness.js";
import { ago, createFixture, devicePost, type Fixture, INGEST_PATHS } from "../../support/ingest-client.js";

// A small late window keeps the test data close to now.
let h: Harness;
let f: Fixture;
beforeAll(async () => {
  h = await startHarness({ seeded: false, env: { LATE_READING_WINDOW_S: "600" } });
  f = await createFixture(h.prisma);
});
afterAll(async () => {
  await h?.close();
});

interface Payload {
  senior_id?: string;
  device_id?: string;
  late?: boolean;
  readings?: { metric: string; ts: string; value: number }[];
  alarm_id?: string;
  reason?: string;
}

async function outboxSince(id: bigint): Promise<{ id: bigint; topic: string; payload: Payload }[]> {
  const rows = await h.prisma.outbox.findMany({ where: { id: { gt: id } }, orderBy: { id: "asc" } });
  return rows.map((r) => ({ id: r.id, topic: r.topic, payload: r.payload as Payload }));
}

async function lastOutboxId(): Promise<bigint> {
  const last = await h.prisma.outbox.findFirst({ orderBy: { id: "desc" } });
  return last?.id ?? 0n;
}

describe("late readings", () => {
  it("are stored and rolled up, and their evaluation job carries late=true", async () => {
    const mark = await lastOutboxId();
    const lateTs = ago(60);
    const res = await devicePost(h.app, INGEST_PATHS.watch, f.watch, {
      events: [
        { type: "heart_rate", ts: lateTs, bpm: 190 }, // an hour old: late
        { type: "heart_rate", ts: ago(1), bpm: 75 }, // fresh
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope<{ late: number; stored: number }>(res).data).toMatchObject({ stored: 2, late: 1 });

    const jobs = await outboxSince(mark);
    expect(jobs.map((j) => [j.topic, j.payload.late])).toEqual([
      [QUEUES.evaluateReadings, false],
      [QUEUES.evaluateReadings, true],
    ]);
    expect(jobs[1]?.payload.readings).toEqual([
      { metric: "heart_rate", ts: new Date(lateTs).toISOString(), value: 190 },
    ]);
    expect(jobs[0]?.payload).toMatchObject({ senior_id: f.seniorId, device_id: f.watch.id });

    const hourly = await h.prisma.readingHourly.findMany({ where: { seniorId: f.seniorId, metric: "heart_rate" } });
    expect(hourly.reduce((s, r) => s + r.count, 0)).toBe(2);
    expect(Math.max(...hourly.map((r) => r.max))).toBe(190);
  });

  it("a retried batch with one new reading evaluates only that reading (no job when nothing is new)", async () => {
    const old = ago(3);
    await devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: [{ type: "heart_rate", ts: old, bpm: 77 }] });
    const mark = await lastOutboxId();
    const fresh = ago(2);
    await devicePost(h.app, INGEST_PATHS.watch, f.watch, {
      events: [
        { type: "heart_rate", ts: old, bpm: 77 },
        { type: "steps", ts: fresh, count: 42 },
      ],
    });
    await devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: [{ type: "heart_rate", ts: old, bpm: 77 }] });
    const jobs = await outboxSince(mark);
    expect(jobs.map((j) => j.payload)).toEqual([
      {
        senior_id: f.seniorId,
        device_id: f.watch.id,
        late: false,
        readings: [{ metric: "steps", ts: new Date(fresh).toISOString(), value: 42 }],
      },
    ]);
    // Built in SQL (the prepared payload no longer fitted), and enqueued after the commit all the same.
    const rows = await h.prisma.outbox.findMany({ where: { id: { gt: mark } } });
    expect(rows.every((r) => r.processedAt !== null)).toBe(true);
  });

  it("jobs are enqueued after the commit (the outbox rows are marked processed)", async () => {
    const mark = await lastOutboxId();
    await devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: [{ type: "heart_rate", ts: ago(2), bpm: 71 }] });
    const [row] = await h.prisma.outbox.findMany({ where: { id: { gt: mark } } });
    expect(row?.processedAt).not.toBeNull();
    const job = await h.app.queues[QUEUES.evaluateReadings].getJob(`outbox-${row?.id}`);
    expect(job?.data).toMatchObject({ senior_id: f.seniorId, late: false });
  });

  it("a late battery or status does not overwrite the current device state", async () => {
    await devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: [{ type: "battery", ts: ago(1), percent: 80 }] });
    await devicePost(h.app, INGEST_PATHS.watch, f.watch, {
      events: [
        { type: "battery", ts: ago(120), percent: 12 },
        { type: "status", ts: ago(120), online: false },
      ],
    });
    const watch = await h.prisma.device.findUniqueOrThrow({ where: { id: f.watch.id } });
    expect(watch.battery).toBe(80);
  });
});

describe("SOS and fall", () => {
  it("creates exactly one pending alarm and one fan-out job, even when posted twice", async () => {
    const mark = await lastOutboxId();
    const ts = ago(0);
    const sos = { events: [{ type: "sos", ts, lat: 42.37, lng: -71.05 }] };
    const first = await devicePost(h.app, INGEST_PATHS.watch, f.watch, sos);
    const second = await devicePost(h.app, INGEST_PATHS.watch, f.watch, sos);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);

    const alarms = await h.prisma.alarm.findMany({ where: { seniorId: f.seniorId, type: "sos" } });
    expect(alarms).toHaveLength(1);
    const alarm = alarms[0];
    expect(alarm).toMatchObject({ status: "pending", deviceId: f.watch.id, lat: 42.37, lng: -71.05 });
    expect(alarm?.dedupeKey).toBe(`${f.watch.id}:sos:${new Date(ts).toISOString()}`);

    const a1 = envelope<{ alarms: { alarm_id: string; created: boolean; live: boolean }[] }>(first).data.alarms;
    const a2 = envelope<{ alarms: { alarm_id: string; created: boolean; live: boolean }[] }>(second).data.alarms;
    expect(a1).toEqual([{ alarm_id: alarm?.id, type: "sos", created: true, live: true }]);
    expect(a2).toEqual([{ alarm_id: alarm?.id, type: "sos", created: false, live: true }]);

    // Exactly one outbox row for the two uploads: the fan-out of the new alarm (an SOS carries no readings).
    const jobs = await outboxSince(mark);
    expect(jobs.map((j) => [j.topic, j.payload])).toEqual([
      [QUEUES.alarmFanout, { alarm_id: alarm?.id, reason: "raised" }],
    ]);
  });

  it("the same SOS posted three times at once (a retrying watch) is one alarm, and every answer names it", async () => {
    const mark = await lastOutboxId();
    const sos = { events: [{ type: "sos", ts: ago(1), lat: 42.37, lng: -71.05 }] };
    const answers = await Promise.all([1, 2, 3].map(() => devicePost(h.app, INGEST_PATHS.watch, f.watch, sos)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const alarm = await h.prisma.alarm.findFirstOrThrow({
      where: { seniorId: f.seniorId, type: "sos", occurredAt: new Date(sos.events[0]?.ts as string) },
    });
    const reported = answers.map(
      (a) => envelope<{ alarms: { alarm_id: string; created: boolean }[] }>(a).data.alarms[0],
    );
    expect(reported.map((r) => r?.alarm_id)).toEqual([alarm.id, alarm.id, alarm.id]);
    expect(reported.filter((r) => r?.created)).toHaveLength(1);
    expect((await outboxSince(mark)).filter((j) => j.topic === QUEUES.alarmFanout)).toHaveLength(1);
  });

  it("a fall without a position takes the last known location", async () => {
    await devicePost(h.app, INGEST_PATHS.watch, f.watch, {
      events: [{ type: "location", ts: ago(4), lat: 42.4, lng: -71.1 }],
    });
    const res = await devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: [{ type: "fall", ts: ago(0) }] });
    expect(res.statusCode, res.body).toBe(200);
    const fall = await h.prisma.alarm.findFirstOrThrow({ where: { seniorId: f.seniorId, type: "fall" } });
    expect([fall.lat, fall.lng]).toEqual([42.4, -71.1]);
  });

  it("a late SOS is stored as a pending alarm marked with how late, and fanned out like any other", async () => {
    const mark = await lastOutboxId();
    const ts = ago(30);
    const res = await devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: [{ type: "sos", ts }] });
    const data = envelope<{ alarms: { created: boolean; live: boolean }[] }>(res).data;
    expect(data.alarms).toEqual([expect.objectContaining({ created: true, live: false })]);
    const late = await h.prisma.alarm.findFirstOrThrow({ where: { occurredAt: new Date(ts) } });
    expect(late.status).toBe("pending");
    // 30 minutes late (plus the whole seconds the request took, none on an ordinary run).
    expect(late.lateByS).toBeGreaterThanOrEqual(1800);
    expect(late.lateByS).toBeLessThan(1800 + 60);
    const jobs = await outboxSince(mark);
    expect(jobs.filter((j) => j.topic === QUEUES.alarmFanout).map((j) => j.payload)).toEqual([
      { alarm_id: late.id, reason: "raised" },
    ]);
  });
});
