import { fullName } from "@care/contracts";
import { useMemo } from "react";
import { useCareCircle } from "../../../lib/shared/care-circle";
import { useMinimalInfo, type SeniorIds } from "../../../lib/shared/senior-profile";

export interface Callee {
  id: string;
  label: string;
  type: "senior" | "caregiver";
  /** The senior's or caregiver's mobile number, digits only. */
  mobile: string | null;
}

/**
 * Who a call of this senior may be with: the senior (GET users/senior/minimal-info) and the senior's caregivers
 * (GET users/senior/care-circle), the senior first; undefined until both have answered.
 */
export function useCallees(s: SeniorIds): { readonly data: Callee[] | undefined } {
  const senior = useMinimalInfo(s).data;
  const circle = useCareCircle(s).data;
  const data = useMemo(() => {
    if (!senior || !circle) return undefined;
    const name = fullName(senior.name.first_name, senior.name.middle_name, senior.name.last_name);
    return [
      { id: s.seniorId, label: `${name} (Senior)`, type: "senior" as const, mobile: senior.mobile_number },
      ...circle.caregivers.map((c) => ({
        id: c.caregiver_id,
        label: `${c.name.firstName} ${c.name.lastName} (Caregiver)`,
        type: "caregiver" as const,
        mobile: c.mobileNumber,
      })),
    ];
  }, [s.seniorId, senior, circle]);
  return { data };
}
