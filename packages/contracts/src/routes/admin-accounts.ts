import { z } from "zod";
import { FETCH_LIMITS, PAGE_SIZES } from "../constants.js";
import { EmailField, FIELD_MESSAGES, optionalText, PhoneField, requiredText, ZipcodeField } from "../fields.js";
import { paged, pagingQuery } from "../paged.js";
import { defineRoute } from "../route.js";
import type { StaffRole } from "../roles.js";
import { IdField } from "./senior-common.js";

// Staff accounts of the admin area (issue 17 item 1; spec 2 §3 'Care agent', §4, §7 'Administration').

/** Who manages staff accounts: the administrators (BDMs run corporations and facilities, not staff). */
export const ACCOUNT_ADMIN_ROLES: readonly StaffRole[] = ["Admin", "Admin_WellnessServices"];

/** The roles an account of the Accounts page can hold; facility agents have their own page (corporate-users). */
export const ACCOUNT_ROLES = ["Admin", "CareAgent", "WarehouseEmployee", "BDM", "Admin_WellnessServices"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const SHIFTS = ["day", "evening", "overnight"] as const;
export type ShiftValue = (typeof SHIFTS)[number];
export const SHIFT_LABELS: Record<ShiftValue, string> = { day: "Day", evening: "Evening", overnight: "Overnight" };

/** The agent status filter (spec 2 §9 'Agent status filter Inactive/Active'). */
export const ACCOUNT_STATUSES = ["Active", "Inactive"] as const;

/** The time zones an account's location offers (US zones, as the service runs in the US). */
export const ACCOUNT_TIMEZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
] as const;

export const ACCOUNT_MESSAGES = {
  created: "Account created successfully!",
  saved: "Account saved successfully!",
  emailInUse: "Email address already in use",
  employeeIdInUse: "Employee id already in use",
  enabled: "Account enabled successfully.",
  disabled: "Account disabled successfully.",
  notFound: "Account not found",
  adminOnly: "Only an Admin can manage Admin accounts",
  emailAdminOnly: "Only an Admin can change the email of an Admin or Admin_WellnessServices account",
  mfaAdminOnly: "Only an Admin can switch off MFA of an Admin or Admin_WellnessServices account",
  unlocked: "Account unlocked successfully.",
  lastAdmin: "The last active Admin account cannot be disabled",
  shiftForBdm: "A BDM has no shift",
} as const;

/** Filter `assign`: agents with assigned members, or without any. */
export const ASSIGN_FILTERS = ["assigned", "unassigned"] as const;

export const CareAgentAccountsQuery = pagingQuery(PAGE_SIZES.adminAgentAccounts, FETCH_LIMITS.careAgentPaging).extend({
  /** Agents coaching at least one member of a facility of this corporation. */
  corporate_id: IdField.optional(),
  /** Every word must appear in the first, middle or last name; a blank non-empty text matches nobody. */
  search: z.string().max(100).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  role: z.enum(ACCOUNT_ROLES).optional(),
  assign: z.enum(ASSIGN_FILTERS).optional(),
  shift: z.enum(SHIFTS).optional(),
});

const Name = z.object({ first_name: z.string(), middle_name: z.string().nullable(), last_name: z.string() });

export const CareAgentAccountSchema = z.object({
  user_id: z.string(),
  employee_id: z.string().nullable(),
  name: Name,
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  phone_number: z.object({ number: z.string().nullable(), ext: z.string().nullable() }),
  location: z.object({
    zipcode: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    timezone: z.string(),
  }),
  /** Null for BDM. */
  shift: z.enum(SHIFTS).nullable(),
  is_first_login: z.boolean(),
  is_mfa_enabled: z.boolean(),
  is_active: z.boolean(),
  /**
   * When the latest sign-in or code lock of the account ends (ISO); null when none is on. A lock may be of one source
   * address only (a stranger's guesses): the owner may still sign in from elsewhere. An Admin can end it (unlock).
   */
  locked_until: z.string().nullable(),
  /** How many members the agent coaches now. */
  assignedSenior: z.number().int(),
});
export type CareAgentAccount = z.infer<typeof CareAgentAccountSchema>;

const isTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const CareAgentAccountBody = z
  .object({
    /** Absent: create the account; present: save it. */
    user_id: IdField.optional(),
    employee_id: requiredText(20).pipe(z.string().regex(/^[A-Za-z0-9-]+$/, "Letters, digits and '-' only")),
    name: z.object({
      first_name: requiredText(50),
      middle_name: optionalText(50).optional(),
      last_name: requiredText(50),
    }),
    email: EmailField,
    role: z.enum(ACCOUNT_ROLES, { error: FIELD_MESSAGES.required }),
    phone_number: z.object({
      number: PhoneField,
      ext: optionalText(6)
        .refine((v) => v === null || /^\d+$/.test(v), "Digits only")
        .optional(),
    }),
    location: z.object({
      zipcode: ZipcodeField,
      city: requiredText(100),
      state: z
        .string({ error: FIELD_MESSAGES.required })
        .trim()
        .toUpperCase()
        .pipe(
          z
            .string()
            .min(1, FIELD_MESSAGES.required)
            .regex(/^[A-Z]{2}$/, "Use the two-letter state code"),
        ),
      timezone: z.string().max(64).refine(isTimeZone, "Unknown time zone"),
    }),
    /** Required except for BDM, who has none (spec 2 §3). */
    shift: z.enum(SHIFTS).nullable().optional(),
    is_mfa_enabled: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (b.role === "BDM" && b.shift) {
      ctx.addIssue({ code: "custom", path: ["shift"], message: ACCOUNT_MESSAGES.shiftForBdm });
    }
    if (b.role !== "BDM" && !b.shift)
      ctx.addIssue({ code: "custom", path: ["shift"], message: FIELD_MESSAGES.required });
  });

export const AccountStatusBody = z.object({ user_id: IdField, is_active: z.boolean() });

export const AccountStatusSchema = z.object({
  user_id: z.string(),
  is_active: z.boolean(),
  /** The caller disabled their own account: every session of it has ended, the portal signs out. */
  signed_out: z.boolean(),
});

export const AccountUnlockBody = z.object({ user_id: IdField });
export const AccountUnlockSchema = z.object({ user_id: z.string(), locked_until: z.null() });

/** Who may end an account's sign-in and code locks (issue 25 item 4). */
export const ACCOUNT_UNLOCK_ROLES: readonly StaffRole[] = ["Admin"];

export const adminAccountRoutes = {
  careAgents: defineRoute({
    operationId: "listStaffAccounts",
    method: "GET",
    path: "/api/users/admin/care-agents",
    service: "users",
    summary: "Staff accounts (Accounts page): filters corporate, name words, status, role, assign, shift; 15 a page",
    access: ACCOUNT_ADMIN_ROLES,
    querystring: CareAgentAccountsQuery,
    data: paged(CareAgentAccountSchema),
  }),
  saveCareAgent: defineRoute({
    operationId: "saveStaffAccount",
    method: "POST",
    path: "/api/users/admin/care-agent",
    service: "users",
    summary: "Create a staff account (mails a first-login code) or save one (user_id)",
    access: ACCOUNT_ADMIN_ROLES,
    body: CareAgentAccountBody,
    data: CareAgentAccountSchema,
  }),
  careAgentStatus: defineRoute({
    operationId: "setStaffAccountStatus",
    method: "PUT",
    path: "/api/users/admin/care-agent/status",
    service: "users",
    summary: "Enable or disable a staff account; disabling ends its sessions",
    access: ACCOUNT_ADMIN_ROLES,
    body: AccountStatusBody,
    data: AccountStatusSchema,
  }),
  unlockCareAgent: defineRoute({
    operationId: "unlockStaffAccount",
    method: "PUT",
    path: "/api/users/admin/care-agent/unlock",
    service: "users",
    summary:
      "End every sign-in and code lock of a staff account (any address) and its failure counts; audited like every write",
    access: ACCOUNT_UNLOCK_ROLES,
    body: AccountUnlockBody,
    data: AccountUnlockSchema,
  }),
} as const;
