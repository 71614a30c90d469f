import { wellnessPlanRoutes as R, type RouteContract } from "@care/contracts";

/**
 * Everything the Wellness Plan tab reads of a senior's plan: a save (a new version of the whole plan) reloads the
 * plan, its goals, the goal-action map and the notes at once.
 */
export const PLAN_ROUTES: readonly RouteContract[] = [R.getWellnessPlan, R.listGoals, R.goalActionMap, R.listGoalNotes];
