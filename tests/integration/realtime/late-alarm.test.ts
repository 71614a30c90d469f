import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNELS, QUEUES, type IngestResult } from "@care/contracts";
import { alarmEscalation } from "../../../apps/worker/src/queues/alarm-escalation.js";
import { alarmFanout } from "../../../apps/worker/src/queues/alarm-fanout.js";
import { linkedWatches, type LinkedWatch } from "../../support/fixtures.js";
import { bearer, DEMO_ACCOUNTS, waitFor } from "../../support/harness.js";
import { signedHeaders } from "../../support/ingest-client.js";
import { tokenFor } from "../../support/tokens.js";
import {
  listen,
  type Listener,
  queuesSettled,
  startWorkerHarness,
  type WorkerHarness,
} from "../../support/worker-harness.js";

/**
 * Issue 27 item 2: an SOS or fall uploaded more than LATE_READING_WINDOW_S after it happened (a watch that was out of
 * coverage) is an alarm like any other. Through the real ingestion route it is announced on private-sos-fall-channel
 * as pending, marked with how late it was (late_by_s), and escalated until someone takes it.
 */

let h: WorkerHarness;
let listener: Listener;
let agentToken: string;
let watches: LinkedWatch[] = [];

beforeAll(async () => {
  // The late window as configured by default (900 s), written out; escalation every second.
  h = await startWorkerHarness({ env: { LATE_READING_WINDOW_S: "900", ALARM_ESCALATION_S: "1" } });
  await h.start(alarmFanout, alarmEscalation);
  watches = await linkedWatches(h.app.prisma, 2);
  expect(watches).toHaveLength(2);
  agentToken = (await tokenFor(h.app, DEMO_ACCOUNTS.agent)).token;
  listener = await listen(h.app, agentToken);
  await listener.subscribe(CHANNELS.sosFall);
});

afterAll(async () => {
  listener?.close();
  await h?.close();
});

/** One signed watch upload carrying an alarm raised `lateMs` before the upload is sent; returns the answer. */
async function uploadAlarm(
  w: LinkedWatch,
  type: "sos" | "fall",
  lateMs: number,
): Promise<{ answer: IngestResult; sentAt: number; answeredAt: number }> {
  const sentAt = Date.now();
  const raw = JSON.stringify({
    events: [{ type, ts: new Date(sentAt - lateMs).toISOString(), lat: 42.37, lng: -71.05 }],
  });
  const res = await h.app.inject({
    method: "POST",
    url: "/api/ingest/watch/events",
    headers: signedHeaders(w.uid, w.secret, raw),
    payload: raw,
  });
  const answeredAt = Date.now();
  expect(res.statusCode, res.body).toBe(200);
  return { answer: res.json<{ data: IngestResult }>().data, sentAt, answeredAt };
}

describe("late alarms are alarms", () => {
  it("an SOS received 30 minutes after it happened is announced with late_by_s, then escalated until taken", async () => {
    const w = watches[0]!;
    const { answer, sentAt, answeredAt } = await uploadAlarm(w, "sos", 1_800_000);
    // `live: false` says it was late; it is announced all the same.
    expect(answer.alarms).toEqual([{ alarm_id: expect.any(String), type: "sos", created: true, live: false }]);
    const alarmId = answer.alarms[0]!.alarm_id;

    const events = () => listener.alarms().filter((r) => r.data.alarm_id === alarmId);
    const first = await waitFor("the late SOS announced", () =>
      events().find((r) => r.data.alarm_status === "pending" && r.data.escalation_level === 0),
    );
    // 1800 s between the device time and the upload, plus whole seconds the request itself took before the API
    // stamped its receipt (none unless the machine stalled): 1800 on any ordinary run.
    const slackS = Math.floor((answeredAt - sentAt) / 1000);
    expect(first.data.late_by_s).toBeGreaterThanOrEqual(1800);
    expect(first.data.late_by_s).toBeLessThanOrEqual(1800 + slackS);
    expect(first.data).toMatchObject({
      status: "sos",
      senior_id: w.seniorId,
      assigned_to: null,
      last_location: { lat: 42.37, lng: -71.05 },
    });
    const row = await h.app.prisma.alarm.findUniqueOrThrow({ where: { id: alarmId } });
    expect(row.lateByS).toBe(first.data.late_by_s);

    // Nobody takes it: it comes back a level higher each round, still marked late.
    const second = await waitFor("the late SOS escalated", () =>
      events().find((r) => r.data.alarm_status === "pending" && r.data.escalation_level === 1),
    );
    expect(second.data.late_by_s).toBe(first.data.late_by_s);

    const res = await h.app.inject({
      method: "PUT",
      url: "/api/supervision/update-alarms",
      headers: bearer(agentToken),
      payload: { alarm_id: alarmId, status: "assigned" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: { late_by_s: number | null } }>().data.late_by_s).toBe(first.data.late_by_s);
    await waitFor("the assigned event", () => events().find((r) => r.data.alarm_status === "assigned"));
    await queuesSettled(h.deps, [QUEUES.alarmFanout, QUEUES.alarmEscalation], { delayed: true });
    await listener.caughtUp(h.deps.realtime);
    expect(events().at(-1)?.data).toMatchObject({ alarm_status: "assigned", late_by_s: first.data.late_by_s });
  });

  it("a fall received in time carries late_by_s null, and its re-sent copy is the same alarm", async () => {
    const w = watches[1]!;
    const ts = new Date(Date.now() - 60_000).toISOString();
    const raw = JSON.stringify({ events: [{ type: "fall", ts }] });
    const post = () =>
      h.app.inject({
        method: "POST",
        url: "/api/ingest/watch/events",
        headers: signedHeaders(w.uid, w.secret, raw),
        payload: raw,
      });
    const res = await post();
    expect(res.statusCode, res.body).toBe(200);
    const [alarm] = res.json<{ data: IngestResult }>().data.alarms;
    expect(alarm).toEqual({ alarm_id: expect.any(String), type: "fall", created: true, live: true });
    const got = await waitFor("the fall announced", () =>
      listener.alarms().find((r) => r.data.alarm_id === alarm!.alarm_id && r.data.alarm_status === "pending"),
    );
    expect(got.data.late_by_s).toBeNull();
    // The watch repeats it (it was not acknowledged): one alarm, still in time as first received.
    const again = await post();
    expect(again.json<{ data: IngestResult }>().data.alarms).toEqual([
      { alarm_id: alarm!.alarm_id, type: "fall", created: false, live: true },
    ]);
    expect((await h.app.prisma.alarm.findUniqueOrThrow({ where: { id: alarm!.alarm_id } })).lateByS).toBeNull();
  });
});
