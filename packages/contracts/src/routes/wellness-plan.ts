import { z } from "zod";
import { NOTES_MAX_LENGTH, PAGE_SIZES } from "../constants.js";
import { FIELD_MESSAGES, IsoDateField, jsonQuery, optionalText, requiredText } from "../fields.js";
import type { StaffRole } from "../roles.js";
import { defineRoute } from "../route.js";
import { decodeCursorValues, encodeCursorValues } from "./measurement-cursor.js";
import { IdField } from "./senior-common.js";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from "./uploads.js";

// The Wellness Plan tab (spec 2 §2 'Wellness plan screen', §3 'Wellness plan' / 'Goal', §4, §7, §9; spec 3 §3–§4
// 'Goal row'). Paths are issue 15's (the spec shows none). Every save of the plan or of its goals is a new version
// of the whole plan (text + goals); older versions stay readable and are read-only.

/** The Wellness Plan tab's roles (spec 2 §2 tab visibility). */
export const WELLNESS_PLAN_ROLES: readonly StaffRole[] = ["Admin", "CareAgent", "Admin_WellnessServices"];

/** Spec 2 §8 texts, and ours where the spec gives none (marked). */
export const WELLNESS_PLAN_MESSAGES = {
  saved: "Wellness Plan has been successfully saved.",
  autoSaved: "Auto Saved Successfully!",
  signedUrlFailed: UPLOAD_MESSAGES.signedUrlFailed,
  /** Ours: the optimistic-concurrency refusal (issue 15 item 6). */
  planChanged: "The wellness plan was changed by someone else since you opened it. Reload the plan and save again.",
  /** Ours: spec 2 §4 read-only rules. */
  notLatestVersion: "This is not the latest version of the wellness plan: it is read-only.",
  goalClosed: "The resources of a completed or cancelled goal are read-only.",
  goalNotFound: "Goal not found",
  resourceNotFound: "Resource not found",
  tooManyAttachments: "You cannot attach more than 10 files to a goal.",
  tooManyUrls: "You cannot add more than 10 URLs to a goal.",
  startAfterTarget: "Start date cannot be greater than Target date",
  targetBeforeStart: "Target date cannot be less than Start date",
  unknownGoal: "Select a goal from the list",
  unknownAction: "Select an action of this goal",
  duplicateAction: "This action is already selected for this goal",
  noteSaved: "Note has been successfully added.",
  resourceDeleted: "Resource has been deleted successfully.",
  /** Ours: a new file for a resource (its resource_version + 1). */
  resourceReplaced: "Resource has been replaced successfully.",
  notAFile: "Only the file of a file resource can be replaced.",
  /** Ours: a new file named by a resource id that is already taken. */
  resourceIdTaken: "This resource id is already in use.",
  /** Ours: a resource id listed twice in one request. */
  duplicateResourceId: "This resource id is listed twice.",
  /** Ours: upload targets asked for a URL resource. */
  linkHasNoFile: "A URL resource has no file to upload.",
  /** Ours: new files and URLs need the goal they are added to. */
  goalRequired: "Required when adding new files or URLs",
} as const;

/** Spec 2 §5 / §9: attachments a goal (10), URLs a goal (10), 15 MB a file (the uploads module's limits). */
export const WELLNESS_RESOURCE_LIMITS = {
  maxAttachments: UPLOAD_LIMITS.maxFiles,
  maxUrls: 10,
  maxFileBytes: UPLOAD_LIMITS.maxFileBytes,
} as const;

/** Files a goal may carry (ours: the spec names formats without a list). `format` is the extension answered. */
export const WELLNESS_RESOURCE_CONTENT_TYPES = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "text/plain": "txt",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
} as const;
export type WellnessResourceContentType = keyof typeof WELLNESS_RESOURCE_CONTENT_TYPES;

export const WELLNESS_GOAL_STATUSES = [
  "not_started",
  "started",
  "in_progress",
  "cancelled",
  "completed",
  "deleted",
] as const;
export type WellnessGoalStatus = (typeof WELLNESS_GOAL_STATUSES)[number];

/**
 * The goals and their actions offered by the goals table (ours: the spec names the goal/action pickers and the
 * goal-action map, not the list). A goal is "occupied" when every one of its actions is selected in the plan.
 */
export const WELLNESS_GOAL_CATALOGUE: Readonly<Record<string, readonly string[]>> = {
  "Increase physical activity": ["Walk 4,500 steps a day", "Join an exercise class", "Do balance exercises"],
  "Improve sleep": ["Keep a regular bedtime", "Limit caffeine after noon", "Use the sleep mat nightly"],
  "Maintain a healthy weight": ["Weigh in weekly", "Follow a meal plan", "Drink 8 glasses of water a day"],
  "Reduce loneliness": ["Call a family member weekly", "Attend a community event", "Join a group activity"],
  "Manage medications": ["Use a pill organizer", "Review medications with a pharmacist", "Set medication reminders"],
  "Prevent falls": ["Complete a home safety check", "Wear the fall-detection watch", "Review footwear"],
};

/** Plan versions: 0 means "no version yet" (a new plan starts at last_version 0). */
const VersionNumber = z.coerce.number().int().min(0).max(1_000_000);
const ExistingVersion = z.coerce.number().int().min(1, "must be at least 1").max(1_000_000);

export const SENIOR_CUSTOMER_PREFIX = "senior-";
export const CAREGIVER_CUSTOMER_PREFIX = "caregiver-";

/** 'senior-{id}' / 'caregiver-{id}' (spec 2 §3). */
export const seniorCustomerId = (seniorId: string): string => `${SENIOR_CUSTOMER_PREFIX}${seniorId}`;
export const caregiverCustomerId = (caregiverId: string): string => `${CAREGIVER_CUSTOMER_PREFIX}${caregiverId}`;

/** The caregiver id of a 'caregiver-{id}' customer id, or null for a senior's. */
export const caregiverOfCustomerId = (customerId: string): string | null =>
  customerId.startsWith(CAREGIVER_CUSTOMER_PREFIX) ? customerId.slice(CAREGIVER_CUSTOMER_PREFIX.length) : null;

const customerIdError = "must be a senior id, 'senior-{id}' or 'caregiver-{id}'";

/**
 * Whose plan it is (spec 2 §3: "Caregiver ids are prefixed 'caregiver-' and senior ids 'senior-' in the plan"):
 * a senior, as 'senior-{id}' or the bare id, or a caregiver of a senior's care circle, as 'caregiver-{id}'. The
 * API sees a senior as the bare id (scope, audit, care relationship) and a caregiver as 'caregiver-{id}'.
 */
export const CustomerIdField = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .max(64)
  .transform((v, ctx) => {
    const caregiverId = caregiverOfCustomerId(v);
    const id = caregiverId ?? (v.startsWith(SENIOR_CUSTOMER_PREFIX) ? v.slice(SENIOR_CUSTOMER_PREFIX.length) : v);
    if (!IdField.safeParse(id).success) {
      ctx.addIssue({ code: "custom", message: customerIdError });
      return z.NEVER;
    }
    return caregiverId === null ? id.toLowerCase() : caregiverCustomerId(id.toLowerCase());
  });

/** A caregiver named on its own (notes): the bare id or 'caregiver-{id}'; the API sees the bare id. */
const CaregiverIdField = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .max(64)
  .transform((v) => caregiverOfCustomerId(v) ?? v)
  .pipe(IdField);

// ── plan ────────────────────────────────────────────────────────────────────────────────────────────────────────

const SECTION_MAX = 5000;
const ListItem = z.object({
  seq: z.coerce.number().int().min(0).max(1000),
  value: requiredText(NOTES_MAX_LENGTH),
});
const ListField = z.array(ListItem).max(50, "At most 50 items").default([]);

export const WellnessPlanDetailsInput = z.object({
  situation: optionalText(SECTION_MAX),
  background: optionalText(SECTION_MAX),
  assessment: optionalText(SECTION_MAX),
  recommendations: optionalText(SECTION_MAX),
  member_priorities: ListField,
  challenges: ListField,
});

/**
 * The plan save: the entity's fields (spec 2 §7 "fields as in the entity"). `current_version` is the version the
 * user edited (0 for a new plan); the save becomes current_version + 1, or 409 when another save got there first.
 * The other entity fields (last_updated_by, last_updated_date, customer_name…) may be sent and are set by the API.
 */
export const WellnessPlanSaveBody = z.object({
  customer_id: CustomerIdField,
  careagent_id: IdField.nullable().optional(),
  current_version: VersionNumber,
  wellness_plan_date_started: z.union([IsoDateField, z.null()]).optional(),
  wellness_plan_details: WellnessPlanDetailsInput,
});

const ListItemSchema = z.object({ seq: z.number().int(), value: z.string() });
export const WellnessPlanSchema = z.object({
  /** 'senior-{senior id}' or 'caregiver-{caregiver id}'. */
  customer_id: z.string(),
  /** The senior, or for a caregiver's plan the senior whose care circle the caregiver is in. */
  senior_id: z.string(),
  /** Set for a caregiver's plan. */
  caregiver_id: z.string().nullable(),
  customer_name: z.string(),
  careagent_id: z.string().nullable(),
  created_date: z.string().nullable(),
  /** The version answered (0: no plan saved yet). */
  current_version: z.number().int(),
  /** The newest version (0: none): a save names it as current_version. */
  last_version: z.number().int(),
  /** Same as last_version: the highest version the version picker offers. */
  last_available_version: z.number().int(),
  is_latest_version: z.boolean(),
  /** The staff member who saved the answered version, and their name. */
  last_updated_by: z.string().nullable(),
  last_updated_by_name: z.string().nullable(),
  last_updated_date: z.string().nullable(),
  modification_date: z.string().nullable(),
  wellness_plan_date_started: z.string().nullable(),
  wellness_plan_details: z.object({
    situation: z.string().nullable(),
    background: z.string().nullable(),
    assessment: z.string().nullable(),
    recommendations: z.string().nullable(),
    member_priorities: z.array(ListItemSchema),
    challenges: z.array(ListItemSchema),
  }),
});
export type WellnessPlan = z.infer<typeof WellnessPlanSchema>;

// ── goals ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** Statuses as the portal sends them: 'Completed', 'Deleted', 'In_Progress'… are accepted in any case. */
const WellnessGoalStatusInput = z
  .string({ error: FIELD_MESSAGES.required })
  .max(20)
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.enum(WELLNESS_GOAL_STATUSES, { error: "Invalid status" }));

const OptionalDate = z
  .union([z.literal(""), IsoDateField, z.null()])
  .optional()
  .transform((v) => (v === "" || v === undefined ? null : v));

export const WellnessGoalActionInput = z
  .object({
    /** Absent for a new row; an existing row's id otherwise. */
    goal_action_id: IdField.optional(),
    goal: requiredText(200),
    action: requiredText(200),
    status: WellnessGoalStatusInput,
    /** 0–100; a new row sent with 0 or without it is saved with 10 (spec 2 §9). */
    progress: z.coerce.number().int().min(0).max(100).optional(),
    start_date: OptionalDate,
    target_date: OptionalDate,
    notes: optionalText(NOTES_MAX_LENGTH).optional(),
  })
  .superRefine((g, ctx) => {
    if (g.start_date && g.target_date && g.start_date > g.target_date) {
      ctx.addIssue({ code: "custom", path: ["start_date"], message: WELLNESS_PLAN_MESSAGES.startAfterTarget });
      ctx.addIssue({ code: "custom", path: ["target_date"], message: WELLNESS_PLAN_MESSAGES.targetBeforeStart });
    }
    if (g.status === "deleted" && !g.goal_action_id) {
      ctx.addIssue({ code: "custom", path: ["goal_action_id"], message: "A new row is dropped, not deleted" });
    }
  });

/**
 * The goal save envelope (spec 2 §3). Only new, edited and deleted rows are sent (unchanged goal actions are not
 * resent, spec 2 §4): the others are carried into the new version as they were.
 */
export const WellnessGoalSaveBody = z
  .object({
    customer_id: CustomerIdField,
    /** 'senior' (spec 2 §3); 'caregiver' for a caregiver's plan (ours: the spec shows only seniors' saves). */
    role: z.enum(["senior", "caregiver"], { error: "must be 'senior' or 'caregiver'" }),
    last_updated_date: z.string().max(64).optional(),
    last_updated_by: z.string().max(128).optional(),
    careagent_id: IdField.nullable().optional(),
    current_version: VersionNumber,
    goal_actions: z.array(WellnessGoalActionInput).max(100, "At most 100 goal actions"),
  })
  .superRefine((b, ctx) => {
    const role = caregiverOfCustomerId(b.customer_id) === null ? "senior" : "caregiver";
    if (b.role !== role) ctx.addIssue({ code: "custom", path: ["role"], message: `must be '${role}' for this plan` });
  });

export const WellnessResourceSchema = z.object({
  resource_id: z.string(),
  goal_action_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** When it was added (ISO timestamp). */
  date: z.string(),
  /** File extension (pdf, png, jpg, txt, doc, docx) or 'url'. */
  format: z.string(),
  /** The link of a 'url' resource; null for files (ask signed-url). */
  url: z.string().nullable(),
  resource_version: z.number().int(),
  created_by: z.string().nullable(),
  last_updated_by: z.string().nullable(),
  last_viewed: z.string().nullable(),
});
export type WellnessResource = z.infer<typeof WellnessResourceSchema>;

export const WellnessGoalSchema = z.object({
  /** Same as goal_action_id: the row's id, stable across versions. */
  id: z.string(),
  goal_action_id: z.string(),
  goal: z.string(),
  action: z.string(),
  status: z.enum(WELLNESS_GOAL_STATUSES),
  progress: z.number().int(),
  /** Same as progress (spec 2 §3 progress/percentage). */
  percentage: z.number().int(),
  start_date: z.string().nullable(),
  target_date: z.string().nullable(),
  notes: z.string().nullable(),
  created_date: z.string(),
  /** The plan version this row is answered at. */
  current_version: z.number().int(),
  resources: z.array(WellnessResourceSchema),
});
export type WellnessGoal = z.infer<typeof WellnessGoalSchema>;

/** The goals list's cursor: base64url JSON [version, seq of the last row]; anything else is a 400. */
export function decodeWellnessGoalCursor(raw: string): { version: number; seq: number } | null {
  const values = decodeCursorValues(raw, 2);
  if (values === null) return null;
  const [version, seq] = values;
  const ok = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= 1_000_000;
  return ok(version) && ok(seq) && version >= 1 ? { version, seq } : null;
}
export const encodeWellnessGoalCursor = (c: { version: number; seq: number }): string =>
  encodeCursorValues([c.version, c.seq]);

export const WellnessGoalListQuery = z
  .object({
    customer_id: CustomerIdField,
    /** Default: the latest version. */
    version: ExistingVersion.optional(),
    last_evaluated_key: z
      .string()
      .max(256)
      .refine((raw) => decodeWellnessGoalCursor(raw) !== null, "not a cursor of this list")
      .optional(),
    /** JSON array of statuses (spec 3 §7, e.g. ["Started","In_Progress"]); default: every status but deleted. */
    status: jsonQuery(z.array(WellnessGoalStatusInput).min(1).max(WELLNESS_GOAL_STATUSES.length)).optional(),
    /** Rows a page: 6 (spec 2 §9); the dashboards ask 5. */
    limit: z.coerce.number().int().min(1).max(PAGE_SIZES.goals).default(PAGE_SIZES.goals),
  })
  .superRefine((q, ctx) => {
    const cursor = q.last_evaluated_key === undefined ? null : decodeWellnessGoalCursor(q.last_evaluated_key);
    if (cursor && q.version !== undefined && cursor.version !== q.version) {
      ctx.addIssue({ code: "custom", path: ["last_evaluated_key"], message: "not a cursor of this version" });
    }
  });

export const WellnessGoalActionMapSchema = z.object({
  goals: z.array(
    z.object({
      goal: z.string(),
      occupied: z.boolean(),
      rowIds: z.array(z.string()),
      actions: z.array(z.object({ actionName: z.string(), selected: z.boolean(), rowId: z.array(z.string()) })),
    }),
  ),
});

// ── notes ───────────────────────────────────────────────────────────────────────────────────────────────────────

export const WellnessGoalNoteSchema = z.object({
  note_id: z.string(),
  goal_action_id: z.string(),
  notes: z.string(),
  current_version: z.number().int(),
  created_by: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_date: z.string(),
});
export type WellnessGoalNote = z.infer<typeof WellnessGoalNoteSchema>;

/** Spec 2 §7: the plan's owner as caregiver_id or senior_id (exactly one), current_version, goal_action_id. */
const NoteTarget = {
  senior_id: IdField.optional(),
  caregiver_id: CaregiverIdField.optional(),
  current_version: ExistingVersion,
  goal_action_id: IdField,
};
const oneOwner = (t: { senior_id?: string | undefined; caregiver_id?: string | undefined }): boolean =>
  (t.senior_id === undefined) !== (t.caregiver_id === undefined);
const oneOwnerIssue = { path: ["senior_id"], message: "Send either senior_id or caregiver_id" };
export const WellnessGoalNoteQuery = z.object(NoteTarget).refine(oneOwner, oneOwnerIssue);
export const WellnessGoalNoteBody = z
  .object({ ...NoteTarget, notes: requiredText(NOTES_MAX_LENGTH) })
  .refine(oneOwner, oneOwnerIssue);

// ── resources ───────────────────────────────────────────────────────────────────────────────────────────────────

const ResourceFileInput = z.object({
  name: requiredText(255),
  description: optionalText(NOTES_MAX_LENGTH).optional(),
  content_type: z.enum(
    Object.keys(WELLNESS_RESOURCE_CONTENT_TYPES) as [WellnessResourceContentType, ...WellnessResourceContentType[]],
    {
      error: "Unsupported file format",
    },
  ),
  size: z.number().int().min(1, FIELD_MESSAGES.required).max(UPLOAD_LIMITS.maxFileBytes, UPLOAD_MESSAGES.fileTooLarge),
});
const ResourceUrlInput = z.object({
  name: requiredText(255),
  description: optionalText(NOTES_MAX_LENGTH).optional(),
  url: z
    .string()
    .trim()
    .max(2048)
    .pipe(z.url({ protocol: /^https?$/, error: "Invalid URL" })),
});

/** A new file, named by the resource id the portal chose for it (a uuid): its target is keyed by that id. */
const NewResourceFileInput = ResourceFileInput.extend({ resource_id: IdField }).meta({
  description: "A new file resource, addressed by the resource id (uuid) the client chose for it.",
});
/** An existing file resource of the plan's latest version: a fresh target for its current file. */
const ExistingResourceId = IdField.meta({
  description:
    "The resource id of an existing file resource (latest plan version, open goal): a fresh upload target for its " +
    "current file (resource_version unchanged), e.g. after the first target expired or its post failed.",
});

/** A file entry's resource id, whichever form it takes. */
export const uploadFileResourceId = (f: string | { resource_id: string }): string =>
  typeof f === "string" ? f : f.resource_id;

/**
 * Upload targets asked for by resource id (spec 2 §7: "request upload targets with senior_id, files (resource ids),
 * version; response gives url and fields per resource id"). `files` lists resource ids: a bare id for a file
 * resource that exists, or a new file with the id chosen for it. `goal_action_id` names the goal that new files and
 * URLs are added to; it may be left out when only existing resources are listed.
 */
export const WellnessResourceUploadBody = z
  .object({
    senior_id: IdField,
    /** The plan version on screen: must be the latest (older versions are read-only). */
    version: ExistingVersion,
    goal_action_id: IdField.optional().meta({
      description: "The goal new files and URLs are added to; not needed when `files` lists only existing resources.",
    }),
    files: z
      .array(z.union([ExistingResourceId, NewResourceFileInput]))
      .max(WELLNESS_RESOURCE_LIMITS.maxAttachments, WELLNESS_PLAN_MESSAGES.tooManyAttachments)
      .meta({
        description:
          "Resource ids: a bare id of an existing file resource, or {resource_id, name, content_type, size, " +
          "description?} for a new file. The answer's `targets` are keyed by these ids. Example: " +
          '["4f0d2a8e-3c1b-4a7e-9d55-0b7f6c2e1a90", {"resource_id": "9b1c7e22-5d4f-4e8a-8c3b-2f6a1d0e7c45", ' +
          '"name": "Walking plan.pdf", "content_type": "application/pdf", "size": 48213}]',
      })
      .default([]),
    urls: z
      .array(ResourceUrlInput)
      .max(WELLNESS_RESOURCE_LIMITS.maxUrls, WELLNESS_PLAN_MESSAGES.tooManyUrls)
      .default([]),
  })
  .superRefine((b, ctx) => {
    if (b.files.length + b.urls.length === 0) {
      ctx.addIssue({ code: "custom", path: ["files"], message: "Select at least one file or URL" });
    }
    const adds = b.urls.length > 0 || b.files.some((f) => typeof f !== "string");
    if (adds && b.goal_action_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["goal_action_id"], message: WELLNESS_PLAN_MESSAGES.goalRequired });
    }
    const seen = new Set<string>();
    b.files.forEach((f, i) => {
      const id = uploadFileResourceId(f).toLowerCase();
      if (seen.has(id)) {
        ctx.addIssue({ code: "custom", path: ["files", i], message: WELLNESS_PLAN_MESSAGES.duplicateResourceId });
      }
      seen.add(id);
    });
  });

/** A new file for a file resource (ours: spec 2 §3 gives resources a resource_version, the spec no call). */
export const WellnessResourceReplaceBody = z.object({
  senior_id: IdField,
  /** The plan version on screen: must be the latest (older versions are read-only). */
  version: ExistingVersion,
  resource_id: IdField,
  file: ResourceFileInput,
});

/** Where the browser posts one file (a form with `fields` first, then the file as `file`), per resource id. */
export const WellnessResourceUploadTargetSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  expires_in: z.number().int(),
});

export const wellnessPlanRoutes = {
  getWellnessPlan: defineRoute({
    operationId: "getWellnessPlan",
    method: "GET",
    path: "/api/users/wellness-plan",
    service: "users",
    summary: "A senior's wellness plan at a version (default: the latest); an empty plan at version 0 if none",
    access: WELLNESS_PLAN_ROLES,
    querystring: z.object({ customer_id: CustomerIdField, version: ExistingVersion.optional() }),
    data: WellnessPlanSchema,
  }),
  saveWellnessPlan: defineRoute({
    operationId: "saveWellnessPlan",
    method: "POST",
    path: "/api/users/wellness-plan",
    service: "users",
    summary:
      "Saves the plan as version current_version + 1 ('Wellness Plan has been successfully saved.'); 409 if stale",
    access: WELLNESS_PLAN_ROLES,
    body: WellnessPlanSaveBody,
    data: WellnessPlanSchema,
  }),
  listGoals: defineRoute({
    operationId: "listWellnessGoals",
    method: "GET",
    path: "/api/users/wellness-plan/goals",
    service: "users",
    summary: "The plan's goal rows at a version, 6 a page (data + lastEvaluatedKey); status filter for the dashboards",
    access: WELLNESS_PLAN_ROLES,
    querystring: WellnessGoalListQuery,
    data: z.object({ data: z.array(WellnessGoalSchema), lastEvaluatedKey: z.string().nullable() }),
  }),
  saveGoals: defineRoute({
    operationId: "saveWellnessGoals",
    method: "POST",
    path: "/api/users/wellness-plan/goals",
    service: "users",
    summary: "Saves new, edited and deleted goal rows as plan version current_version + 1; 409 if stale",
    access: WELLNESS_PLAN_ROLES,
    body: WellnessGoalSaveBody,
    data: z.object({ current_version: z.number().int(), goals: z.array(WellnessGoalSchema) }),
  }),
  goalActionMap: defineRoute({
    operationId: "getWellnessGoalActionMap",
    method: "GET",
    path: "/api/users/wellness-plan/goal-action-map",
    service: "users",
    summary: "Per catalogue goal: occupied, rowIds, and per action selected and rowId (latest version)",
    access: WELLNESS_PLAN_ROLES,
    querystring: z.object({ customer_id: CustomerIdField }),
    data: WellnessGoalActionMapSchema,
  }),
  listGoalNotes: defineRoute({
    operationId: "listWellnessGoalNotes",
    method: "GET",
    path: "/api/users/wellness-plan/goal-notes",
    service: "users",
    summary: "Notes of a goal action written up to a plan version, newest first",
    access: WELLNESS_PLAN_ROLES,
    querystring: WellnessGoalNoteQuery,
    data: z.object({ notes: z.array(WellnessGoalNoteSchema) }),
  }),
  addGoalNote: defineRoute({
    operationId: "addWellnessGoalNote",
    method: "POST",
    path: "/api/users/wellness-plan/goal-notes",
    service: "users",
    summary: "Adds a note to a goal action of the latest plan version",
    access: WELLNESS_PLAN_ROLES,
    body: WellnessGoalNoteBody,
    data: WellnessGoalNoteSchema,
  }),
  resourceUploadUrl: defineRoute({
    operationId: "createWellnessResourceUploads",
    method: "POST",
    path: "/api/users/wellness-plan/resources/upload-url",
    service: "users",
    summary:
      "Upload targets by resource id: an S3 presigned POST (≤ 15 MB) per file named in `files` (new ones are added " +
      "to goal_action_id), URLs stored as they are",
    access: WELLNESS_PLAN_ROLES,
    body: WellnessResourceUploadBody,
    data: z.object({
      /** The resources named in `files` (in that order), then the URLs added. */
      resources: z.array(WellnessResourceSchema),
      /** Per resource id of a file: where to post it. */
      targets: z.record(z.string(), WellnessResourceUploadTargetSchema).meta({
        description: "Keyed by the resource ids of `files`: the url to post to and the form fields to post first.",
      }),
    }),
  }),
  resourceSignedUrl: defineRoute({
    operationId: "getWellnessResourceSignedUrls",
    method: "GET",
    path: "/api/users/wellness-plan/resources/signed-url",
    service: "users",
    summary: "Signed GET urls (15 minutes) of file resources visible at a plan version",
    access: WELLNESS_PLAN_ROLES,
    querystring: z.object({
      senior_id: IdField,
      /** JSON array of resource ids. */
      files: jsonQuery(z.array(IdField).min(1).max(WELLNESS_RESOURCE_LIMITS.maxAttachments)),
      version: ExistingVersion,
      resource_version: z.coerce.number().int().min(1).max(1_000_000).optional(),
    }),
    data: z.object({
      urls: z.array(z.object({ resource_id: z.string(), url: z.string(), expires_in: z.number().int() })),
    }),
  }),
  replaceResource: defineRoute({
    operationId: "replaceWellnessResource",
    method: "PUT",
    path: "/api/users/wellness-plan/resources",
    service: "users",
    summary:
      "A new file for a file resource: resource_version + 1 and a presigned POST target; older files stay readable",
    access: WELLNESS_PLAN_ROLES,
    body: WellnessResourceReplaceBody,
    data: z.object({ resource: WellnessResourceSchema, target: WellnessResourceUploadTargetSchema }),
  }),
  deleteResource: defineRoute({
    operationId: "deleteWellnessResource",
    method: "DELETE",
    path: "/api/users/wellness-plan/resources",
    service: "users",
    summary: "Removes a resource from the latest version (older versions keep showing it)",
    access: WELLNESS_PLAN_ROLES,
    querystring: z.object({ senior_id: IdField, version: ExistingVersion, resource_id: IdField }),
    data: z.object({ resource_id: z.string() }),
  }),
} as const;
