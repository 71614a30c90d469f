import {
  CALL_MESSAGES,
  END_OFFSET,
  type AccessClaims,
  type CallLogListQuery,
  type CallLogRow,
  type InstantCallLogBody,
  type OutboundCallLogBody,
} from "@care/contracts";
import type { PrismaClient } from "@care/db";
import type { z } from "zod";
import { requireSenior } from "../../../access/senior-visibility.js";
import { AppError, badRequest, notFound } from "../../../errors.js";
import { findActiveCareAgent, reasonKey } from "../scheduler/repo.js";
import { actionItemsJson, callLogInclude, pageCallLogs, toCallLogRow } from "./repo.js";

type InstantInput = z.output<typeof InstantCallLogBody>;
type OutboundInput = z.output<typeof OutboundCallLogBody>;
type ListQuery = z.output<typeof CallLogListQuery>;

export interface CallLogPage {
  items: CallLogRow[];
  total: number;
  next_offset: number;
}

export interface CallLogService {
  instant(user: AccessClaims, input: InstantInput): Promise<CallLogRow>;
  outbound(user: AccessClaims, input: OutboundInput): Promise<CallLogRow>;
  list(user: AccessClaims, q: ListQuery): Promise<CallLogPage>;
}

export function createCallLogService(deps: { prisma: PrismaClient }): CallLogService {
  const { prisma } = deps;

  return {
    async instant(user, input) {
      const senior = await requireSenior(prisma, user, input.senior_id, input.account_id);
      // The caller logs their own call unless they name the care agent who made it.
      const careAgentId = input.careagent_id ?? user.sub;
      if (input.careagent_id && !(await findActiveCareAgent(prisma, input.careagent_id))) {
        const reason = CALL_MESSAGES.notCareAgent;
        throw badRequest(`careagent_id ${reason}`, [{ field: "careagent_id", reason }]);
      }
      const row = await prisma.callLog.create({
        data: {
          seniorId: senior.id,
          careAgentId,
          startTime: new Date(input.start_time),
          callTime: new Date(input.call_time),
          durationSeconds: input.duration === undefined ? null : input.duration * 60,
          direction: input.call_direction,
          reason: reasonKey(input.call_reason),
          callType: input.call_type ?? null,
          callStatus: input.call_status,
          calleeType: input.callee_type,
          priority: input.call_priority ?? null,
          notes: input.care_call_notes ?? null,
          actionItems: actionItemsJson(input.action_item),
          disposition: input.disposition ?? null,
        },
        include: callLogInclude,
      });
      return toCallLogRow(row);
    },

    /**
     * The outcome of a scheduled call: the log takes the call's agent, callee, reason, start and duration, and
     * the call becomes completed, in one transaction (a log never exists for a call still shown as pending). A call
     * completes once: a second completion (or one racing it) is 409 and writes nothing.
     */
    async outbound(user, input) {
      const senior = await requireSenior(prisma, user, input.senior_id, input.account_id);
      return prisma.$transaction(async (tx) => {
        const call = await tx.callSchedule.findFirst({ where: { id: input.call_id, seniorId: senior.id } });
        if (!call) throw notFound("Call");
        if (call.status === "cancelled" || call.status === "deleted") {
          throw new AppError("CONFLICT", CALL_MESSAGES.callClosed);
        }
        if (call.status === "completed") throw new AppError("CONFLICT", CALL_MESSAGES.callAlreadyCompleted);
        // Conditional on the status read: of two completions at once, one logs the call and the other gets 409.
        const moved = await tx.callSchedule.updateMany({
          where: { id: call.id, status: call.status },
          data: { status: "completed", assignmentStatus: "completed" },
        });
        if (moved.count !== 1) throw new AppError("CONFLICT", CALL_MESSAGES.callAlreadyCompleted);
        const row = await tx.callLog.create({
          data: {
            seniorId: senior.id,
            careAgentId: call.careAgentId,
            callId: call.id,
            startTime: call.startTime,
            callTime: new Date(input.call_time),
            durationSeconds: call.durationMinutes * 60,
            direction: "outbound",
            reason: call.reason,
            callStatus: "completed",
            calleeType: call.calleeType,
            notes: input.care_call_notes ?? null,
            actionItems: actionItemsJson(input.action_item),
          },
          include: callLogInclude,
        });
        return toCallLogRow(row);
      });
    },

    async list(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      const { rows, total } = await pageCallLogs(prisma, senior.id, q.offset, q.limit);
      const next = q.offset + rows.length;
      return { items: rows.map(toCallLogRow), total, next_offset: next < total ? next : END_OFFSET };
    },
  };
}
