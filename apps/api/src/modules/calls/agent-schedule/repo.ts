import type { Db, Prisma } from "@care/db";
import { callPeopleInclude, type CallWithPeople } from "../scheduler/repo.js";

const CARE_AGENT: Prisma.StaffUserWhereInput = {
  OR: [{ primaryRole: "CareAgent" }, { secondaryRoles: { has: "CareAgent" } }],
};

/** A day's window [start, end) and the coach asked for, if any. */
export interface DayWindow {
  start: Date;
  end: Date;
}

/**
 * The coaches on the board: active care agents, and any care agent (a disabled one too) who still has a call that
 * day, so a disabled coach's booked calls are not hidden from the people who must hand them over.
 */
export function coachesWhere(day: DayWindow, careAgentId: string | undefined): Prisma.StaffUserWhereInput {
  return {
    ...CARE_AGENT,
    ...(careAgentId ? { id: careAgentId } : {}),
    AND: [
      {
        OR: [
          { isActive: true },
          { callSchedules: { some: { startTime: { gte: day.start, lt: day.end }, status: { not: "deleted" } } } },
        ],
      },
    ],
  };
}

export const coachSelect = {
  id: true,
  email: true,
  firstName: true,
  middleName: true,
  lastName: true,
  shift: true,
  isActive: true,
} satisfies Prisma.StaffUserSelect;
export type CoachRecord = Prisma.StaffUserGetPayload<{ select: typeof coachSelect }>;

export async function findCoaches(
  db: Db,
  where: Prisma.StaffUserWhereInput,
  offset: number,
  limit: number,
): Promise<{ rows: CoachRecord[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.staffUser.findMany({
      where,
      orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
      skip: offset,
      take: limit,
      select: coachSelect,
    }),
    db.staffUser.count({ where }),
  ]);
  return { rows, total };
}

/** The coaches' calls starting within the day, soonest first; deleted calls are gone from every schedule. */
export async function findDayCalls(db: Db, careAgentIds: string[], day: DayWindow): Promise<CallWithPeople[]> {
  if (careAgentIds.length === 0) return [];
  return db.callSchedule.findMany({
    where: {
      careAgentId: { in: careAgentIds },
      startTime: { gte: day.start, lt: day.end },
      status: { not: "deleted" },
    },
    orderBy: [{ startTime: "asc" }, { id: "asc" }],
    include: callPeopleInclude,
  });
}
