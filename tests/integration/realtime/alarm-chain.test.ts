import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALARM_PRESENCE_CHANNEL, QUEUES, type AlarmTimeline, type IngestResult } from "@care/contracts";
import { sweepAlarmChains } from "../../../apps/worker/src/alarms/chain-sweep.js";
import { alarmWatchers } from "../../../apps/worker/src/alarms/presence.js";
import { alarmChain } from "../../../apps/worker/src/queues/alarm-chain.js";
import { alarmFanout } from "../../../apps/worker/src/queues/alarm-fanout.js";
import { bearer, waitFor } from "../../support/harness.js";
import { signedHeaders } from "../../support/ingest-client.js";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink.js";
import { startWebhookReceiver, type WebhookReceiver } from "../../support/webhook-receiver.js";
import {
  listen,
  type Listener,
  queuesSettled,
  startWorkerHarness,
  type WorkerHarness,
} from "../../support/worker-harness.js";

/**
 * Issue 27 item 4: an SOS nobody takes in time, or raised while nobody who handles alarms is connected, leaves the
 * portal: e-mail to the senior's care agent, then to the facility's contacts, then a signed webhook, each delivery
 * recorded on the alarm. Real SMTP server, real HTTP receiver, SOS through the real ingestion route.
 *
 * The seed (prisma/seed): members 100001–100040 are coached by agent@demo.care; 100002, 100020 and 100038 live in
 * the first assisted-living facility, whose one facility agent is facility@demo.care; 100003 lives at home.
 */

const SECRET = "alarm-chain-test-secret-0123456789";
/** Short, so the waits below stay short; long enough that an alarm can be taken before it. */
const CHAIN_AFTER_S = 4;

let h: WorkerHarness;
let smtp: SmtpSink;
let hook: WebhookReceiver;
let agentToken: string;
let agentId: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  hook = await startWebhookReceiver(SECRET);
  h = await startWorkerHarness({
    env: {
      ALARM_CHAIN_AFTER_S: String(CHAIN_AFTER_S),
      // Escalation rounds are not under test here: none is due while a test runs.
      ALARM_ESCALATION_S: "600",
      SMTP_URL: smtp.url,
      ALARM_WEBHOOK_URL: hook.url,
      ALARM_WEBHOOK_SECRET: SECRET,
    },
  });
  await h.start(alarmFanout, alarmChain);
  agentToken = h.token("agent");
  agentId = h.user("agent").id;
});

afterAll(async () => {
  await h?.close();
  await smtp?.close();
  await hook?.close();
});

/** An SOS from the member's watch, uploaded signed as the watch does; returns the alarm id. */
async function sosFrom(memberId: number): Promise<string> {
  const device = await h.deps.prisma.device.findFirstOrThrow({
    where: {
      type: { in: ["watch", "techuva_watch"] },
      assignments: { some: { unlinkedAt: null, senior: { memberId } } },
    },
  });
  const raw = JSON.stringify({ events: [{ type: "sos", ts: new Date().toISOString(), lat: 33.75, lng: -84.39 }] });
  const res = await h.app.inject({
    method: "POST",
    url: "/api/ingest/watch/events",
    headers: signedHeaders(device.uniqueIdentifier, device.secret, raw),
    payload: raw,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: IngestResult }>().data.alarms[0]!.alarm_id;
}

const rowsOf = (alarmId: string) =>
  h.deps.prisma.alarmNotification.findMany({ where: { alarmId }, orderBy: { stepIndex: "asc" } });

/** Waits until the chain's last step (the webhook) has a final row for the alarm. */
function chainDone(alarmId: string) {
  return waitFor(
    "the chain's webhook step recorded as sent",
    async () => {
      const rows = await rowsOf(alarmId);
      return rows.find((r) => r.step === "webhook" && r.status === "sent") ? rows : undefined;
    },
    20_000,
  );
}

describe("the alarm chain", () => {
  it("signs the alarm presence channel only for the roles that hear alarms, with the member's own id", async () => {
    const q = `socket_id=1.1&channel_name=${ALARM_PRESENCE_CHANNEL}`;
    const asAdmin = await h.app.inject({ url: `/api/cognito/pusher/auth?${q}`, headers: bearer(h.token("admin")) });
    expect(asAdmin.statusCode).toBe(403);
    const asAgent = await h.app.inject({ url: `/api/cognito/pusher/auth?${q}`, headers: bearer(agentToken) });
    expect(asAgent.statusCode).toBe(200);
    const member = JSON.parse(asAgent.json<{ data: { channel_data: string } }>().data.channel_data);
    expect(member).toEqual({
      user_id: `${h.config.QUEUE_PREFIX}:${agentId}`,
      user_info: { name: "Casey Rivera", roles: ["CareAgent"] },
    });
  });

  it("with nobody connected, mails the care agent, then the facility, then calls the signed webhook at once", async () => {
    const alarmId = await sosFrom(100002);
    const rows = await chainDone(alarmId);
    expect(rows.map((r) => [r.step, r.channel, r.target, r.status, r.attempts])).toEqual([
      ["agents", "email", "agent@demo.care", "sent", 1],
      ["facility", "email", "facility@demo.care", "sent", 1],
      ["webhook", "webhook", hook.url, "sent", 1],
    ]);
    // In the configured order: each step once the one before it was settled.
    expect(rows[0]!.sentAt!.getTime()).toBeLessThanOrEqual(rows[1]!.sentAt!.getTime());
    expect(rows[1]!.sentAt!.getTime()).toBeLessThanOrEqual(rows[2]!.sentAt!.getTime());

    // Member 100002 in the seed: first, middle and last name.
    const name = "Sandra Joan Carter";
    const mails = smtp.received.filter((m) => m.raw.includes(alarmId));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [["agent@demo.care"], `SOS alarm not taken: ${name} (member 100002)`],
      [["facility@demo.care"], `SOS alarm not taken: ${name} (member 100002)`],
    ]);
    expect(mails[0]!.raw).toContain("Nobody who handles alarms is signed in to the portal right now.");

    const hooks = hook.received.filter((r) => r.body?.alarm_id === alarmId);
    expect(hooks).toHaveLength(1);
    expect(hooks[0]!.signatureValid).toBe(true);
    expect(hooks[0]!.headers["content-type"]).toBe("application/json");
    expect(hooks[0]!.body).toMatchObject({
      type: "alarm.unattended",
      alarm_id: alarmId,
      alarm_type: "sos",
      reason: "nobody_watching",
      escalation_level: 0,
      senior: { member_id: 100002, name },
      location: { lat: 33.75, lng: -84.39 },
    });
  });

  it("retries a webhook that answers 500 twice, and records it sent after 3 attempts", async () => {
    hook.answerNext(500, 500);
    const alarmId = await sosFrom(100003);
    const rows = await chainDone(alarmId);
    expect(rows.map((r) => [r.step, r.target, r.status, r.attempts])).toEqual([
      ["agents", "agent@demo.care", "sent", 1],
      // 100003 lives at home: no facility to tell, recorded as such.
      ["facility", "", "skipped", 0],
      ["webhook", hook.url, "sent", 3],
    ]);
    const hooks = hook.received.filter((r) => r.body?.alarm_id === alarmId);
    expect(hooks.map((r) => [r.answered, r.signatureValid])).toEqual([
      [500, true],
      [500, true],
      [200, true],
    ]);
    // The last error is kept only while it stands: a delivered row carries none.
    expect(rows[2]!.lastError).toBeNull();

    // The alarm's timeline (its detail in the Fall & SOS history) shows each delivery as a step.
    const alarm = await h.deps.prisma.alarm.findUniqueOrThrow({ where: { id: alarmId }, include: { senior: true } });
    const q = `alarm_id=${alarmId}&senior_id=${alarm.seniorId}&account_id=${alarm.senior.accountId}`;
    const res = await h.app.inject({ url: `/api/supervision/alarm-timeline?${q}`, headers: bearer(agentToken) });
    expect(res.statusCode, res.body).toBe(200);
    const steps = res.json<{ data: AlarmTimeline }>().data.steps.filter((s) => s.kind === "notified");
    expect(steps.map((s) => [s.notification, s.actor_id])).toEqual([
      [{ step: "agents", channel: "email", target: "agent@demo.care", status: "sent", attempts: 1 }, null],
      [{ step: "facility", channel: "email", target: "", status: "skipped", attempts: 0 }, null],
      [{ step: "webhook", channel: "webhook", target: hook.url, status: "sent", attempts: 3 }, null],
    ]);
    expect(steps.map((s) => s.at)).toEqual([
      rows[0]!.sentAt!.toISOString(),
      rows[1]!.updatedAt.toISOString(),
      rows[2]!.sentAt!.toISOString(),
    ]);
  });

  it("the sweeper starts the chain of an overdue alarm whose job was lost (Redis restarted without persistence)", async () => {
    const s = await h.deps.prisma.senior.findUniqueOrThrow({ where: { memberId: 100001 } });
    // Received 10 s ago, announced, its chain job gone: the row is the only record.
    const past = new Date(Date.now() - 10_000);
    const alarm = await h.deps.prisma.alarm.create({
      data: {
        seniorId: s.id,
        type: "fall",
        occurredAt: past,
        receivedAt: past,
        lastPublishedAt: past,
        dedupeKey: `t:${s.id}:chain-lost`,
      },
    });
    expect(await sweepAlarmChains(h.deps)).toBe(1);
    const rows = await chainDone(alarm.id);
    expect(rows.map((r) => [r.step, r.target, r.status])).toEqual([
      ["agents", "agent@demo.care", "sent"],
      ["facility", "", "skipped"],
      ["webhook", hook.url, "sent"],
    ]);
    const hooks = hook.received.filter((r) => r.body?.alarm_id === alarm.id);
    expect(hooks.map((r) => [r.body.alarm_type, r.body.reason, r.signatureValid])).toEqual([["fall", "timeout", true]]);
    // Begun: the next sweep leaves it alone.
    expect(await sweepAlarmChains(h.deps)).toBe(0);
  });

  describe("while a care agent's portal is connected", () => {
    let portal: Listener;

    beforeAll(async () => {
      // The portal's presence: a pusher-js client joined to the presence channel with the agent's real token.
      portal = await listen(h.app, agentToken);
      await portal.subscribe(ALARM_PRESENCE_CHANNEL);
      await waitFor(
        "soketi to count the agent as watching",
        async () => (await alarmWatchers(h.deps)).includes(agentId) || undefined,
      );
    });

    afterAll(() => portal?.close());

    it("an alarm taken before ALARM_CHAIN_AFTER_S sends nothing", async () => {
      const alarmId = await sosFrom(100020);
      // The fanout armed the chain to wait, since someone is watching.
      await waitFor("the chain armed, delayed", async () => {
        const job = await h.deps.queues[QUEUES.alarmChain].getJob(`alarm-chain-${alarmId}-0`);
        return (job && (await job.getState()) === "delayed") || undefined;
      });
      const taken = await h.app.inject({
        method: "PUT",
        url: "/api/supervision/update-alarms",
        headers: bearer(agentToken),
        payload: { alarm_id: alarmId, status: "assigned" },
      });
      expect(taken.statusCode, taken.body).toBe(200);
      // Once the chain's delayed job has come due and run (it finds the alarm taken), nothing may have gone out.
      await queuesSettled(h.deps, [QUEUES.alarmFanout, QUEUES.alarmChain], { delayed: true });
      expect(await rowsOf(alarmId)).toEqual([]);
      expect(smtp.received.filter((m) => m.raw.includes(alarmId))).toEqual([]);
      expect(hook.received.filter((r) => r.body?.alarm_id === alarmId)).toEqual([]);
    });

    it("an alarm nobody takes goes out after ALARM_CHAIN_AFTER_S, not before", async () => {
      const alarmId = await sosFrom(100038);
      const rows = await chainDone(alarmId);
      expect(rows.map((r) => [r.step, r.target, r.status])).toEqual([
        ["agents", "agent@demo.care", "sent"],
        ["facility", "facility@demo.care", "sent"],
        ["webhook", hook.url, "sent"],
      ]);
      const alarm = await h.deps.prisma.alarm.findUniqueOrThrow({ where: { id: alarmId } });
      // The delayed job cannot run before it is due: a lower bound, whatever the machine's speed.
      expect(rows[0]!.sentAt!.getTime() - alarm.receivedAt.getTime()).toBeGreaterThanOrEqual(CHAIN_AFTER_S * 1000);
      const hooks = hook.received.filter((r) => r.body?.alarm_id === alarmId);
      expect(hooks.map((r) => [r.body.reason, r.signatureValid])).toEqual([["timeout", true]]);
      const mail = smtp.received.find((m) => m.raw.includes(alarmId) && m.to.includes("agent@demo.care"));
      expect(mail?.raw).toContain("Nobody has taken this alarm in the portal yet.");
    });
  });
});
