// SOS and fall alarms over the 90 days before the anchor, as ingest stores them and the alarm screens change them:
// most were taken and closed by the senior's care agent, with the call entry that followed (a call log and its
// approved call_entry insight, as POST supervision/call-entry writes them); a few are still waiting (pending) or
// taken but open. They feed the SOS/fall lists, the agency falls graph and the falls, emergent-care and call reports.
//
// The open ones happened more than 24 hours before the anchor on purpose: the worker's sweeper re-announces (and
// then escalates, every ALARM_ESCALATION_S) an alarm whose last change or announcement is younger than that
// (apps/worker/src/periodic/alarm-sweeper.ts), and a demo should not ring the care agents' SOS popup every minute.
import type { AlarmOutcome, AlarmType, Prisma, PrismaClient } from "@care/db";
import type { Rng } from "@care/ingest/prng";
import { before, coachedSeniors, homeOf, localTime, plusMinutes, type Coached } from "./activity-common.js";
import { insertMissing } from "./batch.js";
import { imeiFor } from "./devices.js";
import { demoRng, seedId } from "./ids.js";

/** Alarms left open, hours before the anchor: three waiting for someone to take them, one taken and not closed. */
export const OPEN_ALARMS: readonly { memberId: number; type: AlarmType; hoursAgo: number; taken: boolean }[] = [
  { memberId: 100007, type: "sos", hoursAgo: 26, taken: false },
  { memberId: 100002, type: "fall", hoursAgo: 27, taken: false },
  { memberId: 100014, type: "fall", hoursAgo: 29, taken: false },
  { memberId: 100021, type: "sos", hoursAgo: 31, taken: true },
];

/** How the closed demo alarms ended (closing requires an outcome, issue 27 item 5) and the note the agent wrote. */
const CLOSINGS: Record<AlarmType, readonly { outcome: AlarmOutcome; notes: string }[]> = {
  sos: [
    { outcome: "accidental_press", notes: "Pressed by mistake while gardening; all well." },
    { outcome: "real_emergency", notes: "Felt dizzy; daughter came over, no ambulance needed." },
    { outcome: "other", notes: "Wanted help with the TV remote; reminded what SOS is for." },
  ],
  fall: [
    {
      outcome: "fall_without_injury",
      notes: "Slipped getting out of bed, no injury; reminded to use the night light.",
    },
    { outcome: "fall_with_injury", notes: "Fell in the kitchen, bruised knee; caregiver visiting this evening." },
    { outcome: "device_fault", notes: "Watch knocked against the table; no fall." },
  ],
};

export interface AlarmActivity {
  alarms: Prisma.AlarmCreateManyInput[];
  callLogs: Prisma.CallLogCreateManyInput[];
  insights: Prisma.CareInsightCreateManyInput[];
  history: Prisma.CareInsightStatusHistoryCreateManyInput[];
}

function alarmRow(c: Coached, type: AlarmType, n: number, occurredAt: Date): Prisma.AlarmCreateManyInput {
  const deviceId = seedId("device", imeiFor(c.senior.index));
  const receivedAt = new Date(occurredAt.getTime() + 2000);
  return {
    id: seedId("alarm", `${c.senior.memberId}:${n}`),
    seniorId: c.senior.id,
    deviceId,
    type,
    status: "pending",
    occurredAt,
    receivedAt,
    ...homeOf(c.senior),
    // Announced when it arrived (the fan-out stamps this), long enough ago that nothing re-announces it, and received
    // by the care agent's portal a second later (the timeline's first delivery).
    lastPublishedAt: receivedAt,
    firstPublishedAt: receivedAt,
    firstDeliveredAt: new Date(receivedAt.getTime() + 1000),
    firstDeliveredToId: c.agentId,
    // As ingest writes it: one alarm per device, type and device time.
    dedupeKey: `${deviceId}:${type}:${occurredAt.toISOString()}`,
    createdAt: receivedAt,
    updatedAt: receivedAt,
  };
}

/** Taken by the care agent `seconds` after it arrived (the take route's columns). */
function taken(a: Prisma.AlarmCreateManyInput, agentId: string, seconds: number): Prisma.AlarmCreateManyInput {
  const receivedAt = a.receivedAt as Date;
  const assignedAt = new Date(receivedAt.getTime() + seconds * 1000);
  return {
    ...a,
    status: "assigned",
    assignedToId: agentId,
    assignedAt,
    timeToAssignMs: assignedAt.getTime() - receivedAt.getTime(),
    updatedAt: assignedAt,
  };
}

/** The call entry after an alarm: its call log and the approved call_entry insight with its one history row. */
function callEntry(out: AlarmActivity, c: Coached, a: Prisma.AlarmCreateManyInput, at: Date, notes: string): void {
  const key = a.id as string;
  out.callLogs.push({
    id: seedId("alarm-call-log", key),
    seniorId: c.senior.id,
    careAgentId: c.agentId,
    alarmId: key,
    startTime: at,
    callTime: at,
    durationSeconds: 5 * 60,
    direction: "outbound",
    reason: a.type === "sos" ? "sos" : "fall_detected",
    callType: "Phone Call",
    callStatus: "completed",
    calleeType: "senior",
    notes,
    createdAt: at,
    updatedAt: at,
  });
  const insightId = seedId("alarm-call-entry", key);
  out.insights.push({
    id: insightId,
    seniorId: c.senior.id,
    facilityId: c.senior.facility?.id ?? null,
    alarmId: key,
    type: "call_entry",
    kind: "attention",
    status: "approved",
    message: notes,
    detail: [
      { label: "Call Type", value: "Phone Call" },
      { label: "Call Time", value: at.toISOString() },
    ],
    createdById: c.agentId,
    updatedById: c.agentId,
    createdAt: at,
    updatedAt: at,
  });
  out.history.push({
    id: seedId("alarm-call-entry-history", key),
    insightId,
    fromStatus: null,
    toStatus: "approved",
    message: notes,
    changedById: c.agentId,
    changedAt: at,
  });
}

/**
 * How long the demo's care agents take to take an alarm, in seconds, from one draw: most (85 in 100) within a minute,
 * 12 in 100 within three, the rest later, so the Response Times screen shows a team near the TSA targets (97.5 %
 * within 60 s, 99 % within 180 s) rather than one missing them all.
 */
function secondsToTake(rng: Rng): number {
  const r = rng.int(0, 99);
  if (r < 85) return 10 + Math.floor(r / 2);
  if (r < 97) return 60 + (r - 85) * 10;
  return 200 + (r - 97) * 60;
}

function closedAlarm(out: AlarmActivity, c: Coached, type: AlarmType, n: number, at: Date, rng: Rng): void {
  const took = taken(alarmRow(c, type, n, at), c.agentId, secondsToTake(rng));
  const assignedAt = took.assignedAt as Date;
  const { outcome, notes } = rng.pick(CLOSINGS[type]);
  const closedAt = plusMinutes(assignedAt, rng.int(15, 90));
  const callAt = plusMinutes(assignedAt, 2);
  out.alarms.push({
    ...took,
    status: "closed",
    closedById: c.agentId,
    closedAt,
    closeNotes: notes,
    outcome,
    firstCallStartedAt: callAt,
    updatedAt: closedAt,
  });
  callEntry(out, c, took, callAt, notes);
}

export function buildAlarmActivity(anchor: Date): AlarmActivity {
  const rng = demoRng("activity-alarms");
  const out: AlarmActivity = { alarms: [], callLogs: [], insights: [], history: [] };
  const coached = coachedSeniors(anchor);
  for (const c of coached) {
    // Falls for about a third of the seniors (a few twice), SOS for about one in six.
    const plan: AlarmType[] = [];
    if (rng.chance(0.3)) plan.push("fall");
    if (rng.chance(0.12)) plan.push("fall");
    if (rng.chance(0.16)) plan.push("sos");
    plan.forEach((type, n) => {
      const at = localTime(anchor, rng.int(3, 88), rng.int(6, 21), rng.int(0, 59), c.senior.timezone);
      if (at > c.senior.createdAt) closedAlarm(out, c, type, n, at, rng);
    });
  }
  for (const open of OPEN_ALARMS) {
    const c = coached.find((x) => x.senior.memberId === open.memberId);
    if (!c) throw new Error(`open demo alarm for ${open.memberId}, who is not a coached member`);
    const a = alarmRow(c, open.type, 9, before(anchor, 0, open.hoursAgo * 60));
    out.alarms.push(open.taken ? taken(a, c.agentId, 4 * 60) : a);
  }
  return out;
}

export async function seedAlarmActivity(prisma: PrismaClient, anchor: Date): Promise<number> {
  const a = buildAlarmActivity(anchor);
  return (
    (await insertMissing((x) => prisma.alarm.createMany(x), a.alarms)) +
    (await insertMissing((x) => prisma.callLog.createMany(x), a.callLogs)) +
    (await insertMissing((x) => prisma.careInsight.createMany(x), a.insights)) +
    (await insertMissing((x) => prisma.careInsightStatusHistory.createMany(x), a.history))
  );
}
