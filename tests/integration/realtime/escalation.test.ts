import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNELS, QUEUES } from "@care/contracts";
import { sweepAlarms } from "../../../apps/worker/src/periodic/alarm-sweeper.js";
import { alarmEscalation, processAlarmEscalation } from "../../../apps/worker/src/queues/alarm-escalation.js";
import { alarmFanout } from "../../../apps/worker/src/queues/alarm-fanout.js";
import { seniorByMember } from "../../support/fixtures.js";
import { bearer, DEMO_ACCOUNTS, waitFor } from "../../support/harness.js";
import { tokenFor } from "../../support/tokens.js";
import {
  listen,
  type Listener,
  queuesSettled,
  raiseAlarm,
  startWorkerHarness,
  type WorkerHarness,
} from "../../support/worker-harness.js";

let h: WorkerHarness;
let listener: Listener;
let agentToken: string;

beforeAll(async () => {
  h = await startWorkerHarness({ env: { ALARM_ESCALATION_S: "1" } });
  await h.start(alarmFanout, alarmEscalation);
  agentToken = (await tokenFor(h.app, DEMO_ACCOUNTS.agent)).token;
  listener = await listen(h.app, agentToken);
  await listener.subscribe(CHANNELS.sosFall);
});

afterAll(async () => {
  listener?.close();
  await h?.close();
});

describe("alarm escalation", () => {
  it("re-announces a pending alarm with a rising level every ALARM_ESCALATION_S, and stops once it is taken", async () => {
    const s = await seniorByMember(h.deps.prisma, 100020);
    const alarmId = await raiseAlarm(h.deps, s.id, "sos");
    const events = () => listener.alarms().filter((r) => r.data.alarm_id === alarmId);
    await waitFor("escalation level 2", () => events().find((r) => r.data.escalation_level === 2), 10_000);
    const pending = events().filter((r) => r.data.alarm_status === "pending");
    expect(pending.map((r) => r.data.escalation_level)).toEqual([0, 1, 2]);
    // About one round per second: never right away (the bound leaves room for a slow first delivery).
    expect(pending[1]!.at - pending[0]!.at).toBeGreaterThanOrEqual(500);

    const res = await h.app.inject({
      method: "PUT",
      url: "/api/supervision/update-alarms",
      headers: bearer(agentToken),
      payload: { alarm_id: alarmId, status: "assigned" },
    });
    expect(res.statusCode).toBe(200);
    await waitFor("the assigned event", () => events().find((r) => r.data.alarm_status === "assigned"));
    const countAfterTake = events().length;
    // The round due ALARM_ESCALATION_S after the last announcement finds the alarm taken and ends the chain: once no
    // fan-out or escalation job is left, due now or later, and soketi delivered what they sent, nothing may follow.
    await queuesSettled(h.deps, [QUEUES.alarmFanout, QUEUES.alarmEscalation], { delayed: true });
    await listener.caughtUp(h.deps.realtime);
    expect(events()).toHaveLength(countAfterTake);
    const row = await h.deps.prisma.alarm.findUniqueOrThrow({ where: { id: alarmId } });
    expect(row.status).toBe("assigned");
    expect(row.escalationLevel).toBeGreaterThanOrEqual(2);
    expect(row.timeToAssignMs).toBeGreaterThanOrEqual(2000);
  });

  it("a repeated escalation round is a no-op, and a closed alarm does not escalate", async () => {
    const s = await seniorByMember(h.deps.prisma, 100021);
    const alarm = await h.deps.prisma.alarm.create({
      data: {
        seniorId: s.id,
        type: "fall",
        occurredAt: new Date(),
        dedupeKey: `t:${s.id}:esc`,
        lastPublishedAt: new Date(),
      },
    });
    expect(await processAlarmEscalation(h.deps, { alarm_id: alarm.id, level: 1 })).toBe(true);
    expect(await processAlarmEscalation(h.deps, { alarm_id: alarm.id, level: 1 })).toBe(false);
    expect((await h.deps.prisma.alarm.findUniqueOrThrow({ where: { id: alarm.id } })).escalationLevel).toBe(1);
    await h.deps.prisma.alarm.update({ where: { id: alarm.id }, data: { status: "closed", closedAt: new Date() } });
    expect(await processAlarmEscalation(h.deps, { alarm_id: alarm.id, level: 2 })).toBe(false);
  });

  it("the sweeper announces an alarm whose job was lost (Redis restarted without persistence)", async () => {
    const s = await seniorByMember(h.deps.prisma, 100022);
    // An alarm accepted 10 s ago whose queued job vanished: the row is the only record.
    const past = new Date(Date.now() - 10_000);
    const alarm = await h.deps.prisma.alarm.create({
      data: {
        seniorId: s.id,
        type: "sos",
        occurredAt: past,
        receivedAt: past,
        updatedAt: past,
        dedupeKey: `t:${s.id}:lost`,
      },
    });
    expect(await sweepAlarms(h.deps)).toBeGreaterThanOrEqual(1);
    const got = await waitFor("the swept alarm", () =>
      listener.alarms().find((r) => r.data.alarm_id === alarm.id && r.data.alarm_status === "pending"),
    );
    expect(got.data.escalation_level).toBe(0);
  });

  it("the sweeper announces a late SOS whose job was lost too, marked with how late it was", async () => {
    const s = await seniorByMember(h.deps.prisma, 100023);
    const past = new Date(Date.now() - 10_000);
    // Raised an hour before it was received (a watch out of coverage), as ingest stores it: late by 3590 s.
    const late = await h.deps.prisma.alarm.create({
      data: {
        seniorId: s.id,
        type: "sos",
        occurredAt: new Date(past.getTime() - 3_590_000),
        receivedAt: past,
        lateByS: 3590,
        updatedAt: past,
        dedupeKey: `t:${s.id}:late`,
      },
    });
    expect(await sweepAlarms(h.deps)).toBeGreaterThanOrEqual(1);
    const got = await waitFor("the swept late alarm", () =>
      listener.alarms().find((r) => r.data.alarm_id === late.id && r.data.alarm_status === "pending"),
    );
    expect(got.data).toMatchObject({ escalation_level: 0, late_by_s: 3590 });
  });
});
