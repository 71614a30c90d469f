import {
  CALL_CONFLICT_CODES,
  CALL_MESSAGES,
  CALL_STATUSES_FREEING_SLOT,
  fullName,
  type AccessClaims,
  type CallScheduleRow,
  type CheckSlotBody,
  type CreateCallScheduleBody,
  type UpdateCallScheduleBody,
  type CalleeScheduleQuery,
  type CallScheduleListQuery,
  type CareAgentListItemSchema,
} from "@care/contracts";
import type { CallAssignmentStatus, CalleeType, CallStatus, Db, PrismaClient, Senior } from "@care/db";
import type { z } from "zod";
import { requireSenior, seniorScope } from "../../../access/senior-visibility.js";
import { AppError, badRequest, notFound } from "../../../errors.js";
import {
  conflictOfError,
  findActiveCareAgent,
  findConflict,
  listCareAgents,
  reasonKey,
  scheduleInclude,
  toScheduleRow,
  type ConflictKind,
  type Slot,
} from "./repo.js";

type CreateInput = z.output<typeof CreateCallScheduleBody>;
type UpdateInput = z.output<typeof UpdateCallScheduleBody>;
type SlotInput = z.output<typeof CheckSlotBody>;
type CalleeQuery = z.output<typeof CalleeScheduleQuery>;
type ListQuery = z.output<typeof CallScheduleListQuery>;
type CareAgentItem = z.output<typeof CareAgentListItemSchema>;

export interface CallSchedulerService {
  create(user: AccessClaims, input: CreateInput): Promise<CallScheduleRow>;
  update(user: AccessClaims, input: UpdateInput): Promise<CallScheduleRow>;
  checkSlot(user: AccessClaims, input: SlotInput): Promise<{ available: true }>;
  calleeSchedule(user: AccessClaims, q: CalleeQuery): Promise<CallScheduleRow[]>;
  list(user: AccessClaims, q: ListQuery): Promise<CallScheduleRow[]>;
  careAgents(limit: number): Promise<CareAgentItem[]>;
}

interface Callee {
  senior: Senior;
  type: CalleeType;
  caregiverId: string | null;
}

const MINUTE_MS = 60_000;
/** A month of one agent's calls fits many times over; the bound only keeps one answer small. */
const CALL_SCHEDULE_LIST_MAX = 1000;

/** The 409 the portal shows for a taken slot: 2032.3002 (care agent) or 2032.3003 (the senior or caregiver). */
export function conflictError(kind: ConflictKind, calleeType: CalleeType): AppError {
  return kind === "careAgent"
    ? new AppError("CONFLICT", CALL_MESSAGES.agentConflict, { applicationCode: CALL_CONFLICT_CODES.careAgent })
    : new AppError("CONFLICT", CALL_MESSAGES.calleeConflict[calleeType], {
        applicationCode: CALL_CONFLICT_CODES.callee,
      });
}

/**
 * The assignment status that goes with a call status when the caller does not set one: a completed call is a
 * completed assignment, a started one is assigned; otherwise the current one stays.
 */
function assignmentFor(status: CallStatus, current: CallAssignmentStatus): CallAssignmentStatus {
  if (status === "completed") return "completed";
  if ((status === "started" || status === "in_progress") && current === "pending") return "assigned";
  return current;
}

export function createCallSchedulerService(deps: { prisma: PrismaClient }): CallSchedulerService {
  const { prisma } = deps;

  /** The callee of a call booked from a senior's area: the senior, or one of the senior's caregivers (else 400). */
  async function calleeOfSenior(db: Db, senior: Senior, calleeId: string): Promise<Callee> {
    if (calleeId === senior.id) return { senior, type: "senior", caregiverId: null };
    const caregiver = await db.caregiver.findFirst({ where: { id: calleeId, seniorId: senior.id } });
    if (!caregiver) throw badRequest(`callee_id ${CALL_MESSAGES.notCallee}`, [field("callee_id", "notCallee")]);
    return { senior, type: "caregiver", caregiverId: caregiver.id };
  }

  /** A callee named alone (slot check, callee list): a senior, or a caregiver of a senior, within the scope. */
  async function calleeById(user: AccessClaims, calleeId: string): Promise<Callee> {
    const senior = await prisma.senior.findUnique({ where: { id: calleeId }, select: { id: true } });
    if (senior) return { senior: await requireSenior(prisma, user, senior.id), type: "senior", caregiverId: null };
    const caregiver = await prisma.caregiver.findUnique({ where: { id: calleeId } });
    if (!caregiver) throw notFound("Callee");
    const owner = await requireSenior(prisma, user, caregiver.seniorId).catch(() => {
      throw notFound("Callee");
    });
    return { senior: owner, type: "caregiver", caregiverId: caregiver.id };
  }

  async function requireCareAgent(db: Db, id: string): Promise<void> {
    if (!(await findActiveCareAgent(db, id))) {
      throw badRequest(`careagent_id ${CALL_MESSAGES.notCareAgent}`, [field("careagent_id", "notCareAgent")]);
    }
  }

  async function refuseConflict(db: Db, slot: Slot, calleeType: CalleeType): Promise<void> {
    const kind = await findConflict(db, slot);
    if (kind) throw conflictError(kind, calleeType);
  }

  /** Runs a write; an overlap the trigger caught (a booking that raced ours and committed first) becomes the 409. */
  async function guarded<T>(calleeType: CalleeType, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      const kind = conflictOfError(err);
      if (kind) throw conflictError(kind, calleeType);
      throw err;
    }
  }

  return {
    async create(user, input) {
      const senior = await requireSenior(prisma, user, input.senior_id, input.account_id);
      const callee = await calleeOfSenior(prisma, senior, input.callee_id);
      await requireCareAgent(prisma, input.careagent_id);
      const start = new Date(input.start_time);
      const end = new Date(start.getTime() + input.duration * MINUTE_MS);
      await refuseConflict(
        prisma,
        { careAgentId: input.careagent_id, calleeId: input.callee_id, start, end },
        callee.type,
      );
      const row = await guarded(callee.type, () =>
        prisma.callSchedule.create({
          data: {
            seniorId: senior.id,
            calleeId: input.callee_id,
            calleeType: callee.type,
            caregiverId: callee.caregiverId,
            careAgentId: input.careagent_id,
            startTime: start,
            endTime: end,
            durationMinutes: input.duration,
            reason: reasonKey(input.call_reason),
            createdById: user.sub,
          },
          include: scheduleInclude,
        }),
      );
      return toScheduleRow(row);
    },

    async update(user, input) {
      const senior = await requireSenior(prisma, user, input.senior_id, input.account_id);
      const call = await prisma.callSchedule.findFirst({ where: { id: input.call_id, seniorId: senior.id } });
      if (!call) throw notFound("Call");
      if (call.status === "deleted") throw new AppError("CONFLICT", CALL_MESSAGES.callDeleted);
      const calleeId = input.callee_id ?? call.calleeId;
      const callee = input.callee_id ? await calleeOfSenior(prisma, senior, calleeId) : null;
      const calleeType = callee?.type ?? call.calleeType;
      const careAgentId = input.careagent_id ?? call.careAgentId;
      if (input.careagent_id && input.careagent_id !== call.careAgentId) await requireCareAgent(prisma, careAgentId);
      const start = input.start_time ? new Date(input.start_time) : call.startTime;
      const duration = input.duration ?? call.durationMinutes;
      const end = new Date(start.getTime() + duration * MINUTE_MS);
      const status = input.call_status ?? call.status;
      if (!CALL_STATUSES_FREEING_SLOT.includes(status)) {
        await refuseConflict(prisma, { careAgentId, calleeId, start, end, excludeId: call.id }, calleeType);
      }
      const row = await guarded(calleeType, () =>
        prisma.callSchedule.update({
          where: { id: call.id },
          data: {
            calleeId,
            ...(callee ? { calleeType: callee.type, caregiverId: callee.caregiverId } : {}),
            careAgentId,
            startTime: start,
            endTime: end,
            durationMinutes: duration,
            ...(input.call_reason ? { reason: reasonKey(input.call_reason) } : {}),
            status,
            assignmentStatus: input.assignment_status ?? assignmentFor(status, call.assignmentStatus),
          },
          include: scheduleInclude,
        }),
      );
      return toScheduleRow(row);
    },

    async checkSlot(user, input) {
      const callee = await calleeById(user, input.callee_id);
      const start = new Date(input.start_time);
      const end = new Date(start.getTime() + input.duration * MINUTE_MS);
      await refuseConflict(
        prisma,
        { careAgentId: input.careagent_id, calleeId: input.callee_id, start, end, excludeId: input.exclude },
        callee.type,
      );
      return { available: true };
    },

    async calleeSchedule(user, q) {
      await calleeById(user, q.callee_id);
      const rows = await prisma.callSchedule.findMany({
        where:
          q.call_status === "completed"
            ? { calleeId: q.callee_id, assignmentStatus: "completed", status: { not: "deleted" } }
            : {
                calleeId: q.callee_id,
                assignmentStatus: q.call_status,
                status: { notIn: [...CALL_STATUSES_FREEING_SLOT] },
                startTime: { gte: new Date(q.gte_time as string) },
              },
        // The last completed call first; upcoming calls soonest first.
        orderBy:
          q.call_status === "completed"
            ? [{ startTime: "desc" }, { id: "asc" }]
            : [{ startTime: "asc" }, { id: "asc" }],
        take: q.limit,
        include: scheduleInclude,
      });
      return rows.map(toScheduleRow);
    },

    async list(user, q) {
      const senior = q.senior_id ? await requireSenior(prisma, user, q.senior_id, q.account_id) : null;
      const rows = await prisma.callSchedule.findMany({
        where: {
          ...(senior ? { seniorId: senior.id } : {}),
          ...(q.careagent_id ? { careAgentId: q.careagent_id } : {}),
          // The seniors the caller may open (a care agent reaches any senior through 'All Seniors').
          senior: seniorScope(user, { allSeniors: true }),
          status: { not: "deleted" },
          startTime: { gte: new Date(q.start_time), lt: new Date(q.end_time) },
        },
        orderBy: [{ startTime: "asc" }, { id: "asc" }],
        take: CALL_SCHEDULE_LIST_MAX,
        include: scheduleInclude,
      });
      return rows.map(toScheduleRow);
    },

    async careAgents(limit) {
      const rows = await listCareAgents(prisma, limit);
      return rows.map((r) => ({
        userId: r.id,
        fullName: fullName(r.firstName, r.middleName, r.lastName),
        email: r.email,
        assignedSenior: r.assigned,
      }));
    },
  };
}

function field(name: string, key: "notCallee" | "notCareAgent"): { field: string; reason: string } {
  return { field: name, reason: CALL_MESSAGES[key] };
}
