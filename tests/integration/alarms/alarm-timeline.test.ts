import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNELS, QUEUES, type AlarmTimeline, type IngestResult } from "@care/contracts";
import { alarmFanout } from "../../../apps/worker/src/queues/alarm-fanout.js";
import { processAlarmEscalation } from "../../../apps/worker/src/queues/alarm-escalation.js";
import { facilitySeniors, seniorByMember } from "../../support/fixtures.js";
import { waitFor } from "../../support/harness.js";
import { signedHeaders } from "../../support/ingest-client.js";
import {
  listen,
  type Listener,
  queuesSettled,
  startWorkerHarness,
  type WorkerHarness,
} from "../../support/worker-harness.js";

/**
 * Issue 27 item 5: one alarm timeline. An SOS raised through the real ingestion route, announced by the worker's
 * fan-out, acknowledged by a portal, escalated once, taken, called about and closed with an outcome: every step is
 * recorded with its time and who, in order, and GET /api/supervision/alarm-timeline answers them. Closing needs an
 * outcome (and a note for `other`).
 */

let h: WorkerHarness;
let listener: Listener;

beforeAll(async () => {
  // No round due by itself during the test: the one escalation is run by the test, so the steps are known.
  h = await startWorkerHarness({ env: { ALARM_ESCALATION_S: "3600" } });
  await h.start(alarmFanout);
  listener = await listen(h.app, h.token("wellness"));
  await listener.subscribe(CHANNELS.sosFall);
});

afterAll(async () => {
  listener?.close();
  await h?.close();
});

/** The linked watch of a member agent@demo.care coaches (100001–100040), so the agent's call entry needs no reason. */
async function watchOf(
  memberId: number,
): Promise<{ uid: string; secret: string; seniorId: string; accountId: string }> {
  const senior = await seniorByMember(h.prisma, memberId);
  const device = await h.prisma.device.findFirstOrThrow({
    where: { type: "watch", assignments: { some: { seniorId: senior.id, unlinkedAt: null } } },
  });
  return { uid: device.uniqueIdentifier, secret: device.secret, seniorId: senior.id, accountId: senior.accountId };
}

async function uploadSos(w: { uid: string; secret: string }, ts: Date): Promise<string> {
  const raw = JSON.stringify({ events: [{ type: "sos", ts: ts.toISOString() }] });
  const res = await h.app.inject({
    method: "POST",
    url: "/api/ingest/watch/events",
    headers: signedHeaders(w.uid, w.secret, raw),
    payload: raw,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [alarm] = res.json<{ data: IngestResult }>().data.alarms;
  expect(alarm).toMatchObject({ type: "sos", created: true, live: true });
  return alarm!.alarm_id;
}

const announced = (alarmId: string, level: number) =>
  waitFor(`the SOS announced at level ${level}`, () =>
    listener
      .alarms()
      .find(
        (r) => r.data.alarm_id === alarmId && r.data.alarm_status === "pending" && r.data.escalation_level === level,
      ),
  );

const timelineOf = (role: "agent" | "admin" | "facility" | "bdm" | "wellness", q: Record<string, string>) =>
  h.as(role).get("/api/supervision/alarm-timeline", q);

describe("one alarm timeline", () => {
  it("records every step of an SOS from the device to its outcome, in order, with who", async () => {
    const w = await watchOf(100005);
    const raisedAt = new Date(Date.now() - 5_000);
    const alarmId = await uploadSos(w, raisedAt);
    await announced(alarmId, 0);

    // Both portals acknowledge: only the first delivery counts.
    const first = await h.as("wellness").post("/api/supervision/alarm-delivered", { alarm_id: alarmId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      alarm_id: alarmId,
      first_delivered_to: h.user("wellness").id,
      first: true,
    });
    const second = await h.as("agent").post("/api/supervision/alarm-delivered", { alarm_id: alarmId });
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ ...first.body.data, first: false });

    // Nobody took it in time: one escalation round, announced again one level higher.
    expect(await processAlarmEscalation(h.deps, { alarm_id: alarmId, level: 1 })).toBe(true);
    await announced(alarmId, 1);

    expect(
      (await h.as("agent").put("/api/supervision/update-alarms", { alarm_id: alarmId, status: "assigned" })).status,
    ).toBe(200);
    const callStart = new Date();
    const call = await h.as("agent").post("/api/supervision/call-entry", {
      senior_id: w.seniorId,
      account_id: w.accountId,
      alarm_id: alarmId,
      call_type: "SOS follow-up",
      start_time: callStart.toISOString(),
      care_call_notes: "Fell on the stairs, ambulance called",
    });
    expect(call.status, JSON.stringify(call.body)).toBe(200);

    // Closing needs the outcome, and a note when it is `other`: 400 in the spec's envelope, naming the field.
    const close = (body: Record<string, unknown>) =>
      h.as("wellness").put("/api/supervision/update-alarms", { alarm_id: alarmId, status: "closed", ...body });
    const noOutcome = await close({ notes: "fine" });
    expect(noOutcome.status).toBe(400);
    expect(noOutcome.body).toMatchObject({
      application_code: 400,
      message: "Invalid body.outcome: Choose how the alarm ended before closing it.",
      data: null,
      error: {
        code: "VALIDATION",
        fields: [{ field: "body.outcome", reason: "Choose how the alarm ended before closing it." }],
      },
    });
    const otherWithoutNote = await close({ outcome: "other", notes: "   " });
    expect(otherWithoutNote.status).toBe(400);
    expect(otherWithoutNote.body.error).toEqual({
      code: "VALIDATION",
      fields: [{ field: "body.notes", reason: "Say what happened: a note is required when the outcome is Other." }],
    });
    const unknownOutcome = await close({ outcome: "bored" });
    expect(unknownOutcome.status).toBe(400);
    expect((await h.prisma.alarm.findUniqueOrThrow({ where: { id: alarmId } })).status).toBe("assigned");

    // A wellness-services admin closes the agent's alarm (they supervise).
    const closed = await close({ outcome: "real_emergency", notes: "Ambulance took her to St. Mary's" });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    await waitFor("the closed event", () =>
      listener.alarms().find((r) => r.data.alarm_id === alarmId && r.data.alarm_status === "closed"),
    );
    await queuesSettled(h.deps, [QUEUES.alarmFanout]);

    const res = await timelineOf("agent", { alarm_id: alarmId, senior_id: w.seniorId, account_id: w.accountId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const t = res.body.data as AlarmTimeline;
    expect(t).toMatchObject({
      alarm_id: alarmId,
      senior_id: w.seniorId,
      account_id: w.accountId,
      type: "sos",
      alarm_status: "closed",
      late_by_s: null,
      escalation_level: 1,
      outcome: "real_emergency",
      notes: "Ambulance took her to St. Mary's",
    });
    expect(t.steps.map((s) => [s.kind, s.actor_name, s.level])).toEqual([
      ["raised", null, null],
      ["received", null, null],
      ["published", null, null],
      ["delivered", "Whitney Park", null],
      ["escalated", null, 1],
      ["taken", "Casey Rivera", null],
      ["call_started", "Casey Rivera", null],
      ["closed", "Whitney Park", null],
    ]);
    expect(t.steps.map((s) => s.actor_id)).toEqual([
      null,
      null,
      null,
      h.user("wellness").id,
      null,
      h.user("agent").id,
      h.user("agent").id,
      h.user("wellness").id,
    ]);
    // Device time and the call's start are what was sent; every step at or after the one before.
    expect(t.steps[0]?.at).toBe(raisedAt.toISOString());
    expect(t.steps[6]?.at).toBe(callStart.toISOString());
    expect(t.steps[6]?.call_log_id).toBe(call.body.data.call_log.call_log_id);
    const times = t.steps.map((s) => Date.parse(s.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // The once-only steps are columns of the alarm, for the response-time figures.
    const row = await h.prisma.alarm.findUniqueOrThrow({ where: { id: alarmId } });
    expect({
      outcome: row.outcome,
      firstCallStartedAt: row.firstCallStartedAt?.toISOString(),
      firstDeliveredToId: row.firstDeliveredToId,
      published: row.firstPublishedAt?.toISOString(),
      delivered: row.firstDeliveredAt?.toISOString(),
    }).toEqual({
      outcome: "real_emergency",
      firstCallStartedAt: callStart.toISOString(),
      firstDeliveredToId: h.user("wellness").id,
      published: t.steps[2]?.at,
      delivered: t.steps[3]?.at,
    });
  });

  it("answers the SOS / fall history's roles under its senior rule; 404 for another senior's or an unknown alarm", async () => {
    const { resident, outsider } = await facilitySeniors(h);
    const alarmOf = async (seniorId: string): Promise<string> =>
      (
        await h.prisma.alarm.create({
          data: { seniorId, type: "fall", occurredAt: new Date(), dedupeKey: `timeline-${seniorId}` },
        })
      ).id;
    const inFacility = await alarmOf(resident.id);
    const outside = await alarmOf(outsider.id);
    const q = (alarmId: string, s: { id: string; accountId: string }) => ({
      alarm_id: alarmId,
      senior_id: s.id,
      account_id: s.accountId,
    });

    const statuses = async (query: Record<string, string>) => [
      (await timelineOf("admin", query)).status,
      (await timelineOf("agent", query)).status,
      (await timelineOf("wellness", query)).status,
      (await timelineOf("facility", query)).status,
      (await timelineOf("bdm", query)).status,
    ];
    // admin, agent, wellness, facility agent, BDM (not a history role).
    expect(await statuses(q(inFacility, resident))).toEqual([200, 200, 200, 200, 403]);
    expect(await statuses(q(outside, outsider))).toEqual([200, 200, 200, 404, 403]);
    // An alarm asked with another senior, or one that does not exist: 404 like a senior out of scope.
    expect(await statuses(q(outside, resident))).toEqual([404, 404, 404, 404, 403]);
    expect(await statuses(q(randomUUID(), resident))).toEqual([404, 404, 404, 404, 403]);
    // A fresh alarm: device time and receipt only, no outcome yet.
    const fresh = (await timelineOf("admin", q(inFacility, resident))).body.data as AlarmTimeline;
    expect([fresh.outcome, fresh.steps.map((s) => s.kind)]).toEqual([null, ["raised", "received"]]);
  });

  it("acknowledges delivery only for the alarm roles and known alarms", async () => {
    const { resident } = await facilitySeniors(h);
    const alarm = await h.prisma.alarm.create({
      data: { seniorId: resident.id, type: "sos", occurredAt: new Date(), dedupeKey: `delivered-${resident.id}` },
    });
    expect((await h.as("admin").post("/api/supervision/alarm-delivered", { alarm_id: alarm.id })).status).toBe(403);
    expect((await h.as("facility").post("/api/supervision/alarm-delivered", { alarm_id: alarm.id })).status).toBe(403);
    expect((await h.as("agent").post("/api/supervision/alarm-delivered", { alarm_id: randomUUID() })).status).toBe(404);
    expect((await h.as("agent").post("/api/supervision/alarm-delivered", { alarm_id: "nope" })).status).toBe(400);
    const row = await h.prisma.alarm.findUniqueOrThrow({ where: { id: alarm.id } });
    expect([row.firstDeliveredAt, row.firstDeliveredToId]).toEqual([null, null]);
  });
});
