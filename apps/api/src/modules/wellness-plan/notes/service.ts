import type { z } from "zod";
import {
  WELLNESS_PLAN_MESSAGES,
  type AccessClaims,
  type WellnessGoalNote,
  type wellnessPlanRoutes,
} from "@care/contracts";
import type { PrismaClient } from "@care/db";
import { AppError, conflict } from "../../../errors.js";
import { requireCaregiverCustomer, requireSeniorCustomer } from "../customer.js";
import { toNote } from "../mappers.js";
import { staffNames } from "../repo.js";

type R = typeof wellnessPlanRoutes;
type ListQuery = z.output<R["listGoalNotes"]["querystring"]>;
type AddBody = z.output<R["addGoalNote"]["body"]>;
type Target = Pick<ListQuery, "senior_id" | "caregiver_id" | "goal_action_id">;

export interface WellnessGoalNoteService {
  list(user: AccessClaims, q: ListQuery): Promise<WellnessGoalNote[]>;
  add(user: AccessClaims, body: AddBody): Promise<WellnessGoalNote>;
}

/**
 * Notes per goal action (spec 2 §7). A note belongs to the plan version it was written at: an older version
 * shows the notes written up to it, and notes are added to the latest version only (older ones are read-only).
 */
export function createWellnessGoalNoteService(prisma: PrismaClient): WellnessGoalNoteService {
  /** The goal row with that id of the plan the call names (a senior's or a caregiver's) and the plan's latest
   * version; 404 otherwise. The contract lets exactly one of senior_id and caregiver_id through. */
  async function goalOf(user: AccessClaims, target: Target) {
    const customer = target.caregiver_id
      ? await requireCaregiverCustomer(prisma, user, target.caregiver_id)
      : await requireSeniorCustomer(prisma, user, target.senior_id ?? "");
    const goal = await prisma.wellnessGoal.findFirst({
      where: { id: target.goal_action_id, plan: customer.owner },
      include: { plan: { select: { currentVersion: true } } },
    });
    if (!goal) throw new AppError("NOT_FOUND", WELLNESS_PLAN_MESSAGES.goalNotFound);
    return { goal, caregiverId: customer.caregiverId };
  }

  return {
    async list(user, q) {
      await goalOf(user, q);
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
      const { goal, caregiverId } = await goalOf(user, body);
      if (body.current_version !== goal.plan.currentVersion) throw conflict(WELLNESS_PLAN_MESSAGES.notLatestVersion);
      const note = await prisma.wellnessGoalNote.create({
        data: {
          goalId: goal.id,
          notes: body.notes,
          planVersion: body.current_version,
          authorId: user.sub,
          caregiverId,
        },
      });
      return toNote(note, await staffNames(prisma, [user.sub]));
    },
  };
}
