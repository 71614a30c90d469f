import type { z } from "zod";
import {
  WELLNESS_PLAN_MESSAGES,
  type AccessClaims,
  type WellnessGoalNote,
  type usersWellnessPlanRoutes,
} from "@care/contracts";
import type { PrismaClient } from "@care/db";
import { AppError, conflict } from "../../../../errors.js";
import { requireSenior } from "../../../../http/scope.js";
import { toNote } from "../mappers.js";
import { staffNames } from "../repo.js";

type R = typeof usersWellnessPlanRoutes;
type ListQuery = z.output<R["listGoalNotes"]["querystring"]>;
type AddBody = z.output<R["addGoalNote"]["body"]>;

export interface WellnessGoalNoteService {
  list(user: AccessClaims, q: ListQuery): Promise<WellnessGoalNote[]>;
  add(user: AccessClaims, body: AddBody): Promise<WellnessGoalNote>;
}

/**
 * Notes per goal action (spec 2 §7). A note belongs to the plan version it was written at: an older version
 * shows the notes written up to it, and notes are added to the latest version only (older ones are read-only).
 */
export function createWellnessGoalNoteService(prisma: PrismaClient): WellnessGoalNoteService {
  /** The goal row of the senior's plan with that id, and the plan's latest version; 404 otherwise. */
  async function goalOf(user: AccessClaims, seniorId: string, goalId: string) {
    const senior = await requireSenior(prisma, user, seniorId);
    const goal = await prisma.wellnessGoal.findFirst({
      where: { id: goalId, plan: { seniorId: senior.id } },
      include: { plan: { select: { currentVersion: true } } },
    });
    if (!goal) throw new AppError("NOT_FOUND", WELLNESS_PLAN_MESSAGES.goalNotFound);
    return goal;
  }

  return {
    async list(user, q) {
      await goalOf(user, q.senior_id, q.goal_action_id);
      const notes = await prisma.wellnessGoalNote.findMany({
        where: { goalId: q.goal_action_id, planVersion: { lte: q.current_version } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      });
      const names = await staffNames(
        prisma,
        notes.map((n) => n.authorId),
      );
      return notes.map((n) => toNote(n, names));
    },

    async add(user, body) {
      const goal = await goalOf(user, body.senior_id, body.goal_action_id);
      if (body.current_version !== goal.plan.currentVersion) throw conflict(WELLNESS_PLAN_MESSAGES.notLatestVersion);
      const note = await prisma.wellnessGoalNote.create({
        data: { goalId: goal.id, notes: body.notes, planVersion: body.current_version, authorId: user.sub },
      });
      return toNote(note, await staffNames(prisma, [user.sub]));
    },
  };
}
