import type { FacilityOptions } from "../../../lib/shared/facility-options";
import type { MinimalInfoInput } from "../api/save-minimal-info";
import type { MemberFormOutput } from "./member-form";

/**
 * What the form sends: a member who is no resident has no facility; a resident's corporate and facility type are
 * those of the chosen facility (the API refuses a facility of another corporate or type).
 */
export function memberBody(
  values: MemberFormOutput,
  options: FacilityOptions | undefined,
  memberId: number | undefined,
): MinimalInfoInput {
  const facility = values.isResident ? options?.facilities.find((f) => f.id === values.facility) : undefined;
  return {
    ...values,
    ...(memberId !== undefined && !values.senior_id ? { member_id: memberId } : {}),
    facility: values.isResident ? (values.facility ?? null) : null,
    corporate: values.isResident ? (facility?.corporate_id ?? values.corporate ?? null) : null,
    facility_type: values.isResident ? (facility?.facility_type ?? values.facility_type ?? null) : null,
  };
}
