// Wellness plans in progress: about two in three coached members have one, written by their care agent 60-80 days
// before the anchor (version 1: the SBAR text and three goals just started) and revised 10-25 days before it
// (version 2: the same text, the goals moved on). Every save of the portal writes a plan-text version and a copy of
// every goal row at the new version (apps/api/src/modules/wellness-plan), and so does this. They feed the Wellness
// Plan tab, the agency goals ring (goals started and in progress) and the two wellness-plan reports.
import type { GoalStatus, Prisma, PrismaClient } from "@care/db";
import type { Rng } from "@care/ingest/prng";
import { before, coachedSeniors, type Coached } from "./activity-common.js";
import { insertMissing } from "./batch.js";
import { dateOnly, daysAfter } from "./dates.js";
import { demoRng, seedId } from "./ids.js";

const GOALS: readonly [goal: string, action: string][] = [
  ["Walk 4,500 steps a day", "A 20-minute walk after lunch, with the neighbour on Tuesdays"],
  ["Drink six glasses of water a day", "A water bottle by the chair, refilled at every meal"],
  ["Sleep seven hours a night", "Lights out by 10 pm, no television in the bedroom"],
  ["Keep weight within 3 lb of today's", "Weigh in every morning; fruit instead of dessert on weekdays"],
  ["Call a friend or relative twice a week", "Sunday and Wednesday calls on the calendar"],
  ["Join one group activity a week", "Try the library's book club on Thursdays"],
];

const PRIORITIES = ["Stay independent at home", "Keep up with the grandchildren", "Feel less tired in the afternoon"];
const CHALLENGES = ["Knee pain on stairs", "Forgets to drink during the day", "Lives alone since last year"];

export interface PlanActivity {
  plans: Prisma.WellnessPlanCreateManyInput[];
  versions: Prisma.WellnessPlanVersionCreateManyInput[];
  goals: Prisma.WellnessGoalCreateManyInput[];
  goalVersions: Prisma.WellnessGoalVersionCreateManyInput[];
}

/** How a goal stands at version 2: mostly under way, now and then done or not yet begun. */
function laterState(rng: Rng): { status: GoalStatus; progress: number } {
  const status = rng.weighted<GoalStatus>([
    ["in_progress", 60],
    ["started", 20],
    ["completed", 12],
    ["not_started", 8],
  ]);
  const progress = { in_progress: rng.int(3, 8) * 10, started: 20, completed: 100, not_started: 10 }[status as string];
  return { status, progress: progress ?? 10 };
}

function plan(out: PlanActivity, anchor: Date, c: Coached, rng: Rng): void {
  const key = String(c.senior.memberId);
  const planId = seedId("wellness-plan", key);
  const written = before(anchor, rng.int(60, 80), rng.int(0, 480));
  const revised = before(anchor, rng.int(10, 25), rng.int(0, 480));
  if (written <= c.senior.createdAt) return;
  const name = c.senior.firstName;
  out.plans.push({
    id: planId,
    seniorId: c.senior.id,
    currentVersion: 2,
    startedAt: dateOnly(written),
    careAgentId: c.agentId,
    lastUpdatedById: c.agentId,
    createdAt: written,
    updatedAt: revised,
  });
  const text = {
    situation: `${name} lives ${c.senior.facility ? `at ${c.senior.facility.name}` : "at home"} and wears the watch daily.`,
    background: "Retired; enjoys company; some trouble with stairs.",
    assessment: "Stable vitals; activity below goal on rainy days.",
    recommendations: "Weekly check-in calls; review the goals monthly.",
    memberPriorities: [{ seq: 1, value: rng.pick(PRIORITIES) }],
    challenges: [{ seq: 1, value: rng.pick(CHALLENGES) }],
    careAgentId: c.agentId,
    updatedById: c.agentId,
  };
  for (const [version, at] of [
    [1, written],
    [2, revised],
  ] as const) {
    out.versions.push({
      id: seedId("wellness-plan-version", `${key}:${version}`),
      planId,
      version,
      ...text,
      createdAt: at,
    });
  }
  const first = rng.int(0, GOALS.length - 1);
  for (let seq = 1; seq <= 3; seq++) {
    const [goal, action] = GOALS[(first + seq) % GOALS.length] as [string, string];
    const goalId = seedId("wellness-goal", `${key}:${seq}`);
    out.goals.push({ id: goalId, planId, seq, createdById: c.agentId, createdAt: written });
    const row = {
      goalId,
      planId,
      seq,
      goal,
      action,
      startDate: dateOnly(written),
      targetDate: dateOnly(daysAfter(90, written)),
      updatedById: c.agentId,
    };
    const later = laterState(rng);
    out.goalVersions.push(
      {
        ...row,
        id: seedId("wellness-goal-version", `${key}:${seq}:1`),
        planVersion: 1,
        status: "started",
        progress: 10,
        createdAt: written,
      },
      { ...row, id: seedId("wellness-goal-version", `${key}:${seq}:2`), planVersion: 2, ...later, createdAt: revised },
    );
  }
}

export function buildPlanActivity(anchor: Date): PlanActivity {
  const rng = demoRng("activity-plans");
  const out: PlanActivity = { plans: [], versions: [], goals: [], goalVersions: [] };
  for (const c of coachedSeniors(anchor)) if (rng.chance(0.67)) plan(out, anchor, c, rng);
  return out;
}

export async function seedPlanActivity(prisma: PrismaClient, anchor: Date): Promise<number> {
  const p = buildPlanActivity(anchor);
  return (
    (await insertMissing((x) => prisma.wellnessPlan.createMany(x), p.plans)) +
    (await insertMissing((x) => prisma.wellnessPlanVersion.createMany(x), p.versions)) +
    (await insertMissing((x) => prisma.wellnessGoal.createMany(x), p.goals)) +
    (await insertMissing((x) => prisma.wellnessGoalVersion.createMany(x), p.goalVersions))
  );
}
