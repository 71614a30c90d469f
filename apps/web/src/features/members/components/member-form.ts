import { MinimalInfoBody, type MinimalInfo } from "@care/contracts";
import type { UseFormReturn } from "react-hook-form";
import type { InputOf, OutputOf } from "../../../lib/api/contract-types";
import { useContractForm } from "../../../lib/forms/contract-form";
import { maskPhone } from "../../../lib/forms/phone-mask";

export type MemberFormValues = InputOf<typeof MinimalInfoBody>;
export type MemberFormOutput = OutputOf<typeof MinimalInfoBody>;
export type MemberForm = UseFormReturn<MemberFormValues, unknown, MemberFormOutput>;

/** Where a facility agent's members live: always their own facility (issue 12 item 1). */
export interface FixedFacility {
  corporate_id: string;
  facility_id: string;
  facility_type: string;
}

/** An empty user-create form (spec 2 §3); a facility agent's has their facility fixed. */
export function emptyMemberForm(fixed: FixedFacility | null): MemberFormValues {
  return {
    name: { first_name: "", middle_name: "", last_name: "" },
    mobile_number: "",
    email: "",
    gender: "",
    dob: "",
    address: { street: "", apartment_number: "", city: "", zipcode: "", state: "" },
    member_type: "" as MemberFormValues["member_type"],
    facility_type: (fixed?.facility_type ?? null) as MemberFormValues["facility_type"],
    isResident: fixed !== null,
    corporate: fixed?.corporate_id ?? null,
    facility: fixed?.facility_id ?? null,
  };
}

/** A member's minimal info as the form holds it (phone in the mask, blanks as empty text). */
export function memberFormFrom(info: MinimalInfo): MemberFormValues {
  return {
    senior_id: info.senior_id,
    account_id: info.account_id,
    name: {
      first_name: info.name.first_name,
      middle_name: info.name.middle_name ?? "",
      last_name: info.name.last_name,
    },
    mobile_number: maskPhone(info.mobile_number ?? ""),
    email: info.email ?? "",
    gender: info.gender ?? "",
    dob: info.dob ?? "",
    address: {
      street: info.address.street ?? "",
      apartment_number: info.address.apartment_number ?? "",
      city: info.address.city ?? "",
      zipcode: info.address.zipcode ?? "",
      state: info.address.state ?? "",
    },
    member_type: info.member_type as MemberFormValues["member_type"],
    facility_type: info.facility_type as MemberFormValues["facility_type"],
    isResident: info.isResident,
    corporate: info.corporate_id,
    facility: info.facility_id,
  };
}

export function useMemberForm(defaultValues: MemberFormValues): MemberForm {
  return useContractForm(MinimalInfoBody, { defaultValues }) as MemberForm;
}
