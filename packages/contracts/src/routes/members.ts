import { z } from "zod";
import {
  ApartmentField,
  EmailField,
  FIELD_MESSAGES,
  IsoDateField,
  notAfterToday,
  optionalText,
  PhoneField,
  requiredText,
  ZipcodeField,
} from "../fields.js";
import { defineRoute } from "../route.js";
import { IdField, ONBOARDING_ROLES, OptionalPhoneField, UsersSeniorQuery } from "./senior-common.js";

/** Spec 2 §8 success texts and §5 duplicate texts of the member forms. */
export const MEMBER_MESSAGES = {
  created: "Account created successfully!",
  saved: "Account saved successfully!",
  savedShort: "Saved Successfully",
  emailInUse: "Email address already in use",
  mobileInUse: "Mobile number already in use",
  noDuplicates: "No duplicate data",
  memberIdInUse: "Member id already in use",
  memberIdNotReserved: "Member id was not reserved",
} as const;

/** Member types (spec 2 §3) as stored, with the labels the portal shows. */
export const MEMBER_TYPE_LABELS = {
  at_home: "At Home",
  beta_tester: "Beta Tester",
  alpha_tester: "Alpha Tester",
  internal_tester: "Internal Tester",
  study: "Study",
  community: "Agency",
  home_care_member: "Home Care Member",
  na: "NA",
} as const;
export type MemberTypeValue = keyof typeof MEMBER_TYPE_LABELS;
const MEMBER_TYPES = Object.keys(MEMBER_TYPE_LABELS) as [MemberTypeValue, ...MemberTypeValue[]];

/** Facility types (spec 2 §3); Home Care is stored as memory_care. */
export const FACILITY_TYPE_LABELS = {
  assisted_living: "Assisted Living",
  independent_living: "Independent Living",
  memory_care: "Home Care",
} as const;
export type FacilityTypeValue = keyof typeof FACILITY_TYPE_LABELS;
const FACILITY_TYPES = Object.keys(FACILITY_TYPE_LABELS) as [FacilityTypeValue, ...FacilityTypeValue[]];

/** Height bounds: feet 0..8, inches 0..11 (a typed 12 inches is a foot). */
export const HEIGHT_LIMITS = { maxFeet: 8, maxInch: 11 } as const;
/** Weight in pounds as typed, up to 1000 lb. */
export const WEIGHT_MAX_LBS = 1000;
export const RADIUS_UNITS = ["feet", "mile"] as const;
/** The home radius: up to 100 miles or its equivalent in feet. */
export const RADIUS_MAX = { feet: 528_000, mile: 100 } as const;
/** At most 10 social media links of 300 characters each. */
export const SOCIAL_LINKS_MAX = 10;

const NameInput = z.object({
  first_name: requiredText(50),
  middle_name: optionalText(50).optional(),
  last_name: requiredText(50),
});

const StateField = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .toUpperCase()
  .pipe(
    z
      .string()
      .min(1, FIELD_MESSAGES.required)
      .regex(/^[A-Z]{2}$/, "Use the two-letter state code"),
  );

const AddressInput = z.object({
  street: requiredText(200),
  apartment_number: ApartmentField.optional(),
  city: requiredText(100),
  zipcode: ZipcodeField,
  state: StateField,
});

/** The user-create form (spec 2 §3), also its later saves (senior_id set). */
export const MinimalInfoBody = z.object({
  senior_id: IdField.optional(),
  account_id: IdField.optional(),
  /**
   * Creation only: the id GET cognito/user/generate-memberid reserved for this form, which the form shows; without
   * it the member gets the next id. Ignored when saving an existing member (a member id never changes).
   */
  member_id: z.number().int().min(100000).max(999999).optional(),
  name: NameInput,
  mobile_number: PhoneField,
  email: EmailField,
  gender: requiredText(20),
  dob: IsoDateField.refine(notAfterToday(), FIELD_MESSAGES.futureDate),
  address: AddressInput,
  // Nothing chosen is a blank required field ('Required Field', spec 1 §5), not an unknown type.
  member_type: z.enum(MEMBER_TYPES, {
    error: (iss) => (iss.input === "" || iss.input === undefined ? FIELD_MESSAGES.required : "Unknown member type"),
  }),
  facility_type: z.enum(FACILITY_TYPES, { error: "Unknown facility type" }).nullable().optional(),
  isResident: z.boolean().default(false),
  corporate: IdField.nullable().optional(),
  facility: IdField.nullable().optional(),
});

const Coordinates = z.object({ latitude: z.number(), longitude: z.number() });

/** Senior minimal info (spec 2 §3). */
export const MinimalInfoSchema = z.object({
  user_id: z.string(),
  senior_id: z.string(),
  account_id: z.string(),
  name: z.object({ first_name: z.string(), middle_name: z.string().nullable(), last_name: z.string() }),
  zone: z.string(),
  member_id: z.number().int(),
  member_type: z.string(),
  dob: z.string().nullable(),
  created_date: z.string(),
  email: z.string().nullable(),
  gender: z.string().nullable(),
  mobile_number: z.string().nullable(),
  timezone: z.string(),
  address: z.object({
    street: z.string().nullable(),
    apartment_number: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipcode: z.string().nullable(),
    timezone: z.string(),
    coordinates: Coordinates.nullable(),
  }),
  facility: z.string().nullable(),
  facility_id: z.string().nullable(),
  facility_type: z.string().nullable(),
  corporate: z.string().nullable(),
  corporate_id: z.string().nullable(),
  isResident: z.boolean(),
  is_resident: z.boolean(),
  is_active: z.boolean(),
  profile_image_id: z.string().nullable(),
});
export type MinimalInfo = z.infer<typeof MinimalInfoSchema>;

const text = (max: number) => optionalText(max).optional();

/** Basic info (spec 2 §3). Absent fields are left as they are; null clears one. Weight is in pounds. */
export const BasicInfoBody = z
  .object({
    senior_id: IdField,
    account_id: IdField.optional(),
    height: z
      .object({
        feet: z.number().int().min(0).max(HEIGHT_LIMITS.maxFeet),
        inch: z.number().int().min(0).max(HEIGHT_LIMITS.maxInch),
      })
      .nullable()
      .optional(),
    weight: z.number().gt(0, "must be more than 0").max(WEIGHT_MAX_LBS).nullable().optional(),
    academic_level: text(100),
    career: text(200),
    primary_spoken_language: text(50),
    other_spoken_language: text(200),
    preferred_name: text(100),
    home_phone: OptionalPhoneField,
    emergency_phone: OptionalPhoneField,
    email: z
      .union([z.literal(""), EmailField, z.null()])
      .optional()
      .transform((v) => (v === "" ? null : v)),
    faith: text(50),
    other_faith: text(100),
    home_technology: text(500),
    race: text(50),
    other_race: text(100),
    pets: text(200),
    medical_equipment: text(200),
    other_medical_equipment: text(200),
    social_media_links: z
      .array(z.url({ error: "Invalid URL" }).max(300))
      .max(SOCIAL_LINKS_MAX)
      .optional(),
    life_event: text(2000),
    home_entry: text(500),
    radius: z
      .object({ value: z.number().gt(0, "must be more than 0"), radius_measurement: z.enum(RADIUS_UNITS) })
      .superRefine((r, ctx) => {
        const max = RADIUS_MAX[r.radius_measurement];
        if (r.value > max) ctx.addIssue({ code: "custom", path: ["value"], message: `at most ${max}` });
      })
      .nullable()
      .optional(),
  })
  .superRefine((b, ctx) => {
    // 'Other' in a choice needs the typed value (spec 2 §3 other_race, other_faith, other_medical_equipment).
    for (const [choice, other] of [
      ["race", "other_race"],
      ["faith", "other_faith"],
      ["medical_equipment", "other_medical_equipment"],
    ] as const) {
      if (b[choice]?.toLowerCase() === "other" && !b[other]) {
        ctx.addIssue({ code: "custom", path: [other], message: FIELD_MESSAGES.required });
      }
    }
  });

export const BasicInfoSchema = z.object({
  user_id: z.string(),
  senior_id: z.string(),
  height: z.object({ feet: z.number().int(), inch: z.number().int() }).nullable(),
  /** 30.48 × feet + 2.54 × inches, to 0.01 cm. */
  height_cm: z.number().nullable(),
  /** Pounds (the stored kilograms × 2.2046, to 0.1 lb). */
  weight: z.number().nullable(),
  /** As stored: pounds ÷ 2.2046, to 0.01 kg. */
  weight_kg: z.number().nullable(),
  academic_level: z.string().nullable(),
  career: z.string().nullable(),
  primary_spoken_language: z.string().nullable(),
  other_spoken_language: z.string().nullable(),
  preferred_name: z.string().nullable(),
  home_phone: z.string().nullable(),
  emergency_phone: z.string().nullable(),
  email: z.string().nullable(),
  faith: z.string().nullable(),
  other_faith: z.string().nullable(),
  home_technology: z.string().nullable(),
  race: z.string().nullable(),
  other_race: z.string().nullable(),
  pets: z.string().nullable(),
  medical_equipment: z.string().nullable(),
  other_medical_equipment: z.string().nullable(),
  social_media_links: z.array(z.string()),
  life_event: z.string().nullable(),
  home_entry: z.string().nullable(),
  created_date: z.string().nullable(),
  radius: z.object({ value: z.number(), radius_measurement: z.enum(RADIUS_UNITS) }).nullable(),
});
export type BasicInfo = z.infer<typeof BasicInfoSchema>;

/** The twelve persona fields (spec 2 §3), 'barries' spelled as the spec spells it, with their labels. */
export const PERSONA_FIELDS = {
  goals: "Goals",
  personality: "Personality",
  stress_point: "Stress Point",
  needs: "Needs",
  motivation: "Motivation",
  fears: "Fears",
  barries: "Barriers",
  skills: "Skills",
  hobbies: "Hobbies",
  favorite_activities: "Favorite Activities",
  devices: "Devices",
  favorite_food: "Favorite Food",
} as const;
export type PersonaFieldId = keyof typeof PERSONA_FIELDS;
export const PERSONA_TEXT_MAX = 2000;

const PersonaValueInput = z.object({
  data: optionalText(PERSONA_TEXT_MAX).optional(),
  annotation: optionalText(PERSONA_TEXT_MAX).optional(),
});

export const PersonaBody = z.object({
  senior_id: IdField,
  account_id: IdField.optional(),
  persona: z
    .object(
      Object.fromEntries(Object.keys(PERSONA_FIELDS).map((k) => [k, PersonaValueInput.optional()])) as Record<
        PersonaFieldId,
        z.ZodOptional<typeof PersonaValueInput>
      >,
    )
    .strict(),
});

export const PersonaItemSchema = z.object({
  field_type: z.literal("textbox"),
  field_id: z.string(),
  label_text: z.string(),
  field_value: z.object({ data: z.string().nullable(), annotation: z.string().nullable() }),
});
export const PersonaSchema = z.object({ senior_id: z.string(), persona: z.array(PersonaItemSchema) });

const S = "users";
const P = "/api/users/senior";

export const memberRoutes = {
  createOrSaveMinimalInfo: defineRoute({
    operationId: "saveSeniorMinimalInfo",
    method: "POST",
    path: `${P}/minimal-info`,
    service: S,
    summary:
      "Creates a member from the user-create form (no senior_id) or saves their minimal info; geocodes the address",
    access: ONBOARDING_ROLES,
    body: MinimalInfoBody,
    data: MinimalInfoSchema,
  }),
  minimalInfo: defineRoute({
    operationId: "getSeniorMinimalInfo",
    method: "GET",
    path: `${P}/minimal-info`,
    service: S,
    summary: "A member's minimal info",
    access: ONBOARDING_ROLES,
    querystring: UsersSeniorQuery,
    data: MinimalInfoSchema,
  }),
  validateDuplicateData: defineRoute({
    operationId: "validateSeniorDuplicateData",
    method: "POST",
    path: `${P}/validate-duplicate-data`,
    service: S,
    summary: "409 with the spec's text when a member's email or mobile number is used by another account",
    access: ONBOARDING_ROLES,
    body: z.object({
      email: EmailField.optional(),
      mobile_number: PhoneField.optional(),
      /** The member being edited: their own values are no duplicate. */
      senior_id: IdField.optional(),
      account_id: IdField.optional(),
    }),
    data: z.object({ email_exists: z.boolean(), mobile_number_exists: z.boolean() }),
    audit: false,
    // Reads only: the member named (if any) is the one whose own values are ignored.
    seniorWrite: false,
  }),
  basicInfo: defineRoute({
    operationId: "getSeniorBasicInfo",
    method: "GET",
    path: `${P}/basic-info`,
    service: S,
    summary: "A member's basic info (height in feet/inches and cm, weight in lb and kg, radius)",
    access: ONBOARDING_ROLES,
    querystring: UsersSeniorQuery,
    data: BasicInfoSchema,
  }),
  saveBasicInfo: defineRoute({
    operationId: "saveSeniorBasicInfo",
    method: "PUT",
    path: `${P}/basic-info`,
    service: S,
    summary: "Saves basic info; absent fields stay, null clears",
    access: ONBOARDING_ROLES,
    body: BasicInfoBody,
    data: BasicInfoSchema,
  }),
  persona: defineRoute({
    operationId: "getSeniorPersona",
    method: "GET",
    path: `${P}/persona`,
    service: S,
    summary: "A member's persona: twelve fields, each with data and annotation",
    access: ONBOARDING_ROLES,
    querystring: UsersSeniorQuery,
    data: PersonaSchema,
  }),
  savePersona: defineRoute({
    operationId: "saveSeniorPersona",
    method: "PUT",
    path: `${P}/persona`,
    service: S,
    summary: "Saves persona fields; absent fields stay",
    access: ONBOARDING_ROLES,
    body: PersonaBody,
    data: PersonaSchema,
  }),
} as const;
