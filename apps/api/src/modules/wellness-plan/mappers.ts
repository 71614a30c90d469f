import type { WellnessGoal, WellnessGoalNote, WellnessResource } from "@care/contracts";
import type {
  WellnessGoal as GoalRow,
  WellnessGoalNote as NoteRow,
  WellnessGoalVersion as GoalVersionRow,
  WellnessResource as ResourceRow,
} from "@care/db";
import { isoDate } from "../medical/shared/dates.js";

export function toResource(r: ResourceRow): WellnessResource {
  return {
    resource_id: r.id,
    goal_action_id: r.goalId,
    name: r.name,
    description: r.description,
    date: r.createdAt.toISOString(),
    format: r.format,
    url: r.url,
    resource_version: r.resourceVersion,
    created_by: r.createdById,
    last_updated_by: r.updatedById,
    last_viewed: r.lastViewedAt?.toISOString() ?? null,
  };
}

/** A goal row as answered at one plan version, with the resources visible at that version. */
export function toGoal(v: GoalVersionRow & { goalRow: GoalRow & { resources: ResourceRow[] } }): WellnessGoal {
  return {
    id: v.goalId,
    goal_action_id: v.goalId,
    goal: v.goal,
    action: v.action,
    status: v.status,
    progress: v.progress,
    percentage: v.progress,
    start_date: isoDate(v.startDate),
    target_date: isoDate(v.targetDate),
    notes: v.notes,
    created_date: v.goalRow.createdAt.toISOString(),
    current_version: v.planVersion,
    resources: v.goalRow.resources.map(toResource),
  };
}

export function toNote(n: NoteRow, names: Map<string, string>): WellnessGoalNote {
  return {
    note_id: n.id,
    goal_action_id: n.goalId,
    notes: n.notes,
    current_version: n.planVersion,
    created_by: n.authorId,
    created_by_name: n.authorId ? (names.get(n.authorId) ?? null) : null,
    created_date: n.createdAt.toISOString(),
  };
}
