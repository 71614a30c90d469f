import { z } from "zod";
import { FIELD_MESSAGES } from "../fields.js";
import { defineRoute } from "../route.js";
import type { StaffRole } from "../roles.js";
import { MEMBER_TYPE_LABELS, type MemberTypeValue } from "./members.js";

// Roster import (issue 30 item 3, docs/roster-import.md): a CSV of members checked row by row with the Add User
// form's own schema (MinimalInfoBody) and texts, then upserted by member id in a BullMQ job.

/** The administrators, and facility agents for their own facility. */
export const ROSTER_IMPORT_ROLES: readonly StaffRole[] = ["Admin", "Admin_WellnessServices", "FACILITY_AGENT"];

/** Bounds of one upload: breaking one is a 400 naming it, before any row is read. */
export const ROSTER_LIMITS = { maxBytes: 1024 * 1024, maxRows: 1000 } as const;

/** The columns of the CSV, in the template's order. member_id, the upsert key, is required on every row. */
export const ROSTER_COLUMNS = [
  "member_id",
  "first_name",
  "middle_name",
  "last_name",
  "email",
  "mobile_number",
  "gender",
  "dob",
  "street",
  "apartment_number",
  "city",
  "state",
  "zipcode",
  "member_type",
  "facility",
  "is_resident",
] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];
/** Columns a file must have (the others may be left out; a column that is there may be blank where optional). */
export const ROSTER_REQUIRED_COLUMNS: readonly RosterColumn[] = ROSTER_COLUMNS.filter(
  (c) => !["middle_name", "apartment_number", "facility", "is_resident"].includes(c),
);

/** The template's example row (a made-up member; the template's rows are examples to overwrite). */
export const ROSTER_TEMPLATE_EXAMPLE: Record<RosterColumn, string> = {
  member_id: "200001",
  first_name: "Ada",
  middle_name: "",
  last_name: "Example",
  email: "ada.example@example.com",
  mobile_number: "(555) 010-0001",
  gender: "Female",
  dob: "1941-05-17",
  street: "20 W 34th St",
  apartment_number: "4B",
  city: "New York",
  state: "NY",
  zipcode: "10118",
  member_type: "At Home",
  facility: "",
  is_resident: "no",
};

/** Texts of the import itself; a row's field errors are the Add User form's own (FIELD_MESSAGES, MEMBER_MESSAGES). */
export const ROSTER_MESSAGES = {
  noFile: "Choose a CSV file to upload",
  tooLarge: `The file is larger than ${ROSTER_LIMITS.maxBytes / 1024 / 1024} MB`,
  tooManyRows: `The file has more than ${ROSTER_LIMITS.maxRows} rows`,
  noRows: "The file has no member rows",
  unreadable: "The file is not a readable CSV",
  notUtf8: "Save the file as CSV UTF-8 (it has NUL bytes: UTF-16 text or not text at all)",
  missingColumns: (columns: readonly string[]): string => `Missing columns: ${columns.join(", ")}`,
  unknownColumns: (columns: readonly string[]): string => `Unknown columns: ${columns.join(", ")}`,
  memberId: "Member id must be 6 digits",
  duplicateMemberId: "Member id appears more than once in the file",
  yesNo: "Use yes or no",
  unknownFacility: "Unknown facility",
  ambiguousFacility: "Several facilities have this name: use the facility id",
  otherFacility: "You can import members of your own facility only",
  checked: "Roster checked",
  started: "Roster import started",
  notQueued: "The import could not be queued; try again",
  notFound: "Import not found",
} as const;

/** A row's problem: the file's line (the header is line 1), the column and the Add User form's text. */
export const RosterRowErrorSchema = z.object({
  line: z.number().int(),
  member_id: z.string(),
  column: z.string(),
  message: z.string(),
});
export type RosterRowError = z.infer<typeof RosterRowErrorSchema>;

/** What the dry run found: nothing is written. */
export const RosterDryRunSchema = z.object({
  rows: z.number().int(),
  /** Rows that would be written: new members, changed members, and members already as the file says. */
  valid: z.number().int(),
  to_create: z.number().int(),
  to_update: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(RosterRowErrorSchema),
});
export type RosterDryRun = z.infer<typeof RosterDryRunSchema>;

export const ROSTER_IMPORT_STATES = ["queued", "running", "done", "failed"] as const;

/** One import as the portal follows it: its progress while the job runs, its result once done. */
export const RosterImportSchema = z.object({
  import_id: z.uuid(),
  state: z.enum(ROSTER_IMPORT_STATES),
  file_name: z.string(),
  /** Rows of the file. */
  rows: z.number().int(),
  /** Valid rows handed to the job, and how many of them it has written or compared so far. */
  total: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows left out: those the check refused at the start, then any the job could not write. */
  errors: z.array(RosterRowErrorSchema),
  /** ISO instants. */
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Why a failed import failed (the job's error). */
  failure: z.string().nullable(),
});
export type RosterImport = z.infer<typeof RosterImportSchema>;

/** A valid row as the job writes it: the Add User form's output with its facility, time zone and coordinates. */
export const RosterMemberRowSchema = z.object({
  line: z.number().int(),
  member_id: z.number().int().min(100000).max(999999),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  gender: z.string(),
  dob: z.string(),
  member_type: z.enum(Object.keys(MEMBER_TYPE_LABELS) as [MemberTypeValue, ...MemberTypeValue[]]),
  facility_id: z.uuid().nullable(),
  is_resident: z.boolean(),
  timezone: z.string(),
  street: z.string(),
  apartment_number: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type RosterMemberRow = z.infer<typeof RosterMemberRowSchema>;

const YES = new Set(["yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0", ""]);

/** is_resident as written: yes/no (true/false, 1/0); blank is no. Null for anything else. */
export function rosterYesNo(raw: string | undefined): boolean | null {
  const v = (raw ?? "").trim().toLowerCase();
  if (YES.has(v)) return true;
  return NO.has(v) ? false : null;
}

/** A member type as written: its stored value (at_home) or its label (At Home), any case; otherwise as written. */
export function rosterMemberType(raw: string | undefined): string {
  const v = (raw ?? "").trim();
  const key = v.toLowerCase();
  for (const [value, label] of Object.entries(MEMBER_TYPE_LABELS)) {
    if (key === value || key === label.toLowerCase()) return value;
  }
  return v;
}

/** A date as written: YYYY-MM-DD (the API's form) or MM/DD/YYYY (the portal's and spreadsheets'), sent as ISO. */
export function rosterDate(raw: string | undefined): string {
  const v = (raw ?? "").trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  return us ? `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}` : v;
}

/** The member id column: required, six digits. */
export const RosterMemberIdField = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .pipe(
    z
      .string()
      .min(1, FIELD_MESSAGES.required)
      .regex(/^[1-9]\d{5}$/, ROSTER_MESSAGES.memberId)
      .transform(Number),
  );

/** The Add User form's field path → the CSV column it came from (name.first_name → first_name...). */
export function rosterColumnOf(path: readonly PropertyKey[]): string {
  const [head, sub] = path.map(String);
  if ((head === "name" || head === "address") && sub) return sub;
  if (head === "isResident") return "is_resident";
  return head ?? "row";
}

const upload = {
  method: "POST",
  service: "roster-import",
  access: ROSTER_IMPORT_ROLES,
  consumes: ["multipart/form-data"],
} as const;

const P = "/api/roster-import";

export const rosterImportRoutes = {
  template: defineRoute({
    operationId: "downloadRosterTemplate",
    method: "GET",
    path: `${P}/template`,
    service: "roster-import",
    summary: "The roster CSV template: the header row and one example row",
    access: ROSTER_IMPORT_ROLES,
    data: z.never(),
    raw: { contentType: "text/csv; charset=utf-8" },
    // A blank template names no senior and holds no health data.
    readAudit: false,
  }),
  dryRun: defineRoute({
    ...upload,
    operationId: "dryRunRosterImport",
    path: `${P}/dry-run`,
    summary: "Checks a roster CSV (multipart `file`) row by row with the Add User rules; writes nothing",
    data: RosterDryRunSchema,
    // Writes nothing: the check reads members and facilities only.
    audit: false,
    seniorWrite: false,
  }),
  start: defineRoute({
    ...upload,
    operationId: "startRosterImport",
    path: `${P}/imports`,
    summary: "Checks a roster CSV (multipart `file`) and queues its valid rows to be upserted by member id",
    data: RosterImportSchema,
    // The members are written by the job, which audits each one under the caller's name (docs/roster-import.md);
    // a facility agent's rows are limited to their facility there, not by a senior_id of the request.
    seniorWrite: false,
  }),
  status: defineRoute({
    operationId: "getRosterImport",
    method: "GET",
    path: `${P}/imports/:import_id`,
    service: "roster-import",
    summary: "An import's progress and result (the caller's own imports only)",
    access: ROSTER_IMPORT_ROLES,
    params: z.object({ import_id: z.uuid({ error: "must be a uuid" }) }),
    data: RosterImportSchema,
    // Counts and row texts of the caller's own upload; no senior's health data.
    readAudit: false,
  }),
} as const;
