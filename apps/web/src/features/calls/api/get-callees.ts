import { fullName, usersCareCircleRoutes, usersSeniorProfileRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import { callKeys } from "./call-keys";

export interface Callee {
  id: string;
  label: string;
  type: "senior" | "caregiver";
  /** The senior's or caregiver's mobile number, digits only. */
  mobile: string | null;
}

/**
 * Who a call of this senior may be with: the senior (GET users/senior/minimal-info) and the senior's caregivers
 * (GET users/senior/care-circle), the senior first.
 */
export function useCallees(seniorId: string, accountId: string): UseQueryResult<Callee[], ApiError> {
  const api = useApi();
  return useQuery({
    queryKey: callKeys.callees(seniorId),
    queryFn: async ({ signal }) => {
      const query = { senior_id: seniorId, account_id: accountId };
      const [senior, circle] = await Promise.all([
        api.callRoute(usersSeniorProfileRoutes.minimalInfo, { query, signal }),
        api.callRoute(usersCareCircleRoutes.list, { query, signal }),
      ]);
      const name = fullName(senior.name.first_name, senior.name.middle_name, senior.name.last_name);
      return [
        { id: seniorId, label: `${name} (Senior)`, type: "senior" as const, mobile: senior.mobile_number },
        ...circle.caregivers.map((c) => ({
          id: c.caregiver_id,
          label: `${c.name.firstName} ${c.name.lastName} (Caregiver)`,
          type: "caregiver" as const,
          mobile: c.mobileNumber,
        })),
      ];
    },
    staleTime: 60_000,
  });
}
