import { seniorCustomerId } from "@care/contracts";
import type { WellnessGoalRow } from "../../../lib/shared/wellness-goals";
import type { WellnessGoalSave } from "../api/save-goals";
import { goalActionsToSave, type GoalRowsState, type LoadedGoal } from "../model/goal-rows";

/** A goal row as the API answers it, in the table's terms. */
export function loadedGoal(g: WellnessGoalRow): LoadedGoal {
  return {
    id: g.goal_action_id,
    goal: g.goal,
    action: g.action,
    status: g.status,
    progress: g.progress,
    startDate: g.start_date,
    targetDate: g.target_date,
    notes: g.notes,
  };
}

/**
 * The goal save envelope (spec 2 §3): customer 'senior-{id}', role 'senior', the version the table is based on,
 * and only the new, edited and deleted rows. The coach is left out: the plan form owns it.
 */
export function goalSaveBody(seniorId: string, state: GoalRowsState, baseVersion: number, now: Date): WellnessGoalSave {
  return {
    customer_id: seniorCustomerId(seniorId),
    role: "senior",
    last_updated_date: now.toISOString(),
    current_version: baseVersion,
    goal_actions: goalActionsToSave(state).map((a) => ({
      ...(a.id === null ? {} : { goal_action_id: a.id }),
      goal: a.goal,
      action: a.action,
      status: a.status,
      progress: a.progress,
      start_date: a.startDate,
      target_date: a.targetDate,
      notes: a.notes,
    })),
  };
}
