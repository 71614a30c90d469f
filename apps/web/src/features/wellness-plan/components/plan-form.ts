import { seniorCustomerId, type WellnessPlanSaveBody } from "@care/contracts";
import type { InputOf, OutputOf } from "../../../lib/api/contract-types";
import type { WellnessPlanData } from "../api/get-wellness-plan";

export type PlanFormInput = InputOf<typeof WellnessPlanSaveBody>;
export type PlanFormOutput = OutputOf<typeof WellnessPlanSaveBody>;

/** The four SBAR sections (spec 2 §2), in the screen's order. */
export const PLAN_SECTIONS = [
  { name: "situation", label: "Situation" },
  { name: "background", label: "Background" },
  { name: "assessment", label: "Assessment" },
  { name: "recommendations", label: "Recommendations" },
] as const;

/** The form's values for a plan as answered (blank sections as empty text). */
export function planFormFrom(plan: WellnessPlanData, seniorId: string): PlanFormInput {
  const d = plan.wellness_plan_details;
  return {
    customer_id: seniorCustomerId(seniorId),
    careagent_id: plan.careagent_id,
    current_version: plan.current_version,
    wellness_plan_details: {
      situation: d.situation ?? "",
      background: d.background ?? "",
      assessment: d.assessment ?? "",
      recommendations: d.recommendations ?? "",
      member_priorities: d.member_priorities.map((p) => ({ seq: p.seq, value: p.value })),
      challenges: d.challenges.map((c) => ({ seq: c.seq, value: c.value })),
    },
  };
}

/**
 * The save body: the form's checked values on top of the version the user's copy is based on (a stale version
 * answers 409), the lists renumbered 1..n in the order shown.
 */
export function planSaveBody(values: PlanFormOutput, baseVersion: number): PlanFormOutput {
  const renumber = (items: PlanFormOutput["wellness_plan_details"]["challenges"]) =>
    items.map((item, i) => ({ seq: i + 1, value: item.value }));
  return {
    ...values,
    careagent_id: values.careagent_id ?? null,
    current_version: baseVersion,
    wellness_plan_details: {
      ...values.wellness_plan_details,
      member_priorities: renumber(values.wellness_plan_details.member_priorities),
      challenges: renumber(values.wellness_plan_details.challenges),
    },
  };
}
