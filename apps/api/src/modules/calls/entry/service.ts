import {
  CALL_REASONS,
  fullName,
  type AccessClaims,
  type CallEntryBody,
  type CallEntryEventSchema,
  type CallEntryResultSchema,
  type CallReasonLabel,
} from "@care/contracts";
import type { Alarm, PrismaClient, Senior } from "@care/db";
import type { z } from "zod";
import { requireSenior } from "../../../access/senior-visibility.js";
import { notFound } from "../../../errors.js";
import { recordCallStarted } from "../../alarms/call-started.js";
import { reasonKey } from "../scheduler/repo.js";
import { callLogInclude, toCallLogRow } from "../logs/repo.js";

type EntryInput = z.output<typeof CallEntryBody>;
type CallEntryEvent = z.output<typeof CallEntryEventSchema>;
type CallEntryResult = z.output<typeof CallEntryResultSchema>;

export interface CallEntryService {
  record(user: AccessClaims, input: EntryInput): Promise<CallEntryResult>;
  event(user: AccessClaims, q: { senior_id: string; account_id: string; alarm_id?: string }): Promise<CallEntryEvent>;
}

/** The reason of a call answering an alarm, when the caller gives none. */
const ALARM_REASON: Record<Alarm["type"], CallReasonLabel> = {
  sos: CALL_REASONS.sos,
  fall: CALL_REASONS.fall_detected,
};

export function createCallEntryService(deps: { prisma: PrismaClient }): CallEntryService {
  const { prisma } = deps;

  async function requireAlarm(senior: Senior, alarmId: string | undefined): Promise<Alarm | null> {
    if (alarmId === undefined) return null;
    const alarm = await prisma.alarm.findFirst({ where: { id: alarmId, seniorId: senior.id } });
    if (!alarm) throw notFound("Alarm");
    return alarm;
  }

  /** The popup's fields as they stand now: last alert = the alarm handled (else the senior's latest alarm). */
  async function buildEvent(senior: Senior, alarm: Alarm | null, callType: string | null): Promise<CallEntryEvent> {
    const [latestAlarm, latestCall] = await Promise.all([
      alarm
        ? Promise.resolve(alarm)
        : prisma.alarm.findFirst({ where: { seniorId: senior.id }, orderBy: { occurredAt: "desc" } }),
      prisma.callLog.findFirst({
        where: { seniorId: senior.id },
        orderBy: { callTime: "desc" },
        select: { callTime: true },
      }),
    ]);
    return {
      eventType: "call_entry",
      fullName: fullName(senior.firstName, senior.middleName, senior.lastName),
      seniorMobile: senior.mobileNumber,
      seniorId: senior.id,
      accountId: senior.accountId,
      seniorTimezone: senior.timezone,
      eventId: alarm ? `${senior.id}-${alarm.id}` : senior.id,
      alarmId: alarm?.id ?? null,
      startTime: new Date().toISOString(),
      callType: callType ?? alarm?.type ?? null,
      lastAlertTime: latestAlarm?.occurredAt.toISOString() ?? null,
      lastCallTime: latestCall?.callTime.toISOString() ?? null,
    };
  }

  return {
    /**
     * One transaction writes the call log (linked to the alarm) and the call_entry care insight (sort weight 3000
     * through its type). The alarm's last call time is the call_time of the senior's newest call log, read by the
     * alarm list and the realtime payload (packages/db alarm-event-sql.ts), so it moves with the same commit and
     * cannot disagree with the call log table.
     */
    async record(user, input) {
      const senior = await requireSenior(prisma, user, input.senior_id, input.account_id);
      const alarm = await requireAlarm(senior, input.alarm_id);
      const reason = input.call_reason ?? (alarm ? ALARM_REASON[alarm.type] : null);
      const callTime = input.call_time ? new Date(input.call_time) : new Date();
      const { log, insightId } = await prisma.$transaction(async (tx) => {
        const log = await tx.callLog.create({
          data: {
            seniorId: senior.id,
            careAgentId: user.sub,
            alarmId: alarm?.id ?? null,
            startTime: new Date(input.start_time),
            callTime,
            durationSeconds: input.duration === undefined ? null : input.duration * 60,
            direction: input.call_direction,
            reason: reason ? reasonKey(reason) : null,
            callType: input.call_type,
            callStatus: "completed",
            calleeType: "senior",
            notes: input.care_call_notes,
          },
          include: callLogInclude,
        });
        // The alarm's timeline: the start of its first call.
        if (alarm) await recordCallStarted(tx, { alarmId: alarm.id, startTime: log.startTime });
        // A record of what was done, not a message awaiting review: approved at once, like an approver's own text.
        const insight = await tx.careInsight.create({
          data: {
            seniorId: senior.id,
            facilityId: senior.facilityId,
            alarmId: alarm?.id ?? null,
            type: "call_entry",
            kind: "attention",
            status: "approved",
            message: input.care_call_notes,
            detail: [
              { label: "Call Type", value: input.call_type },
              { label: "Call Time", value: callTime.toISOString() },
            ],
            createdById: user.sub,
            updatedById: user.sub,
            history: {
              create: { fromStatus: null, toStatus: "approved", message: input.care_call_notes, changedById: user.sub },
            },
          },
          select: { id: true },
        });
        return { log, insightId: insight.id };
      });
      return {
        call_log: toCallLogRow(log),
        care_insight_id: insightId,
        event: await buildEvent(senior, alarm, input.call_type),
      };
    },

    async event(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      return buildEvent(senior, await requireAlarm(senior, q.alarm_id), null);
    },
  };
}
