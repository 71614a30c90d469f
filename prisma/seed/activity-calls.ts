// The care agents' calls: a check-in with every coached member about every two weeks over the 90 days before the
// anchor (most completed with their call log, as POST supervision/call-logs/outbound leaves them; some missed, a few
// cancelled), and today's calls: four per care agent on the anchor's local day in New York, those before the anchor
// completed or overdue, the others still to come. They feed the Scheduler, Call Schedule and Call Log screens and the
// call-log and adherence reports.
//
// Slots never overlap for one agent or one callee (the two exclusion constraints of call_schedule): past calls sit
// at 09:00-12:30 on a day given by the member's place in the caseload, today's at 13:00-16:30.
import type { CallReason, CallStatus, Prisma, PrismaClient } from "@care/db";
import { coachedSeniors, localTime, plusMinutes, type Coached } from "./activity-common.js";
import { insertMissing } from "./batch.js";
import { demoRng, seedId } from "./ids.js";

/** The zone of the care agents' working day (the demo agents' facilities are on Eastern time). */
export const CALLS_TIMEZONE = "America/New_York";
/** Local hours of today's calls of each care agent: the first four members of the caseload, one each. */
export const TODAY_CALL_HOURS: readonly number[] = [13, 14, 15, 16];
const DURATION_MIN = 30;

const NOTES = [
  "Feeling well; walked to the store twice this week.",
  "Asked about the scale readings; explained the weight trend.",
  "Sleeping better since the new evening routine.",
  "Reminded to drink more water; will check again next call.",
];

export interface CallActivity {
  schedules: Prisma.CallScheduleCreateManyInput[];
  logs: Prisma.CallLogCreateManyInput[];
}

function schedule(
  c: Coached,
  key: string,
  start: Date,
  status: CallStatus,
  reason: CallReason,
  createdAt: Date,
): Prisma.CallScheduleCreateManyInput {
  const done = status === "completed";
  return {
    id: seedId("call-schedule", key),
    seniorId: c.senior.id,
    calleeId: c.senior.id,
    calleeType: "senior",
    careAgentId: c.agentId,
    startTime: start,
    endTime: plusMinutes(start, DURATION_MIN),
    durationMinutes: DURATION_MIN,
    reason,
    status,
    assignmentStatus: done ? "completed" : "pending",
    createdById: c.agentId,
    createdAt,
    updatedAt: done ? plusMinutes(start, DURATION_MIN) : createdAt,
  };
}

/** The log a completed call leaves (the outbound route copies the call's agent, callee, reason, start and length). */
function logOf(s: Prisma.CallScheduleCreateManyInput, notes: string, lateMin: number): Prisma.CallLogCreateManyInput {
  const start = s.startTime as Date;
  const callTime = plusMinutes(start, lateMin);
  return {
    id: seedId("call-log", s.id as string),
    seniorId: s.seniorId,
    careAgentId: s.careAgentId,
    callId: s.id as string,
    startTime: start,
    callTime,
    durationSeconds: DURATION_MIN * 60,
    direction: "outbound",
    reason: s.reason ?? null,
    callStatus: "completed",
    calleeType: "senior",
    notes,
    createdAt: callTime,
    updatedAt: callTime,
  };
}

export function buildCallActivity(anchor: Date): CallActivity {
  const rng = demoRng("activity-calls");
  const out: CallActivity = { schedules: [], logs: [] };
  for (const c of coachedSeniors(anchor)) {
    const i = c.caseloadIndex;
    // Every 13 days, on a day and half-hour slot of its own within the agent's caseload (40 members: 13 days × 4
    // morning slots, so no two of the agent's calls meet).
    for (let day = 1 + (i % 13), n = 0; day <= 90; day += 13, n++) {
      const slot = Math.floor(i / 13);
      const start = localTime(anchor, day, 9 + slot, 0, CALLS_TIMEZONE);
      if (start <= c.senior.createdAt) continue;
      const createdAt = plusMinutes(start, -7 * 24 * 60);
      const fate = rng.weighted<CallStatus>([
        ["completed", 80],
        ["not_started", 12],
        ["cancelled", 8],
      ]);
      const s = schedule(c, `${c.senior.memberId}:${n}`, start, fate, "senior_check_in", createdAt);
      out.schedules.push(s);
      if (fate === "completed") out.logs.push(logOf(s, rng.pick(NOTES), rng.int(0, 12)));
    }
    // Today's calls: the first four members of every caseload.
    const hour = TODAY_CALL_HOURS[i];
    if (hour === undefined) continue;
    const start = localTime(anchor, 0, hour, 0, CALLS_TIMEZONE);
    const createdAt = plusMinutes(start, -3 * 24 * 60);
    // Before the anchor: the first of them was made, the others are overdue; after it they are still to come.
    const made = start < anchor && i === 0;
    const s = schedule(
      c,
      `${c.senior.memberId}:today`,
      start,
      made ? "completed" : "not_started",
      "senior_check_in",
      createdAt,
    );
    out.schedules.push(s);
    if (made) out.logs.push(logOf(s, rng.pick(NOTES), 3));
  }
  return out;
}

export async function seedCallActivity(prisma: PrismaClient, anchor: Date): Promise<number> {
  const { schedules, logs } = buildCallActivity(anchor);
  return (
    (await insertMissing((x) => prisma.callSchedule.createMany(x), schedules)) +
    (await insertMissing((x) => prisma.callLog.createMany(x), logs))
  );
}
