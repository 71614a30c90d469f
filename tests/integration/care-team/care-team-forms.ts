// The care circle and provider forms the users-service tests post, written once; each test writes out the answers
// it expects.

/**
 * A care circle form (spec 2 §3): Mia Lovelace, granddaughter and alternate caregiver, her place in the circle in
 * `senior_info` where the spec's caregiver holds it; `over` replaces fields, `info` fields of senior_info.
 */
export const caregiverForm = (
  seniorId: string,
  over: Record<string, unknown> = {},
  info: Record<string, unknown> = {},
): Record<string, unknown> => ({
  senior_id: seniorId,
  name: { firstName: "Mia", lastName: "Lovelace" },
  email: "mia@example.net",
  mobileNumber: "(617) 555-0111",
  senior_info: {
    caregiver_type: "alternate",
    emergency_contact: false,
    relationship_with_senior: "Granddaughter",
    ...info,
  },
  ...over,
});

/** The doctor form (spec 2 §3) of Dr. Ruth Okafor, the senior's primary doctor; `over` replaces fields. */
export const doctorForm = (seniorId: string, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  senior_id: seniorId,
  name: "Dr. Ruth Okafor",
  contact_phone: "(617) 555-0150",
  provider_name: "Back Bay Medical Group",
  speciality: "Geriatrics",
  is_primary: true,
  ...over,
});
