import type { z } from "zod";
import {
  GOAL_MESSAGES,
  SLEEP_GOAL,
  STEP_GOAL,
  type AccessClaims,
  type BodyGoalBody,
  type GoalSchema,
  type SleepGoalBody,
  type StepGoalBody,
} from "@care/contracts";
import { type Db, type GoalKind, KG_PER_LB, LB_PER_KG } from "@care/db";
import { requireVitalsSenior } from "../../../access/senior-visibility.js";
import { fullName } from "../shared/senior-name.js";
import { findGoal } from "../shared/goals.js";
import { round } from "../shared/numbers.js";
import { lastValuesBefore } from "../shared/rollups.js";

type Goal = z.output<typeof GoalSchema>;
interface Ref {
  senior_id: string;
  account_id: string;
}

export interface GoalService {
  get(user: AccessClaims, ref: Ref, kind: GoalKind): Promise<Goal>;
  setSteps(user: AccessClaims, body: z.output<typeof StepGoalBody>): Promise<{ goal: Goal; message: string }>;
  setBody(user: AccessClaims, body: z.output<typeof BodyGoalBody>): Promise<{ goal: Goal; message: string }>;
  setSleep(user: AccessClaims, body: z.output<typeof SleepGoalBody>): Promise<{ goal: Goal; message: string }>;
}

const DEFAULTS: Record<GoalKind, number | null> = {
  steps: STEP_GOAL.default,
  sleep: SLEEP_GOAL.default,
  weight: null,
  hydration: null,
};

// Weights are stored in kg like every stored weight; the portal edits lbs. Display is rounded to 1 decimal so a
// whole-pound target reads back unchanged despite the 2-decimal kg column (worst drift ±0.011 lb).
function display(kind: GoalKind, stored: number): number {
  return kind === "weight" ? round(stored * LB_PER_KG, 1) : stored;
}

/** A stored goal (a model row from the upsert, or a GoalRow from findGoal: Decimal or number values). */
interface StoredGoal {
  targetScore: { toString(): string } | number;
  startValue: { toString(): string } | number | null;
  updatedAt: Date;
}

function toGoal(kind: GoalKind, row: StoredGoal | null): Goal {
  if (!row) {
    return { target_score: DEFAULTS[kind], start_value: null, is_set: false, updated_at: null };
  }
  return {
    target_score: display(kind, Number(row.targetScore)),
    start_value: row.startValue === null ? null : display(kind, Number(row.startValue)),
    is_set: true,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createGoalService(deps: { prisma: Db; now?: () => number }): GoalService {
  const { prisma } = deps;
  const now = deps.now ?? Date.now;

  async function save(
    user: AccessClaims,
    ref: Ref,
    kind: GoalKind,
    stored: number,
  ): Promise<{ goal: Goal; message: string }> {
    const senior = await requireVitalsSenior(prisma, user, ref.senior_id, ref.account_id);
    // Weight and hydration goals remember where the senior stood when the goal was set (progress starts there).
    let startValue: number | null | undefined;
    if (kind === "weight" || kind === "hydration") {
      const [latest] = await lastValuesBefore(prisma, [senior.id], [kind], now() + 3_600_000);
      startValue = latest ? round(latest.value, 2) : undefined;
    }
    const row = await prisma.seniorGoal.upsert({
      where: { seniorId_kind: { seniorId: senior.id, kind } },
      create: { seniorId: senior.id, kind, targetScore: stored, startValue: startValue ?? null, updatedById: user.sub },
      update: { targetScore: stored, updatedById: user.sub, ...(startValue !== undefined ? { startValue } : {}) },
    });
    const message = GOAL_MESSAGES[kind].replace("{senior}", fullName(senior));
    return { goal: toGoal(kind, row), message };
  }

  return {
    async get(user, ref, kind) {
      const senior = await requireVitalsSenior(prisma, user, ref.senior_id, ref.account_id);
      return toGoal(kind, await findGoal(prisma, senior.id, kind));
    },
    setSteps: (user, body) => save(user, body, "steps", body.goal),
    setBody: (user, body) =>
      save(
        user,
        body,
        body.target_type,
        body.target_type === "weight" ? round(body.target_score * KG_PER_LB, 2) : round(body.target_score, 2),
      ),
    setSleep: (user, body) => save(user, body, "sleep", body.sleep_score_goal),
  };
}
