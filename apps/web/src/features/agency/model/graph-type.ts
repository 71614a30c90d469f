import { FACILITY_TYPE_LABELS, type FacilityTypeValue } from "@care/contracts";

const TYPES = Object.keys(FACILITY_TYPE_LABELS) as FacilityTypeValue[];

/** The graphs' facility type (spec 3 §4): the agency's type, or the first agency type that is not assisted living. */
export function defaultGraphType(agencyType: FacilityTypeValue | null | undefined): FacilityTypeValue {
  return agencyType ?? TYPES.find((t) => t !== "assisted_living") ?? "independent_living";
}
