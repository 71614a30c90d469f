import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import { useCareAgentList, type CareAgentOption } from "../../../lib/shared/care-agent-list";

export type WellnessCoach = CareAgentOption;

const withSeniors = (agents: CareAgentOption[]): WellnessCoach[] => agents.filter((a) => a.assignedSenior > 0);

/** The care agent list kept to the coaches with assigned seniors (spec 2 §2 wellness coach picker). */
export function useWellnessCoaches(): UseQueryResult<WellnessCoach[], ApiError> {
  return useCareAgentList({ select: withSeniors });
}
