import { z } from "zod";
import { EmailField, PhoneField, requiredText } from "../fields.js";
import { defineRoute, type RouteContract } from "../route.js";
import type { StaffRole } from "../roles.js";
import { CARE_TEAM_ROLES, IdField, ONBOARDING_ROLES, OptionalPhoneField, UsersSeniorQuery } from "./senior-common.js";

/** Spec 2 §5 caregiver duplicate texts and the success text of the profile tabs (spec 2 §8). */
export const CARE_TEAM_MESSAGES = {
  saved: "Saved Successfully",
  deleted: "Deleted Successfully",
  caregiverEmailInUse: "Email id is already in use",
  caregiverMobileInUse: "Mobile Number is already in use with another caregiver",
} as const;

/** Caregiver types, listed in this order (spec 2 §3). */
export const CAREGIVER_TYPES = ["primary", "secondary", "alternate"] as const;

const CaregiverTypeField = z.enum(CAREGIVER_TYPES, { error: "Unknown caregiver type" });

/**
 * The caregiver's place in the senior's care circle, where the spec's caregiver holds it (spec 2 §3 'Caregiver':
 * senior_info {caregiver_type, emergency_contact, relationship_with_senior}), as the API answers it.
 */
export const CaregiverSeniorInfoInput = z
  .object({
    caregiver_type: CaregiverTypeField,
    emergency_contact: z.boolean().default(false),
    relationship_with_senior: requiredText(50),
  })
  .meta({
    description:
      "The caregiver's type (primary, secondary, alternate), emergency-contact flag and relationship with the senior.",
    examples: [{ caregiver_type: "alternate", emergency_contact: false, relationship_with_senior: "Granddaughter" }],
  });

export const CAREGIVER_INPUT_MESSAGES = {
  typeMismatch: "Must be the same as senior_info.caregiver_type",
  emergencyMismatch: "Must be the same as senior_info.emergency_contact",
} as const;

/**
 * A caregiver as the forms send it: the relationship, type and emergency flag in `senior_info`. A client that sends
 * the caregiver back as the API answered it may keep the answer's top-level `caregiverType` and `emergencyContact`;
 * they must then agree with `senior_info`.
 */
const CaregiverFields = z.object({
  senior_id: IdField,
  account_id: IdField.optional(),
  name: z.object({ firstName: requiredText(50), lastName: requiredText(50) }),
  email: z
    .union([z.literal(""), EmailField, z.null()])
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v)),
  mobileNumber: PhoneField,
  senior_info: CaregiverSeniorInfoInput,
  caregiverType: CaregiverTypeField.optional().meta({
    description: "As the API answers it; optional, and when sent the same as senior_info.caregiver_type.",
  }),
  emergencyContact: z.boolean().optional().meta({
    description: "As the API answers it; optional, and when sent the same as senior_info.emergency_contact.",
  }),
});

function sameAsSeniorInfo(
  b: {
    senior_info: { caregiver_type: string; emergency_contact: boolean };
    caregiverType?: string;
    emergencyContact?: boolean;
  },
  ctx: z.RefinementCtx,
): void {
  if (b.caregiverType !== undefined && b.caregiverType !== b.senior_info.caregiver_type) {
    ctx.addIssue({ code: "custom", path: ["caregiverType"], message: CAREGIVER_INPUT_MESSAGES.typeMismatch });
  }
  if (b.emergencyContact !== undefined && b.emergencyContact !== b.senior_info.emergency_contact) {
    ctx.addIssue({ code: "custom", path: ["emergencyContact"], message: CAREGIVER_INPUT_MESSAGES.emergencyMismatch });
  }
}

const CaregiverInput = CaregiverFields.superRefine(sameAsSeniorInfo);
const CaregiverUpdateInput = CaregiverFields.extend({ caregiver_id: IdField }).superRefine(sameAsSeniorInfo);

export const CaregiverSchema = z.object({
  caregiver_id: z.string(),
  basic_info: z.object({ email: z.string().nullable() }),
  name: z.object({ firstName: z.string(), lastName: z.string() }),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  emergencyContact: z.boolean(),
  caregiverType: z.enum(CAREGIVER_TYPES),
  senior_info: z.object({
    caregiver_type: z.enum(CAREGIVER_TYPES),
    emergency_contact: z.boolean(),
    relationship_with_senior: z.string().nullable(),
  }),
});
export type Caregiver = z.infer<typeof CaregiverSchema>;

export const PROVIDER_TYPES = ["doctor", "dentist", "pharmacy"] as const;
export type ProviderTypeValue = (typeof PROVIDER_TYPES)[number];

export const ProviderSchema = z.object({
  provider_id: z.string(),
  provider_type: z.enum(PROVIDER_TYPES),
  name: z.string(),
  contact_phone: z.string().nullable(),
  provider_name: z.string().nullable(),
  speciality: z.string().nullable(),
  is_primary: z.boolean(),
  isPrimary: z.boolean(),
});
export type Provider = z.infer<typeof ProviderSchema>;

const DoctorInput = z.object({
  senior_id: IdField,
  account_id: IdField.optional(),
  name: requiredText(100),
  contact_phone: PhoneField,
  provider_name: requiredText(200),
  speciality: requiredText(100),
  is_primary: z.boolean().default(false),
});
const PharmacyInput = z.object({
  senior_id: IdField,
  account_id: IdField.optional(),
  name: requiredText(200),
  contact_phone: OptionalPhoneField,
});

const S = "users";
const CIRCLE = "/api/users/senior/care-circle";

/** The four calls of one provider type under users/provider/{type} (spec 2 §7: lookups by senior_id). */
function providerTypeRoutes<T extends ProviderTypeValue>(type: T, access: readonly StaffRole[]) {
  const input = type === "pharmacy" ? PharmacyInput : DoctorInput;
  const path = `/api/users/provider/${type}`;
  const title = type[0]?.toUpperCase() + type.slice(1);
  return {
    list: defineRoute({
      operationId: `list${title}s`,
      method: "GET",
      path,
      service: S,
      summary: `A senior's ${type}s, primary first`,
      access,
      querystring: UsersSeniorQuery,
      data: z.object({ providers: z.array(ProviderSchema) }),
    }),
    create: defineRoute({
      operationId: `create${title}`,
      method: "POST",
      path,
      service: S,
      summary: `Adds a ${type}`,
      access,
      body: input,
      data: ProviderSchema,
    }),
    update: defineRoute({
      operationId: `update${title}`,
      method: "PUT",
      path,
      service: S,
      summary: `Updates a ${type}`,
      access,
      body: input.extend({ provider_id: IdField }),
      data: ProviderSchema,
    }),
    remove: defineRoute({
      operationId: `delete${title}`,
      method: "DELETE",
      path,
      service: S,
      summary: `Removes a ${type}`,
      access,
      querystring: UsersSeniorQuery.extend({ provider_id: IdField }),
      data: z.object({ provider_id: z.string() }),
    }),
  } satisfies Record<string, RouteContract>;
}

export const careCircleRoutes = {
  list: defineRoute({
    operationId: "listCareCircle",
    method: "GET",
    path: CIRCLE,
    service: S,
    summary: "A senior's caregivers, sorted primary, secondary, alternate",
    access: CARE_TEAM_ROLES,
    querystring: UsersSeniorQuery,
    data: z.object({ caregivers: z.array(CaregiverSchema) }),
  }),
  create: defineRoute({
    operationId: "createCaregiver",
    method: "POST",
    path: CIRCLE,
    service: S,
    summary: "Adds a caregiver (an account that can never sign in to the portal)",
    access: CARE_TEAM_ROLES,
    body: CaregiverInput,
    data: CaregiverSchema,
  }),
  update: defineRoute({
    operationId: "updateCaregiver",
    method: "PUT",
    path: CIRCLE,
    service: S,
    summary: "Updates a caregiver",
    access: CARE_TEAM_ROLES,
    body: CaregiverUpdateInput,
    data: CaregiverSchema,
  }),
  remove: defineRoute({
    operationId: "deleteCaregiver",
    method: "DELETE",
    path: CIRCLE,
    service: S,
    summary: "Removes a caregiver from the senior's care circle",
    access: CARE_TEAM_ROLES,
    querystring: UsersSeniorQuery.extend({ caregiver_id: IdField }),
    data: z.object({ caregiver_id: z.string() }),
  }),
} as const;

/**
 * Doctors and dentists are "doctor info", which warehouse employees and BDMs do not load (spec 2 §4); pharmacies
 * are listed for every onboarding role.
 */
export const providerRoutes = {
  doctor: providerTypeRoutes("doctor", CARE_TEAM_ROLES),
  dentist: providerTypeRoutes("dentist", CARE_TEAM_ROLES),
  pharmacy: providerTypeRoutes("pharmacy", ONBOARDING_ROLES),
} as const;
