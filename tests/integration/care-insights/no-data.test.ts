import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runNoDataAlerts } from "../../../apps/worker/src/no-data/no-data-alerts.js";
import { devicePost, INGEST_PATHS } from "../../support/ingest-client.js";
import { startWorkerHarness, type WorkerHarness } from "../../support/worker-harness.js";
import { fanoutJobsFor, linkOnly, noDataInsights, putHourly, unlinkEveryDevice } from "./monitoring-helpers.js";

// No-data alerts through the worker's real task over a seeded database (only the tests' own devices linked), with
// explicit "as of" instants. Times are New York (EST, UTC−5, in January). Readings are written into the hourly rollup
// as ingest writes them, except where a test sends one through the signed ingest route.

let h: WorkerHarness;

beforeAll(async () => {
  h = await startWorkerHarness();
  await unlinkEveryDevice(h.prisma);
});

afterAll(async () => {
  await h?.close();
});

const at = (iso: string): Date => new Date(iso);
const run = (asOf: string | Date) => runNoDataAlerts(h.deps, typeof asOf === "string" ? at(asOf) : asOf);
const alertsOf = (seniorId: string) =>
  h.prisma.noDataAlert.findMany({ where: { seniorId }, orderBy: { raisedAt: "asc" } });

describe("no-data alerts", () => {
  it("a watch silent for 2 daytime hours raises ONE insight for review, however often the task runs", async () => {
    const s = await linkOnly(h.prisma, 100201, "watch", at("2026-01-01T00:00:00Z"));
    // Last heart rate at 20:30 on Monday: 30 daytime minutes that evening, 90 from 08:00 on Tuesday → 09:30.
    await putHourly(h.prisma, s.seniorId, "heart_rate", at("2026-01-13T01:30:00Z"), 72);

    expect(await run("2026-01-13T14:29:00Z")).toEqual({ raised: [], cleared: [] }); // 09:29
    const first = await run("2026-01-13T14:31:00Z"); // 09:31
    expect(first.raised).toHaveLength(1);
    expect(first.cleared).toEqual([]);

    const [insight, ...more] = await noDataInsights(h.prisma, s.seniorId);
    expect(more).toEqual([]);
    expect(insight).toMatchObject({
      id: first.raised[0],
      type: "alert",
      kind: "attention",
      status: "sent_for_approval",
      vitalType: "no_data_watch",
      range: "-",
      value: null,
      message: "No data from the watch for 2 daytime hours since 01/12/2026 08:30 PM: the watch may not be worn.",
      dedupeKey: `no_data:${s.device.id}:2026-01-13T01:30:00.000Z`,
    });
    expect(insight!.history.map((x) => [x.fromStatus, x.toStatus])).toEqual([[null, "sent_for_approval"]]);
    expect(await fanoutJobsFor(h.prisma, insight!.id)).toEqual([{ care_insight_id: insight!.id, event: "trigger" }]);
    expect(await alertsOf(s.seniorId)).toMatchObject([
      {
        deviceId: s.device.id,
        device: "watch",
        silenceStart: at("2026-01-13T01:30:00Z"),
        raisedAt: at("2026-01-13T14:31:00Z"),
        insightId: insight!.id,
        clearedAt: null,
      },
    ]);

    // The same instant again, an hour later, and the next day: the silence goes on, no second alert.
    expect(await run("2026-01-13T14:31:00Z")).toEqual({ raised: [], cleared: [] });
    expect(await run("2026-01-13T15:31:00Z")).toEqual({ raised: [], cleared: [] });
    expect(await run("2026-01-14T17:00:00Z")).toEqual({ raised: [], cleared: [] });
    expect(await noDataInsights(h.prisma, s.seniorId)).toHaveLength(1);
    expect(await fanoutJobsFor(h.prisma, insight!.id)).toHaveLength(1);
  });

  it("two runs at once raise one alert (unique key per device and silence start)", async () => {
    const s = await linkOnly(h.prisma, 100202, "watch", at("2026-01-01T00:00:00Z"));
    await putHourly(h.prisma, s.seniorId, "steps", at("2026-01-13T15:00:00Z"), 120); // 10:00
    const [a, b] = await Promise.all([run("2026-01-13T17:05:00Z"), run("2026-01-13T17:05:00Z")]);
    expect([...a.raised, ...b.raised]).toHaveLength(1);
    expect(await noDataInsights(h.prisma, s.seniorId)).toHaveLength(1);
  });

  it("data coming back clears the alert (an unreviewed insight leaves the queue as no_action); a new silence alerts again", async () => {
    const s = await linkOnly(h.prisma, 100203, "watch", at("2026-01-01T00:00:00Z"));
    await putHourly(h.prisma, s.seniorId, "heart_rate", at("2026-01-13T01:30:00Z"), 72); // 20:30 Monday
    const raised = await run("2026-01-13T14:31:00Z");
    expect(raised.raised).toHaveLength(1);
    const [alert] = await alertsOf(s.seniorId);

    await putHourly(h.prisma, s.seniorId, "heart_rate", at("2026-01-13T15:00:00Z"), 75); // worn again at 10:00
    expect(await run("2026-01-13T15:05:00Z")).toEqual({ raised: [], cleared: [alert!.id] });
    const [cleared] = await noDataInsights(h.prisma, s.seniorId);
    expect(cleared!.status).toBe("no_action");
    expect(cleared!.history.map((x) => [x.fromStatus, x.toStatus])).toEqual([
      [null, "sent_for_approval"],
      ["sent_for_approval", "no_action"],
    ]);
    expect(await alertsOf(s.seniorId)).toMatchObject([{ id: alert!.id, clearedAt: at("2026-01-13T15:05:00Z") }]);
    expect(await run("2026-01-13T15:10:00Z")).toEqual({ raised: [], cleared: [] });

    // Taken off again after 10:00: two daytime hours later (12:00) it is a new silence, a new alert.
    expect((await run("2026-01-13T16:59:00Z")).raised).toEqual([]);
    const again = await run("2026-01-13T17:01:00Z");
    expect(again.raised).toHaveLength(1);
    const insights = await noDataInsights(h.prisma, s.seniorId);
    expect(insights.map((i) => [i.status, i.message])).toEqual([
      ["no_action", "No data from the watch for 2 daytime hours since 01/12/2026 08:30 PM: the watch may not be worn."],
      [
        "sent_for_approval",
        "No data from the watch for 2 daytime hours since 01/13/2026 10:00 AM: the watch may not be worn.",
      ],
    ]);
  });

  it("defaults per device: a scale after 3 days, a sleep mat after 2 nights", async () => {
    const scale = await linkOnly(h.prisma, 100204, "scale", at("2026-01-01T00:00:00Z"));
    await putHourly(h.prisma, scale.seniorId, "weight", at("2026-01-05T15:00:00Z"), 81.2); // Monday 10:00
    const mat = await linkOnly(h.prisma, 100205, "sleep", at("2026-01-01T00:00:00Z"));
    await putHourly(h.prisma, mat.seniorId, "sleep_phase", at("2026-01-05T11:30:00Z"), 1); // Monday 06:30

    // Wednesday 08:01: the mat's second missed night (Mon→Tue, Tue→Wed) is over; the scale has 2 days 22 h.
    const wednesday = await run("2026-01-07T13:01:00Z");
    expect(wednesday.raised).toHaveLength(1);
    expect((await noDataInsights(h.prisma, mat.seniorId)).map((i) => [i.vitalType, i.message])).toEqual([
      [
        "no_data_sleep",
        "No data from the sleep mat for 2 nights since 01/05/2026 06:30 AM: the sleep mat may be unused.",
      ],
    ]);
    expect(await noDataInsights(h.prisma, scale.seniorId)).toEqual([]);

    expect((await run("2026-01-08T14:59:00Z")).raised).toEqual([]); // Thursday 09:59
    expect((await run("2026-01-08T15:01:00Z")).raised).toHaveLength(1); // Thursday 10:01: 3 days
    expect((await noDataInsights(h.prisma, scale.seniorId)).map((i) => [i.vitalType, i.message])).toEqual([
      ["no_data_scale", "No data from the scale for 3 days since 01/05/2026 10:00 AM: the scale may be unused."],
    ]);
  });

  it("a senior's own silence overrides the default; switched off, nothing is raised", async () => {
    const own = await linkOnly(h.prisma, 100206, "scale", at("2026-02-02T15:00:00Z")); // watched since Mon 10:00
    const other = await linkOnly(h.prisma, 100207, "scale", at("2026-02-02T15:00:00Z"));
    const off = await linkOnly(h.prisma, 100208, "scale", at("2026-02-02T15:00:00Z"));
    const set = await h
      .as("wellness")
      .put("/api/careinsights/no-data-settings", { senior_id: own.seniorId, device_type: "scale", silence: 5 });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe("No-data alert settings updated successfully.");
    expect(set.body.data[1]).toMatchObject({ device_type: "scale", silence: 5, default_silence: 3, customized: true });
    const switchedOff = await h
      .as("wellness")
      .put("/api/careinsights/no-data-settings", { senior_id: off.seniorId, device_type: "scale", enabled: false });
    expect(switchedOff.body.data[1]).toMatchObject({ silence: 3, enabled: false, customized: true });

    // 3 days: only the senior on the default; 5 days: the override.
    const day3 = await run("2026-02-05T15:01:00Z");
    expect(day3.raised).toHaveLength(1);
    expect((await noDataInsights(h.prisma, other.seniorId)).map((i) => i.id)).toEqual(day3.raised);
    expect(await noDataInsights(h.prisma, own.seniorId)).toEqual([]);
    expect((await run("2026-02-07T14:59:00Z")).raised).toEqual([]);
    const day5 = await run("2026-02-07T15:01:00Z");
    expect((await noDataInsights(h.prisma, own.seniorId)).map((i) => [i.id, i.message])).toEqual([
      [day5.raised[0], "No data from the scale for 5 days since 02/02/2026 10:00 AM: the scale may be unused."],
    ]);
    expect(day5.raised).toHaveLength(1);
    expect(await noDataInsights(h.prisma, off.seniorId)).toEqual([]);
  });

  it("a scale measurement through the ingest route clears the alert; an approved insight stays approved", async () => {
    const now = Date.now();
    const s = await linkOnly(h.prisma, 100209, "scale", new Date(now - 4 * 86_400_000));
    const raised = await run(new Date(now));
    expect(raised.raised).toHaveLength(1);
    const [insight] = await noDataInsights(h.prisma, s.seniorId);
    expect(insight!.message).toMatch(
      /^No data from the scale for 3 days since \d\d\/\d\d\/\d{4} \d\d:\d\d (AM|PM): the scale may be unused\.$/,
    );
    const approved = await h.as("admin").put("/api/careinsights/approve", { care_insight_id: insight!.id });
    expect(approved.status).toBe(200);

    const settings = await h.as("agent").get("/api/careinsights/no-data-settings", { senior_id: s.seniorId });
    expect(settings.body.data[1].open_alert).toEqual({
      care_insight_id: insight!.id,
      silence_start: new Date(now - 4 * 86_400_000).toISOString(),
      raised_at: new Date(now).toISOString(),
    });

    const upload = await devicePost(h.app, INGEST_PATHS.scale, s.device, {
      deviceid: s.device.uid,
      measuregrps: [
        { grpid: 7, date: Math.floor(Date.now() / 1000) - 60, measures: [{ type: 1, value: 83750, unit: -3 }] },
      ],
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const [alert] = await alertsOf(s.seniorId);
    expect(await run(new Date())).toEqual({ raised: [], cleared: [alert!.id] });
    const [after] = await noDataInsights(h.prisma, s.seniorId);
    expect(after!.status).toBe("approved");
    expect(after!.history.map((x) => x.toStatus)).toEqual(["sent_for_approval", "approved"]);
    const reread = await h.as("agent").get("/api/careinsights/no-data-settings", { senior_id: s.seniorId });
    expect(reread.body.data[1].open_alert).toBeNull();
  });
});

describe("GET/PUT /api/careinsights/no-data-settings", () => {
  it("answers the defaults of each device kind with the linked device", async () => {
    const s = await linkOnly(h.prisma, 100210, "watch", at("2026-01-01T00:00:00Z"));
    const res = await h.as("agent").get("/api/careinsights/no-data-settings", { senior_id: s.seniorId });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        device_type: "watch",
        unit: "daytime_hours",
        silence: 2,
        default_silence: 2,
        min: 1,
        max: 26,
        enabled: true,
        customized: false,
        device_id: s.device.id,
        open_alert: null,
      },
      {
        device_type: "scale",
        unit: "days",
        silence: 3,
        default_silence: 3,
        min: 1,
        max: 30,
        enabled: true,
        customized: false,
        device_id: null,
        open_alert: null,
      },
      {
        device_type: "sleep",
        unit: "nights",
        silence: 2,
        default_silence: 2,
        min: 1,
        max: 14,
        enabled: true,
        customized: false,
        device_id: null,
        open_alert: null,
      },
    ]);
  });

  it("sets and resets a silence within bounds; bad input is a 400 naming the field", async () => {
    const senior = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100005 } }); // the agent's own
    const put = (body: object) =>
      h.as("agent").put("/api/careinsights/no-data-settings", { senior_id: senior.id, ...body });
    expect((await put({ device_type: "watch", silence: 4 })).body.data[0]).toMatchObject({
      silence: 4,
      customized: true,
    });
    expect((await put({ device_type: "watch", silence: null })).body.data[0]).toMatchObject({
      silence: 2,
      customized: false,
    });
    expect(await h.prisma.noDataSetting.count({ where: { seniorId: senior.id } })).toBe(0);

    for (const [body, field] of [
      [{ device_type: "watch", silence: 0 }, "silence"],
      [{ device_type: "watch", silence: 27 }, "silence"],
      [{ device_type: "scale", silence: 31 }, "silence"],
      [{ device_type: "sleep", silence: 1.5 }, "silence"],
      [{ device_type: "watch" }, "silence"],
      [{ device_type: "hub", silence: 2 }, "device_type"],
    ] as const) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error?.fields?.map((f) => f.field)).toContain(`body.${field}`);
    }
  });

  it("404 for a senior that does not exist; 403 for roles without the Care Insights tab", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await h.as("admin").get("/api/careinsights/no-data-settings", { senior_id: missing })).status).toBe(404);
    const put = await h
      .as("admin")
      .put("/api/careinsights/no-data-settings", { senior_id: missing, device_type: "watch", silence: 3 });
    expect(put.status).toBe(404);
    const senior = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100005 } });
    expect((await h.as("facility").get("/api/careinsights/no-data-settings", { senior_id: senior.id })).status).toBe(
      403,
    );
    expect((await h.as("warehouse").get("/api/careinsights/no-data-settings", { senior_id: senior.id })).status).toBe(
      403,
    );
  });
});
