import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AlarmEventSchema, CHANNELS } from "@care/contracts";
import { alarmFanout, processAlarmFanout } from "../../../apps/worker/src/queues/alarm-fanout.js";
import { seniorByMember } from "../../support/fixtures.js";
import { DEMO_ACCOUNTS, waitFor } from "../../support/harness.js";
import { tokenFor } from "../../support/tokens.js";
import {
  listen,
  type Listener,
  raiseAlarm,
  startWorkerHarness,
  type WorkerHarness,
} from "../../support/worker-harness.js";

let h: WorkerHarness;
let agent: Listener;

beforeAll(async () => {
  h = await startWorkerHarness({ env: { ALARM_ESCALATION_S: "3600" } });
  agent = await listen(h.app, (await tokenFor(h.app, DEMO_ACCOUNTS.agent)).token);
  await agent.subscribe(CHANNELS.sosFall);
});

afterAll(async () => {
  agent?.close();
  await h?.close();
});

describe("alarm-fanout", () => {
  it("publishes a raised SOS to a pusher-js client with the senior, last alert, last call and last location", async () => {
    await h.start(alarmFanout);
    const senior = await seniorByMember(h.deps.prisma, 100003);
    const agentUser = await h.deps.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.agent } });
    const earlier = new Date(Date.now() - 3_600_000);
    await h.deps.prisma.alarm.create({
      data: {
        seniorId: senior.id,
        type: "fall",
        status: "closed",
        occurredAt: earlier,
        dedupeKey: `t:${senior.id}:old`,
        lastPublishedAt: earlier,
      },
    });
    const callTime = new Date(Date.now() - 1_800_000);
    await h.deps.prisma.callLog.create({
      data: { seniorId: senior.id, careAgentId: agentUser.id, startTime: callTime, callTime },
    });
    await h.deps.prisma.locationEvent.create({
      data: { seniorId: senior.id, ts: new Date(Date.now() - 600_000), lat: 42.1, lng: -71.2, alarmType: "exit" },
    });

    const alarmId = await raiseAlarm(h.deps, senior.id, "sos");
    const got = await waitFor("the sos-fall-event", () => agent.alarms().find((r) => r.data.alarm_id === alarmId));
    expect(got.channel).toBe(CHANNELS.sosFall);
    const event = AlarmEventSchema.parse(got.data);
    const row = await h.deps.prisma.senior.findUniqueOrThrow({ where: { id: senior.id } });
    expect(event).toMatchObject({
      alarm_id: alarmId,
      senior_id: senior.id,
      account_id: senior.accountId,
      member_id: 100003,
      senior_timezone: row.timezone,
      senior_mobile: row.mobileNumber,
      status: "sos",
      alarm_status: "pending",
      escalation_level: 0,
      assigned_to: null,
      last_alert_time: earlier.toISOString(),
      last_call_time: callTime.toISOString(),
      last_location: { lat: 42.1, lng: -71.2 },
      late_by_s: null,
    });
    expect(event.senior_name).toContain(row.firstName);
    const stored = await h.deps.prisma.alarm.findUniqueOrThrow({ where: { id: alarmId } });
    expect(stored.lastPublishedAt).not.toBeNull();
  });

  it("prefers the coordinates sent with the alarm when they are newer than the last location event", async () => {
    const senior = await seniorByMember(h.deps.prisma, 100004);
    await h.deps.prisma.locationEvent.create({
      data: { seniorId: senior.id, ts: new Date(Date.now() - 600_000), lat: 1, lng: 1, alarmType: "update" },
    });
    const alarmId = await raiseAlarm(h.deps, senior.id, "fall", new Date(), { lat: 40.5, lng: -73.9 });
    const got = await waitFor("the fall event", () => agent.alarms().find((r) => r.data.alarm_id === alarmId));
    expect(got.data).toMatchObject({ status: "fall", last_location: { lat: 40.5, lng: -73.9 }, last_alert_time: null });
  });

  it("publishes once however often the same job runs (retries, duplicates, sweeper)", async () => {
    const senior = await seniorByMember(h.deps.prisma, 100005);
    // Created without a queued job, so only the direct calls below can publish it.
    const alarm = await h.deps.prisma.alarm.create({
      data: { seniorId: senior.id, type: "sos", occurredAt: new Date(), dedupeKey: `t:${senior.id}:retry` },
    });
    const job = { alarm_id: alarm.id, reason: "raised" as const };
    const results = [await processAlarmFanout(h.deps, job), await processAlarmFanout(h.deps, job)];
    results.push(...(await Promise.all([processAlarmFanout(h.deps, job), processAlarmFanout(h.deps, job)])));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    await waitFor("the event", () => agent.alarms().find((r) => r.data.alarm_id === alarm.id));
    // Every call above has returned, so any second trigger has been sent: count once soketi delivered them all.
    await agent.caughtUp(h.deps.realtime);
    expect(agent.alarms().filter((r) => r.data.alarm_id === alarm.id)).toHaveLength(1);
  });

  it("does not publish when the realtime server refuses, and publishes on the retry", async () => {
    const senior = await seniorByMember(h.deps.prisma, 100006);
    const alarm = await h.deps.prisma.alarm.create({
      data: { seniorId: senior.id, type: "sos", occurredAt: new Date(), dedupeKey: `t:${senior.id}:refused` },
    });
    const real = h.deps.realtime.trigger.bind(h.deps.realtime);
    h.deps.realtime.trigger = (() => Promise.reject(new Error("soketi away"))) as typeof h.deps.realtime.trigger;
    await expect(processAlarmFanout(h.deps, { alarm_id: alarm.id, reason: "raised" })).rejects.toThrow("soketi away");
    h.deps.realtime.trigger = real;
    // The claim was rolled back with the failed publish: the state is still unannounced.
    expect((await h.deps.prisma.alarm.findUniqueOrThrow({ where: { id: alarm.id } })).lastPublishedAt).toBeNull();
    expect(await processAlarmFanout(h.deps, { alarm_id: alarm.id, reason: "raised" })).not.toBeNull();
    await waitFor("the event", () => agent.alarms().find((r) => r.data.alarm_id === alarm.id));
  });

  it("refuses the alarm channel to roles without the alarm privilege", async () => {
    const admin = await listen(h.app, (await tokenFor(h.app, DEMO_ACCOUNTS.admin)).token);
    try {
      await expect(admin.subscribe(CHANNELS.sosFall)).rejects.toThrow("subscription refused");
    } finally {
      admin.close();
    }
  });
});
