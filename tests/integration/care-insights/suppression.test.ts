import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BREAK_GLASS, QUEUES, type EvaluateReadingsJob } from "@care/contracts";
import { runNoDataAlerts } from "../../../apps/worker/src/no-data/no-data-alerts.js";
import { processEvaluateReadings } from "../../../apps/worker/src/queues/evaluate-readings.js";
import { devicePost, INGEST_PATHS } from "../../support/ingest-client.js";
import { startWorkerHarness, type WorkerHarness } from "../../support/worker-harness.js";
import { linkOnly, noDataInsights, putHourly, unlinkEveryDevice } from "./monitoring-helpers.js";

// Suppression windows: the CRUD routes (validation, scope, audit) and their effect on the worker's threshold
// evaluation and no-data task, next to the SOS path that they must never touch.

let h: WorkerHarness;

beforeAll(async () => {
  h = await startWorkerHarness();
  await unlinkEveryDevice(h.prisma);
});

afterAll(async () => {
  await h?.close();
});

const P = "/api/careinsights/suppression-windows";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number): string => new Date(ms).toISOString();
const seniorOf = (memberId: number) => h.prisma.senior.findUniqueOrThrow({ where: { memberId } });

/** Heart rate with a 70 bpm baseline and ±15 % / ±30 %: normal 59.5–80.5 bpm, action above 91 bpm. */
async function activeHeartRate(seniorId: string): Promise<void> {
  await h.prisma.vitalThreshold.update({
    where: { seniorId_measurementName: { seniorId, measurementName: "heart_rate" } },
    data: {
      state: "ACTIVE_INSIGHT",
      isDisabled: false,
      baselineAvg: 70,
      upperActionPct: 30,
      upperAttentionPct: 15,
      lowerAttentionPct: 15,
      lowerActionPct: 30,
      lastBreachBand: null,
      lastBreachAt: null,
    },
  });
}

const heartRate = (seniorId: string, ts: number, value: number): EvaluateReadingsJob => ({
  senior_id: seniorId,
  device_id: "watch",
  late: false,
  readings: [{ metric: "heart_rate", ts: iso(ts), value }],
});

describe("suppression windows: routes", () => {
  it("create, list, update and delete, each audited", async () => {
    const senior = await seniorOf(100006); // assigned to the demo care agent
    const now = Date.now();
    const body = {
      senior_id: senior.id,
      start: iso(now - HOUR),
      end: iso(now + 2 * DAY),
      reason: "hospital_stay",
      note: "St. Mary's, ward 3",
    };
    const created = await h.as("agent").post(P, body);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe("Suppression window created successfully.");
    const id: string = created.body.data.suppression_window_id;
    const agentId = h.user("agent").id;
    expect(created.body.data).toMatchObject({
      senior_id: senior.id,
      start: iso(now - HOUR),
      end: iso(now + 2 * DAY),
      reason: "hospital_stay",
      note: "St. Mary's, ward 3",
      active: true,
      created_by: agentId,
      updated_by: agentId,
    });

    const list = await h.as("wellness").get(P, { senior_id: senior.id });
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ offset: -1, limit: 20, total: 1 });
    expect(list.body.data.items).toEqual([created.body.data]);

    const updated = await h.as("agent").put(`${P}/${id}`, { ...body, end: iso(now + DAY), reason: "away", note: null });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe("Suppression window updated successfully.");
    expect(updated.body.data).toMatchObject({ end: iso(now + DAY), reason: "away", note: null, active: true });

    const deleted = await h.as("agent").delete(`${P}/${id}`, { senior_id: senior.id });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      message: "Suppression window deleted successfully.",
      data: { suppression_window_id: id },
    });
    expect((await h.as("agent").get(P, { senior_id: senior.id })).body.data).toMatchObject({ total: 0, items: [] });

    await h.app.auditFlush();
    const audit = await h.prisma.auditLog.findMany({
      where: { actorId: agentId, action: { contains: "SuppressionWindow" } },
      orderBy: { id: "asc" },
    });
    expect(audit.map((a) => [a.method, a.action, a.entityType, a.entityId, a.statusCode])).toEqual([
      ["POST", "createSuppressionWindow", "senior", senior.id, 200],
      ["PUT", "updateSuppressionWindow", "suppression_window", id, 200],
      ["DELETE", "deleteSuppressionWindow", "suppression_window", id, 200],
    ]);
    expect(audit[0]!.summary).toMatchObject({ reason: "hospital_stay", note: "St. Mary's, ward 3" });
    expect(audit[1]!.summary).toMatchObject({ reason: "away", end: iso(now + DAY) });
  });

  it("bad input is a 400 naming the field", async () => {
    const senior = await seniorOf(100007);
    const now = Date.now();
    const ok = { senior_id: senior.id, start: iso(now), end: iso(now + DAY), reason: "away" };
    const cases: [object, string][] = [
      [{ ...ok, end: iso(now - HOUR) }, "body.end"], // before start
      [{ ...ok, end: iso(now + 91 * DAY) }, "body.end"], // longer than 90 days
      [{ ...ok, note: "x".repeat(501) }, "body.note"],
      [{ ...ok, reason: "vacation" }, "body.reason"],
      [{ ...ok, start: "next tuesday" }, "body.start"],
      [{ ...ok, start: iso(now - 3 * HOUR), end: iso(now - HOUR) }, "body.end"], // already over
      [{ ...ok, start: iso(now + 400 * DAY), end: iso(now + 401 * DAY) }, "body.start"], // more than a year ahead
    ];
    for (const [body, field] of cases) {
      const res = await h.as("wellness").post(P, body);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(res.body.error?.fields?.map((f) => f.field)).toContain(field);
    }
    const badId = await h.as("wellness").put(`${P}/not-a-uuid`, ok);
    expect(badId.status).toBe(400);
    expect(await h.prisma.suppressionWindow.count({ where: { seniorId: senior.id } })).toBe(0);
  });

  it("404 for an unknown senior or window, or a window named with another senior; 403 without the tab's roles", async () => {
    const mine = await seniorOf(100008);
    const other = await seniorOf(100009);
    const now = Date.now();
    const body = { senior_id: mine.id, start: iso(now), end: iso(now + DAY), reason: "other" };
    const { suppression_window_id: id } = (await h.as("admin").post(P, body)).body.data;
    const missing = "00000000-0000-4000-8000-000000000000";

    expect((await h.as("admin").post(P, { ...body, senior_id: missing })).status).toBe(404);
    expect((await h.as("admin").get(P, { senior_id: missing })).status).toBe(404);
    expect((await h.as("admin").put(`${P}/${missing}`, body)).status).toBe(404);
    expect((await h.as("admin").put(`${P}/${id}`, { ...body, senior_id: other.id })).status).toBe(404);
    expect((await h.as("admin").delete(`${P}/${id}`, { senior_id: other.id })).status).toBe(404);
    expect((await h.as("admin").delete(`${P}/${missing}`, { senior_id: mine.id })).status).toBe(404);
    expect((await h.as("facility").get(P, { senior_id: mine.id })).status).toBe(403);
    expect((await h.as("bdm").post(P, body)).status).toBe(403);
    expect(await h.prisma.suppressionWindow.count({ where: { id } })).toBe(1);
  });

  it("a care agent writes for a senior not assigned to them only with a break-glass reason, kept in the audit row", async () => {
    const senior = await seniorOf(100250); // not the demo care agent's
    const now = Date.now();
    const body = { senior_id: senior.id, start: iso(now), end: iso(now + DAY), reason: "away" };
    const refused = await h.as("agent").post(P, body);
    expect(refused.status).toBe(403);
    expect(refused.body.application_code).toBe(BREAK_GLASS.applicationCode);
    const reason = "Covering for the on-call coach tonight";
    const allowed = await h
      .as("agent")
      .post(P, body, { headers: { [BREAK_GLASS.header]: encodeURIComponent(reason) } });
    expect(allowed.status).toBe(200);
    await h.app.auditFlush();
    const rows = await h.prisma.auditLog.findMany({
      where: { action: "createSuppressionWindow", entityId: senior.id },
      orderBy: { id: "asc" },
    });
    expect(rows.map((r) => [r.statusCode, r.breakGlassReason])).toEqual([
      [403, null],
      [200, reason],
    ]);
  });
});

describe("suppression windows: what they suppress", () => {
  it("a breach inside the window raises no threshold insight nor moves the state; at the window's end it does", async () => {
    const senior = await seniorOf(100011);
    await activeHeartRate(senior.id);
    const now = Date.now();
    const window = await h.as("agent").post(P, {
      senior_id: senior.id,
      start: iso(now - HOUR),
      end: iso(now + HOUR),
      reason: "hospital_stay",
    });
    expect(window.status).toBe(200);

    expect(await processEvaluateReadings(h.deps, heartRate(senior.id, now - 30 * 60_000, 130))).toEqual([]);
    expect(await h.prisma.careInsight.count({ where: { seniorId: senior.id, type: "alert" } })).toBe(0);
    const t = await h.prisma.vitalThreshold.findFirstOrThrow({
      where: { seniorId: senior.id, measurementName: "heart_rate" },
    });
    expect([t.lastBreachBand, t.lastBreachAt]).toEqual([null, null]);

    // The window is [start, end): a reading measured at its end is no longer suppressed, without any job expiring it.
    const created = await processEvaluateReadings(h.deps, heartRate(senior.id, now + HOUR, 130));
    expect(created).toHaveLength(1);
    const insights = await h.prisma.careInsight.findMany({ where: { seniorId: senior.id, type: "alert" } });
    expect(insights.map((i) => [i.id, i.kind, i.status, i.message])).toEqual([
      [
        created[0],
        "action",
        "sent_for_approval",
        "Heart Rate of 130 bpm is above the action threshold of 91 bpm. Normal range: 59.5-80.5 bpm.",
      ],
    ]);
  });

  it("an SOS during a window still raises the alarm through the ingest route", async () => {
    const linked = await linkOnly(h.prisma, 100012, "watch", new Date());
    const now = Date.now();
    await h.prisma.suppressionWindow.create({
      data: {
        seniorId: linked.seniorId,
        startsAt: new Date(now - HOUR),
        endsAt: new Date(now + HOUR),
        reason: "away",
      },
    });
    const res = await devicePost(h.app, INGEST_PATHS.watch, linked.device, {
      imei: linked.device.uid,
      events: [{ type: "sos", ts: iso(now - 5000), lat: 42.37, lng: -71.06 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const alarms = res.json<{
      data: { alarms: { alarm_id: string; type: string; created: boolean; live: boolean }[] };
    }>().data.alarms;
    expect(alarms.map((a) => [a.type, a.created, a.live])).toEqual([["sos", true, true]]);
    const alarm = await h.prisma.alarm.findUniqueOrThrow({ where: { id: alarms[0]!.alarm_id } });
    expect([alarm.seniorId, alarm.type, alarm.status]).toEqual([linked.seniorId, "sos", "pending"]);
    const jobs = (await h.prisma.outbox.findMany({ where: { topic: QUEUES.alarmFanout } })).map((o) => o.payload);
    expect(jobs).toContainEqual({ alarm_id: alarm.id, reason: "raised" });
  });

  it("no no-data alert during a window; the silence counts again from the window's end", async () => {
    const linked = await linkOnly(h.prisma, 100013, "watch", new Date("2026-01-01T00:00:00Z"));
    // Last heart rate Monday 20:30 EST: without the window the alert would be due Tuesday 09:30.
    await putHourly(h.prisma, linked.seniorId, "heart_rate", new Date("2026-01-13T01:30:00Z"), 72);
    await h.prisma.suppressionWindow.create({
      data: {
        seniorId: linked.seniorId,
        startsAt: new Date("2026-01-13T13:00:00Z"), // Tuesday 08:00
        endsAt: new Date("2026-01-13T17:00:00Z"), // Tuesday 12:00
        reason: "hospital_stay",
      },
    });
    const run = (isoTime: string) => runNoDataAlerts(h.deps, new Date(isoTime));
    expect((await run("2026-01-13T14:31:00Z")).raised).toEqual([]); // 09:31, in the window
    expect((await run("2026-01-13T17:30:00Z")).raised).toEqual([]); // 12:30, counting again since 12:00
    expect((await run("2026-01-13T18:59:00Z")).raised).toEqual([]); // 13:59
    const due = await run("2026-01-13T19:01:00Z"); // 14:01: two daytime hours after the window
    expect(due.raised).toHaveLength(1);
    expect((await noDataInsights(h.prisma, linked.seniorId)).map((i) => [i.id, i.message])).toEqual([
      [
        due.raised[0],
        "No data from the watch for 2 daytime hours since 01/12/2026 08:30 PM: the watch may not be worn.",
      ],
    ]);
  });
});
