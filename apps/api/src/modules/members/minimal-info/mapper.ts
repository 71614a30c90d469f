import type { MinimalInfo } from "@care/contracts";
import type { Corporation, Facility, Senior } from "@care/db";

export type SeniorWithFacility = Senior & { facility: (Facility & { corporation: Corporation }) | null };

/** Facility rows are read with their corporation: minimal info names both. */
export const withFacility = { facility: { include: { corporation: true } } } as const;

const isoDate = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

/** A senior row → minimal info (spec 2 §3). user_id is the senior's id: members have no separate user record. */
export function toMinimalInfo(s: SeniorWithFacility): MinimalInfo {
  const coordinates =
    s.latitude !== null && s.longitude !== null ? { latitude: s.latitude, longitude: s.longitude } : null;
  return {
    user_id: s.id,
    senior_id: s.id,
    account_id: s.accountId,
    name: { first_name: s.firstName, middle_name: s.middleName, last_name: s.lastName },
    zone: s.zone,
    member_id: s.memberId,
    member_type: s.memberType,
    dob: isoDate(s.dob),
    created_date: s.createdAt.toISOString(),
    email: s.email,
    gender: s.gender,
    mobile_number: s.mobileNumber,
    timezone: s.timezone,
    address: {
      street: s.addressStreet,
      apartment_number: s.addressApartment,
      city: s.addressCity,
      state: s.addressState,
      zipcode: s.addressZipcode,
      timezone: s.timezone,
      coordinates,
    },
    facility: s.facility?.name ?? null,
    facility_id: s.facilityId,
    facility_type: s.facility?.facilityType ?? null,
    corporate: s.facility?.corporation.name ?? null,
    corporate_id: s.facility?.corporationId ?? null,
    isResident: s.isResident,
    is_resident: s.isResident,
    is_active: s.isActive,
    profile_image_id: s.profileImageId,
  };
}
