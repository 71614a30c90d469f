import { z } from "zod";
import { FETCH_LIMITS, PAGE_SIZES } from "../constants.js";
import { FIELD_MESSAGES, IsoDateField, NoteField, notAfterToday, requiredText } from "../fields.js";
import { paged, pagingQuery } from "../paged.js";
import { defineRoute } from "../route.js";
import { CARE_TEAM_ROLES, IdField, UsersSeniorQuery } from "./senior-common.js";

/** Spec 2 §8 success texts of the Medical Info sub-tab (the spec gives only the medication submit text). */
export const MEDICAL_MESSAGES = {
  saved: "Saved Successfully",
  deleted: "Deleted Successfully",
  medicationSubmitted: "Medication has been submitted successfully.",
  /** A submitted medication is final: it can be corrected and submitted again, not turned back into a draft. */
  submittedIsFinal: "A submitted medication cannot be saved as a draft",
  discontinuedBeforePrescribed: "Date discontinued cannot be before date prescribed",
  pharmacyNotFound: "Pharmacy not found",
} as const;

/** The medication list (5 a page) and the search (25 results) of spec 2 §9; 15 medications a call. */
export const MEDICATION_LIMITS = { pageSize: PAGE_SIZES.medication, fetch: 15, search: 25, searchInput: 50 } as const;

export const SEVERITY_LEVELS = ["Mild", "Moderate", "Severe"] as const;
export const DOSE_FORMS = [
  "Tablet",
  "Capsule",
  "Liquid",
  "Injection",
  "Inhaler",
  "Patch",
  "Cream",
  "Drops",
  "Other",
] as const;
export const DOSE_PERIODS = ["day", "week", "month"] as const;
export const MEDICATION_WHEN = [
  "Morning",
  "Afternoon",
  "Evening",
  "Bedtime",
  "Before meals",
  "With meals",
  "After meals",
  "As needed",
] as const;
/** Spec 2 §3 / §4: a medication is saved as a draft (Save) or submitted (Submit). */
export const MEDICATION_STATUSES = ["Save", "Submit"] as const;
export type MedicationStatus = (typeof MEDICATION_STATUSES)[number];

/** A date that may be left empty: YYYY-MM-DD or null ('' from a cleared picker is null). */
const OptionalIsoDate = z
  .union([z.literal(""), IsoDateField, z.null()])
  .optional()
  .transform((v) => (v === "" || v === undefined ? null : v));

const notInFuture = (v: string | null): boolean => v === null || notAfterToday()(v);

// ── medical conditions ─────────────────────────────────────────────────────────────────────────────────────────

const ConditionFields = {
  senior_id: IdField,
  account_id: IdField.optional(),
  condition: requiredText(200),
  severity_level: z.enum(SEVERITY_LEVELS, { error: FIELD_MESSAGES.required }),
  /** 'Date cannot be greater than today' (spec 2 §5); the API checks it again in the senior's own zone. */
  date_of_onset: OptionalIsoDate.refine(notInFuture, FIELD_MESSAGES.futureDate),
  notes: NoteField,
};
const ConditionInput = z.object(ConditionFields);

export const MedicalConditionSchema = z.object({
  medical_condition_id: z.string(),
  condition: z.string(),
  severity_level: z.string().nullable(),
  date_of_onset: z.string().nullable(),
  notes: z.string().nullable(),
  created_date: z.string(),
  modification_date: z.string(),
});
export type MedicalCondition = z.infer<typeof MedicalConditionSchema>;

/** One version of a condition: every create, update and delete is kept (numbered from 1 per condition). */
export const MedicalConditionVersionSchema = z.object({
  history_id: z.string(),
  medical_condition_id: z.string(),
  version: z.number().int(),
  change: z.enum(["created", "updated", "deleted"]),
  condition: z.string(),
  severity_level: z.string().nullable(),
  date_of_onset: z.string().nullable(),
  notes: z.string().nullable(),
  changed_by: z.string().nullable(),
  changed_at: z.string(),
});
export type MedicalConditionVersion = z.infer<typeof MedicalConditionVersionSchema>;

// ── medication ─────────────────────────────────────────────────────────────────────────────────────────────────

const MedicationFields = {
  senior_id: IdField,
  account_id: IdField.optional(),
  medicine: requiredText(100),
  dose_form: z.enum(DOSE_FORMS, { error: FIELD_MESSAGES.required }),
  dose_frequency: z.object({
    every: z.coerce
      .number({ error: FIELD_MESSAGES.required })
      .int("Must be a whole number")
      .min(1, "Must be at least 1")
      .max(24, "Must be at most 24"),
    period: z.enum(DOSE_PERIODS, { error: FIELD_MESSAGES.required }),
  }),
  when: z.enum(MEDICATION_WHEN, { error: FIELD_MESSAGES.required }),
  date_prescribed: OptionalIsoDate.refine(notInFuture, FIELD_MESSAGES.futureDate),
  date_discontinued: OptionalIsoDate,
  /** One of the senior's pharmacies (users/provider/pharmacy); its name and phone are kept with the medication. */
  pharmacy_id: z
    .union([z.literal(""), IdField, z.null()])
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v)),
  notes: NoteField,
  status: z.enum(MEDICATION_STATUSES, { error: "Must be Save or Submit" }),
};

/** 'Date discontinued cannot be before date prescribed', on the discontinued date. */
function discontinuedNotBeforePrescribed(
  v: { date_prescribed: string | null; date_discontinued: string | null },
  ctx: z.RefinementCtx,
): void {
  if (v.date_prescribed && v.date_discontinued && v.date_discontinued < v.date_prescribed) {
    ctx.addIssue({
      code: "custom",
      path: ["date_discontinued"],
      message: MEDICAL_MESSAGES.discontinuedBeforePrescribed,
    });
  }
}

export const MedicationInput = z.object(MedicationFields).superRefine(discontinuedNotBeforePrescribed);
export const MedicationUpdateInput = z
  .object({ ...MedicationFields, medication_id: IdField })
  .superRefine(discontinuedNotBeforePrescribed);

export const MedicationSchema = z.object({
  medication_id: z.string(),
  medicine: z.string(),
  dose_form: z.string().nullable(),
  dose_frequency: z.object({ every: z.number().int().nullable(), period: z.string().nullable() }),
  when: z.string().nullable(),
  date_prescribed: z.string().nullable(),
  date_discontinued: z.string().nullable(),
  pharmacy_id: z.string().nullable(),
  pharmacy_name: z.string().nullable(),
  pharmacy_phone_number: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(MEDICATION_STATUSES),
  modification_date: z.string(),
});
export type Medication = z.infer<typeof MedicationSchema>;

// ── routes ─────────────────────────────────────────────────────────────────────────────────────────────────────

const S = "users";
const CONDITION = "/api/users/senior/medical-condition";
const MEDICATION = "/api/users/senior/medication";

/**
 * Medical info is health data beyond onboarding: warehouse employees and BDMs, who see only the onboarding data
 * they work with (spec 2 §4 "do not load caregiver and doctor info", §6), are refused (403) like for doctors.
 */
const ACCESS = CARE_TEAM_ROLES;

export const medicalRoutes = {
  listConditions: defineRoute({
    operationId: "listMedicalConditions",
    method: "GET",
    path: CONDITION,
    service: S,
    summary: "A senior's medical conditions, newest first (10 a page, up to 100 a call)",
    access: ACCESS,
    querystring: UsersSeniorQuery.extend(pagingQuery(PAGE_SIZES.medicalCondition, FETCH_LIMITS.medicalCondition).shape),
    data: paged(MedicalConditionSchema),
  }),
  conditionHistory: defineRoute({
    operationId: "listMedicalConditionHistory",
    method: "GET",
    path: "/api/users/senior/medical-condition-history",
    service: S,
    summary: "Every version of a senior's medical conditions (or of one), newest first",
    access: ACCESS,
    querystring: UsersSeniorQuery.extend({
      medical_condition_id: IdField.optional(),
      ...pagingQuery(PAGE_SIZES.medicalCondition, FETCH_LIMITS.medicalCondition).shape,
    }),
    data: paged(MedicalConditionVersionSchema),
  }),
  createCondition: defineRoute({
    operationId: "createMedicalCondition",
    method: "POST",
    path: CONDITION,
    service: S,
    summary: "Adds a medical condition (version 1 of its history)",
    access: ACCESS,
    body: ConditionInput,
    data: MedicalConditionSchema,
  }),
  updateCondition: defineRoute({
    operationId: "updateMedicalCondition",
    method: "PUT",
    path: CONDITION,
    service: S,
    summary: "Changes a medical condition; the previous values stay in its history",
    access: ACCESS,
    body: z.object({ ...ConditionFields, medical_condition_id: IdField }),
    data: MedicalConditionSchema,
  }),
  removeCondition: defineRoute({
    operationId: "deleteMedicalCondition",
    method: "DELETE",
    path: CONDITION,
    service: S,
    summary: "Removes a medical condition from the list; its history stays",
    access: ACCESS,
    querystring: UsersSeniorQuery.extend({ medical_condition_id: IdField }),
    data: z.object({ medical_condition_id: z.string() }),
  }),
  listMedications: defineRoute({
    operationId: "listMedications",
    method: "GET",
    path: MEDICATION,
    service: S,
    summary: "A senior's medications, last modified first (5 a page, up to 15 a call)",
    access: ACCESS,
    querystring: UsersSeniorQuery.extend(pagingQuery(MEDICATION_LIMITS.pageSize, MEDICATION_LIMITS.fetch).shape),
    data: paged(MedicationSchema).extend({ total_meds: z.number().int() }),
  }),
  createMedication: defineRoute({
    operationId: "createMedication",
    method: "POST",
    path: MEDICATION,
    service: S,
    summary: "Adds a medication, saved as a draft (Save) or submitted (Submit)",
    access: ACCESS,
    body: MedicationInput,
    data: MedicationSchema,
  }),
  updateMedication: defineRoute({
    operationId: "updateMedication",
    method: "PUT",
    path: MEDICATION,
    service: S,
    summary: "Changes a medication (Save or Submit); a submitted one cannot return to draft",
    access: ACCESS,
    body: MedicationUpdateInput,
    data: MedicationSchema,
  }),
  searchMedicine: defineRoute({
    operationId: "searchMedicine",
    method: "GET",
    path: "/api/users/medicine",
    service: S,
    summary: "Medicine names containing the typed text (names starting with it first), at most 25",
    access: ACCESS,
    querystring: z.object({
      medicine: z
        .string({ error: FIELD_MESSAGES.required })
        .trim()
        .min(1, FIELD_MESSAGES.required)
        .max(MEDICATION_LIMITS.searchInput, FIELD_MESSAGES.tooLong(MEDICATION_LIMITS.searchInput)),
    }),
    data: z.object({ medicines: z.array(z.object({ medicine_id: z.string(), name: z.string() })) }),
  }),
} as const;
