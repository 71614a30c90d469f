import { z } from "zod";
import { FETCH_LIMITS, PAGE_SIZES } from "../constants.js";
import { NoteField } from "../fields.js";
import { keyPaged } from "../paged.js";
import type { StaffRole } from "../roles.js";
import { defineRoute } from "../route.js";
import { HistoryCursorInput } from "../assessments/cursor.js";
import { AnswerSchema, AnswersInput, FormDefinitionInput, SurveyFormSchema } from "../assessments/form.js";
import { ASSESSMENT_GROUPS, ASSESSMENT_KINDS, EDITABLE_ASSESSMENT_GROUPS } from "../assessments/kinds.js";
import { BooleanQuery } from "./measurement-common.js";
import { CARE_TEAM_ROLES, IdField, UsersSeniorQuery } from "./senior-common.js";

// Assessments (spec 2 §2 'Assessment print views' / 'Assessment admin editors', §3 'Assessments', §4, §5, §7, §9;
// spec 3 §3 'Survey items for printable reports', §9). Paths are issue 14's (the spec shows none). Forms are
// versioned per kind; a response keeps the version it answered and is scored by the API against that version.

/** The Assessments tab's roles (spec 2 §2 tab visibility). */
export const ASSESSMENT_ROLES: readonly StaffRole[] = ["Admin", "CareAgent", "Admin_WellnessServices"];
/**
 * The Survey and Assessments sub-tabs of onboarding info (status per member, wellness survey list): health data like
 * the Medical Info sub-tab, so the care-team roles (warehouse employees and BDMs are refused, facility agents see
 * their facility's residents only).
 */
export const ASSESSMENT_STATUS_ROLES: readonly StaffRole[] = CARE_TEAM_ROLES;
/** Spec 2 §6 'Admins edit assessment forms'. */
export const ASSESSMENT_EDITOR_ROLES: readonly StaffRole[] = ["Admin", "Admin_WellnessServices"];

/** Our texts (spec 2 §8: 'Assessment save/submit/reset texts: not shown'), and spec 1 §8's 2032.3001. */
export const ASSESSMENT_MESSAGES = {
  saved: "Assessment saved successfully.",
  submitted: "Assessment submitted successfully.",
  submitLater: "Assessment will be submitted at the chosen time.",
  reset: "Assessment has been reset.",
  formSaved: "Draft saved successfully.",
  formPublished: "Form published successfully.",
  formScheduled: "Form will be published at the chosen time.",
  surveySaved: "Wellness survey saved successfully.",
  /** 2032.3001: a second wellness survey the same day (the senior's own day). */
  multipleSurvey: "A wellness survey has already been completed for this member today.",
  answersDoNotMatch: "The answers do not match the form version",
  notEnabled: "This assessment is not enabled.",
  staleVersion: "This form version does not exist.",
  publishInPast: "Choose a time in the future",
  noDraft: "There is no draft to publish",
} as const;

export const AssessmentGroupParam = z.enum(ASSESSMENT_GROUPS, { error: "Unknown assessment" });
export const EditableGroupParam = z.enum(EDITABLE_ASSESSMENT_GROUPS, { error: "This form has no editor" });

export const FORM_STATUSES = ["draft", "published", "scheduled"] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];
export const RESPONSE_STATUSES = ["save", "submit"] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];
export const ASSESSMENT_ACTIONS = ["save", "submit", "submit_later", "reset"] as const;
export type AssessmentAction = (typeof ASSESSMENT_ACTIONS)[number];

const Instant = z.iso.datetime({ offset: true, error: "must be an ISO-8601 date-time with offset" });
const FormVersionNumber = z.coerce.number().int().min(1).max(1_000_000);

// ── forms ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** A form version (spec 2 §3 'Assessment form'). */
export const AssessmentFormSchema = z.object({
  form_id: z.string(),
  kind: z.enum(ASSESSMENT_KINDS),
  group: AssessmentGroupParam,
  version_number: z.number().int(),
  /** published: live (or was); scheduled: becomes live at publish_date_time; draft: being edited. */
  form_status: z.enum(FORM_STATUSES),
  publish_date_time: z.string().nullable(),
  form: SurveyFormSchema,
  created_by: z.string().nullable(),
  created_by_name: z.string().nullable(),
  updated_by_name: z.string().nullable(),
  created_date: z.string(),
  /** Labels of the fixed choices (yes → 'Yes', hardly_ever → 'Hardly ever'…). */
  options: z.record(z.string(), z.string()),
});
export type AssessmentForm = z.infer<typeof AssessmentFormSchema>;

// ── responses ───────────────────────────────────────────────────────────────────────────────────────────────────

export const SectionScoreSchema = z.object({
  header: z.string(),
  score: z.number(),
  max: z.number(),
  questions: z.number().int(),
  answered: z.number().int(),
});
export const AssessmentScoresSchema = z.object({
  total: z.number(),
  max: z.number(),
  percent: z.number().nullable(),
  sections: z.array(SectionScoreSchema),
  interpretation: z.string().nullable(),
  scale_note: z.string().nullable(),
});

/** Spec 2 §2 'Assessment record header'. */
export const AssessmentRecordHeaderSchema = z.object({
  preferredName: z.string().nullable(),
  accountId: z.string(),
  /** Whole years from the date of birth, in the senior's time zone; null without a date of birth. */
  age: z.number().int().nullable(),
  gender: z.string().nullable(),
  /** save or submit; null when the senior has no response yet. */
  status: z.enum(RESPONSE_STATUSES).nullable(),
  /** When the response was submitted (or last saved); ISO. */
  dateTime: z.string().nullable(),
  careAgentName: z.string().nullable(),
  /** The form version answered, with ' Draft' appended unless submitted (e.g. '3 Draft', '3'). */
  version: z.string().nullable(),
});

export const AssessmentResponseSchema = z.object({
  response_id: z.string(),
  form_id: z.string(),
  form_version: z.number().int(),
  /** Effective status: a Submit Later response reads 'save' until its time, 'submit' from then on. */
  status: z.enum(RESPONSE_STATUSES),
  /** A Submit Later response's time (pending or passed); null otherwise. */
  publish_date_time: z.string().nullable(),
  answers: z.record(z.string(), AnswerSchema),
  /** Computed by the API from the answers and the version answered; null for unscored forms. */
  scores: AssessmentScoresSchema.nullable(),
  /** Wellness survey only. */
  notes: z.string().nullable(),
  care_agent_id: z.string().nullable(),
  careAgentName: z.string().nullable(),
  created_date: z.string(),
  updated_date: z.string(),
  /** When it was (or, for Submit Later, will be) submitted. */
  submitted_date: z.string().nullable(),
  /** dateTime of the record header: submitted_date, else updated_date. */
  dateTime: z.string(),
  /** The record header's version text. */
  version: z.string(),
});
export type AssessmentResponse = z.infer<typeof AssessmentResponseSchema>;

/**
 * GET /assessments/:group: the senior's latest response with its header, and the form version it answered (the live
 * version when there is no response yet; null when the kind has no published form: NOT_ENABLED).
 */
export const AssessmentRecordSchema = z.object({
  group: AssessmentGroupParam,
  kind: z.enum(ASSESSMENT_KINDS),
  header: AssessmentRecordHeaderSchema,
  response: AssessmentResponseSchema.nullable(),
  form: AssessmentFormSchema.nullable(),
  /** The live form version; a response on an older one shows which version it answered. */
  live_version: z.number().int().nullable(),
});
export type AssessmentRecord = z.infer<typeof AssessmentRecordSchema>;

/**
 * POST /assessments/:group. `form_version` is the version the answers were given on (from the form or the record
 * loaded); the API scores against it, so a submit after an administrator published a newer version keeps its own.
 * reset: starts a new, empty draft on the live version (the stored survey as it is now), replacing an open draft.
 */
export const AssessmentSaveBody = z
  .object({
    senior_id: IdField,
    account_id: IdField.optional(),
    action: z.enum(ASSESSMENT_ACTIONS, { error: "Must be save, submit, submit_later or reset" }),
    form_version: FormVersionNumber.optional(),
    answers: AnswersInput,
    /** submit_later: when the response becomes submitted (future). */
    publish_date_time: Instant.optional(),
    /** Wellness survey notes (≤ 500). */
    notes: NoteField.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action !== "reset" && b.form_version === undefined) {
      ctx.addIssue({ code: "custom", path: ["form_version"], message: "Required Field" });
    }
    if (b.action === "submit_later" && b.publish_date_time === undefined) {
      ctx.addIssue({ code: "custom", path: ["publish_date_time"], message: "Required Field" });
    }
    if (b.action !== "submit_later" && b.publish_date_time !== undefined) {
      ctx.addIssue({ code: "custom", path: ["publish_date_time"], message: "Only for submit_later" });
    }
  });

export const AssessmentHistoryQuery = UsersSeniorQuery.extend({ last_evaluated_key: HistoryCursorInput.optional() });

// ── status ──────────────────────────────────────────────────────────────────────────────────────────────────────

export const ASSESSMENT_DUE_REASONS = ["never_done", "incomplete", "older_than_90_days"] as const;

/** Spec 2 §3 'Status per member', plus the completion of spec 2 §4 (issue 14 item 4). */
export const AssessmentStatusItemSchema = z.object({
  name: z.enum(ASSESSMENT_KINDS),
  /** The group token of the kind's screen; null for the medication list (Medical Info tab). */
  group: AssessmentGroupParam.nullable(),
  /** save / submit of the latest response; NOT_ENABLED when the kind has no published form; null: never done. */
  status: z.enum(["save", "submit", "NOT_ENABLED"]).nullable(),
  datetime: z.string().nullable(),
  isDisabled: z.boolean(),
  /** Whether it makes the Assessments tab show the incomplete marker, and why. */
  is_due: z.boolean(),
  due_reason: z.enum(ASSESSMENT_DUE_REASONS).nullable(),
});
export type AssessmentStatusItem = z.infer<typeof AssessmentStatusItemSchema>;

export const AssessmentStatusSchema = z.object({
  items: z.array(AssessmentStatusItemSchema),
  /** True when any item is due: the Assessments tab's incomplete marker. */
  incomplete: z.boolean(),
});

// ── admin editors ───────────────────────────────────────────────────────────────────────────────────────────────

/** The editor's state: the live version, the open draft and a version waiting for its publish time. */
export const AssessmentEditorSchema = z.object({
  current: AssessmentFormSchema.nullable(),
  draft: AssessmentFormSchema.nullable(),
  scheduled: AssessmentFormSchema.nullable(),
});

/**
 * save: keeps the form as the kind's one open draft. publish: makes it a new version, live now or, with
 * publish_date_time, at that time. Every publish is a new version; answered versions are never changed.
 */
export const AssessmentFormSaveBody = z
  .object({
    action: z.enum(["save", "publish"], { error: "Must be save or publish" }),
    form: FormDefinitionInput,
    publish_date_time: Instant.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action === "save" && b.publish_date_time !== undefined) {
      ctx.addIssue({ code: "custom", path: ["publish_date_time"], message: "Only for publish" });
    }
  });

/** Spec 2 §3 'History item'. */
export const AssessmentFormHistoryItemSchema = z.object({
  form_id: z.string(),
  versionNumber: z.number().int(),
  formStatus: z.enum(FORM_STATUSES),
  createdDateAndTime: z.string(),
  publishedDateAndTime: z.string().nullable(),
  adminName: z.string().nullable(),
  form: SurveyFormSchema,
});

// ── wellness surveys ────────────────────────────────────────────────────────────────────────────────────────────

/** Spec 2 §3 'Wellness survey: answer map with values, score, scoreLimit'. */
export const WellnessSurveySchema = z.object({
  wellness_survey_id: z.string(),
  senior_id: z.string(),
  form_version: z.number().int().nullable(),
  answers: z.record(z.string(), AnswerSchema),
  score: z.number().nullable(),
  scoreLimit: z.number().nullable(),
  notes: z.string().nullable(),
  is_survey_completed: z.boolean(),
  careAgentName: z.string().nullable(),
  created_date: z.string(),
  updated_date: z.string(),
});
export type WellnessSurvey = z.infer<typeof WellnessSurveySchema>;

/**
 * A wellness survey. One a day per senior (the senior's own calendar day): while today's is incomplete it is
 * updated; once completed, another answers 2032.3001.
 */
export const WellnessSurveyBody = z.object({
  senior_id: IdField,
  account_id: IdField.optional(),
  form_version: FormVersionNumber,
  answers: AnswersInput,
  notes: NoteField.optional(),
  is_survey_completed: z.boolean().default(true),
});

/** Spec 2 §7: senior_id, account_id, limit 100, last_evaluated_key, is_survey_completed, start/end, ascending false. */
export const WellnessSurveyListQuery = UsersSeniorQuery.extend({
  /** Rows a page: 20 (spec 2 §9 'wellbeing survey 20'), at most 100 a call. */
  limit: z.coerce.number().int().min(1).max(FETCH_LIMITS.wellnessSurvey).default(PAGE_SIZES.wellbeingSurvey),
  last_evaluated_key: HistoryCursorInput.optional(),
  is_survey_completed: BooleanQuery.optional(),
  /** Default: 30 days before end_time (spec 2 §9). */
  start_time: Instant.optional(),
  /** Default: now. */
  end_time: Instant.optional(),
  ascending: BooleanQuery.default(false),
}).refine((q) => !q.start_time || !q.end_time || Date.parse(q.start_time) <= Date.parse(q.end_time), {
  path: ["start_time"],
  message: "From date cannot be greater than To date",
});

/** Spec 2 §9: the wellness survey list's default window. */
export const WELLNESS_SURVEY_WINDOW_DAYS = 30;

// ── routes ──────────────────────────────────────────────────────────────────────────────────────────────────────

const S = "users";
const GROUP = "/api/users/assessments/:group";
const ADMIN = "/api/users/admin/assessments/:group";
const GroupParams = z.object({ group: AssessmentGroupParam });
const EditableGroupParams = z.object({ group: EditableGroupParam });

export const assessmentRoutes = {
  status: defineRoute({
    operationId: "getAssessmentStatus",
    method: "GET",
    path: "/api/users/assessments/status",
    service: S,
    summary: "Per kind: latest status (save|submit|NOT_ENABLED), datetime, isDisabled and whether it is due",
    access: ASSESSMENT_STATUS_ROLES,
    querystring: UsersSeniorQuery,
    data: AssessmentStatusSchema,
  }),
  form: defineRoute({
    operationId: "getAssessmentForm",
    method: "GET",
    path: `${GROUP}/form`,
    service: S,
    summary: "The live form version of a kind (or a given version); 404 when the kind has none published",
    access: ASSESSMENT_ROLES,
    params: GroupParams,
    querystring: z.object({ version: FormVersionNumber.optional() }),
    data: AssessmentFormSchema,
  }),
  get: defineRoute({
    operationId: "getAssessment",
    method: "GET",
    path: GROUP,
    service: S,
    summary: "The senior's latest response with the record header and the form version it answered",
    access: ASSESSMENT_ROLES,
    params: GroupParams,
    querystring: UsersSeniorQuery,
    data: AssessmentRecordSchema,
  }),
  save: defineRoute({
    operationId: "saveAssessment",
    method: "POST",
    path: GROUP,
    service: S,
    summary: "save | submit | submit_later | reset; scored by the API; 400 naming the question when answers misfit",
    access: ASSESSMENT_ROLES,
    params: GroupParams,
    body: AssessmentSaveBody,
    data: AssessmentRecordSchema,
  }),
  history: defineRoute({
    operationId: "listAssessmentHistory",
    method: "GET",
    path: `${GROUP}/history`,
    service: S,
    summary: "The senior's responses of a kind, newest first, 6 a page (last_evaluated_key)",
    access: ASSESSMENT_ROLES,
    params: GroupParams,
    querystring: AssessmentHistoryQuery,
    data: keyPaged(AssessmentResponseSchema),
  }),
  adminForm: defineRoute({
    operationId: "getAssessmentEditor",
    method: "GET",
    path: `${ADMIN}/form`,
    service: S,
    summary: "The editor's state of a form: live version, open draft, version scheduled to publish",
    access: ASSESSMENT_EDITOR_ROLES,
    params: EditableGroupParams,
    data: AssessmentEditorSchema,
  }),
  adminSaveForm: defineRoute({
    operationId: "saveAssessmentForm",
    method: "POST",
    path: `${ADMIN}/form`,
    service: S,
    summary: "Saves the draft, or publishes it as a new version now or at publish_date_time",
    access: ASSESSMENT_EDITOR_ROLES,
    // An administrator's form edit changes no senior.
    seniorWrite: false,
    params: EditableGroupParams,
    body: AssessmentFormSaveBody,
    data: AssessmentFormSchema,
  }),
  adminHistory: defineRoute({
    operationId: "listAssessmentFormHistory",
    method: "GET",
    path: `${ADMIN}/history`,
    service: S,
    summary: "Every version of a form, newest first, 6 a page (last_evaluated_key)",
    access: ASSESSMENT_EDITOR_ROLES,
    params: EditableGroupParams,
    querystring: z.object({ last_evaluated_key: HistoryCursorInput.optional() }),
    data: keyPaged(AssessmentFormHistoryItemSchema),
  }),
  listWellnessSurveys: defineRoute({
    operationId: "listWellnessSurveys",
    method: "GET",
    path: "/api/users/wellness-survey",
    service: S,
    summary: "A senior's wellness surveys over a window (default 30 days), newest first, 20 a page",
    access: ASSESSMENT_STATUS_ROLES,
    querystring: WellnessSurveyListQuery,
    data: z.object({ items: z.array(WellnessSurveySchema), lastEvaluatedKey: z.string().nullable() }),
  }),
  saveWellnessSurvey: defineRoute({
    operationId: "saveWellnessSurvey",
    method: "POST",
    path: "/api/users/wellness-survey",
    service: S,
    summary: "Records today's wellness survey (scored by the API); 409 with 2032.3001 when today's is completed",
    access: ASSESSMENT_STATUS_ROLES,
    body: WellnessSurveyBody,
    data: WellnessSurveySchema,
  }),
} as const;
