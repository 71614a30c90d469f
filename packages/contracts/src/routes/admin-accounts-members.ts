import { z } from "zod";
import { PAGE_SIZES } from "../constants.js";
import { jsonQuery, requiredText } from "../fields.js";
import { keyPaged } from "../paged.js";
import { defineRoute } from "../route.js";
import type { StaffRole } from "../roles.js";
import { ACCOUNT_ADMIN_ROLES, SHIFTS } from "./admin-accounts.js";
import { decodeCursorValues, encodeCursorValues, Int4Id } from "./measurement-cursor.js";
import { IdField } from "./senior-common.js";

// Member accounts and coach assignment of the admin area (issue 17 items 2 and 5; spec 2 §3 'Member
// disable/enable', §4, §5 'Seniors with is_active false are excluded from mapping lists', §7 'Administration').

/** Member accounts: the administrators and BDMs (who onboard members). */
export const MEMBER_ADMIN_ROLES: readonly StaffRole[] = ["Admin", "BDM", "Admin_WellnessServices"];
/** Coach assignment: the administrators. */
export const COACH_MAP_ROLES: readonly StaffRole[] = ACCOUNT_ADMIN_ROLES;

/** Spec 2 §9 'Mapping batches 100'. */
export const COACH_MAP_BATCH = 100;

export const MEMBER_ADMIN_MESSAGES = {
  disabled: "Member account disabled successfully.",
  enabled: "Member account enabled successfully.",
  /** Spec 2 §8, with {coach} the wellness coach's name. */
  stillAssigned: (coach: string): string =>
    `${coach} could not be disabled as the Member is still assigned to a Wellness Coach.`,
  memberNotFound: "Member not found",
  coachNotFound: "Wellness coach not found",
  assigned: "Members assigned successfully.",
  unassigned: "Members unassigned successfully.",
} as const;

/** The sort key of the last row of a page: last name, first name, member id. */
export interface AdminSeniorCursor {
  lastName: string;
  firstName: string;
  memberId: number;
}

export function encodeAdminSeniorCursor(c: AdminSeniorCursor): string {
  return encodeCursorValues([c.lastName, c.firstName, c.memberId]);
}

/** The cursor the API issued, or null for anything else. */
export function decodeAdminSeniorCursor(raw: string): AdminSeniorCursor | null {
  const values = decodeCursorValues(raw, 3);
  if (values === null) return null;
  const [lastName, firstName, memberId] = values;
  if (typeof lastName !== "string" || typeof firstName !== "string" || !Int4Id.safeParse(memberId).success) {
    return null;
  }
  if (lastName.length > 256 || firstName.length > 256) return null;
  return { lastName, firstName, memberId: memberId as number };
}

export const MEMBER_STATUSES = ["Active", "Inactive"] as const;

export const AdminSeniorsQuery = z.object({
  /** Words of the member's name, all must match (trimmed, spaces collapsed), or a member id (digits). */
  search_by_name: z.string().max(100).optional(),
  /** The shift of the member's wellness coach. */
  shift: z.enum(SHIFTS).optional(),
  facility_id: IdField.optional(),
  /** A wellness coach's user id, or 'unassigned' for members without one. */
  coach: z.union([z.literal("unassigned"), z.uuid()]).optional(),
  /** Absent: every member (disabled ones too). */
  status: z.enum(MEMBER_STATUSES).optional(),
  last_evaluated_key: z
    .string()
    .max(1024)
    .refine((raw) => decodeAdminSeniorCursor(raw) !== null, "not a cursor of this list")
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.coachAssignment),
});

export const AdminSeniorSchema = z.object({
  senior_id: z.string(),
  account_id: z.string(),
  member_id: z.number().int(),
  name: z.object({ first_name: z.string(), middle_name: z.string().nullable(), last_name: z.string() }),
  full_name: z.string(),
  email: z.string().nullable(),
  mobile_number: z.string().nullable(),
  timezone: z.string(),
  facility_id: z.string().nullable(),
  agency: z.string().nullable(),
  coach_id: z.string().nullable(),
  coach_name: z.string().nullable(),
  coach_shift: z.enum(SHIFTS).nullable(),
  is_active: z.boolean(),
  disabled_reason: z.string().nullable(),
  /** ISO instant. */
  disabled_at: z.string().nullable(),
  account_disabled_by: z.string().nullable(),
  /** ISO instant. */
  member_since: z.string(),
});
export type AdminSenior = z.infer<typeof AdminSeniorSchema>;

export const MemberDisableBody = z.object({
  member_id: z.number().int().min(100000).max(999999),
  reason: requiredText(500),
});
export const MemberEnableBody = z.object({ member_id: z.number().int().min(100000).max(999999) });

export const MemberStatusSchema = z.object({ member_id: z.number().int(), is_active: z.boolean() });

const SeniorIds = z.array(IdField).min(1).max(COACH_MAP_BATCH);

export const CoachMapBody = z.object({ care_agent_id: IdField, senior_ids: SeniorIds });
export const CoachUnmapQuery = z.object({ senior_ids: jsonQuery(SeniorIds) });

export const CoachMapResultSchema = z.object({
  /** Members now with this coach (newly, or moved from another coach). */
  assigned: z.array(z.number().int()),
  /** Members that already had this coach. */
  unchanged: z.array(z.number().int()),
  /** Disabled or unknown members, left out (spec 2 §5). */
  skipped: z.array(z.string()),
});
export const CoachUnmapResultSchema = z.object({
  unassigned: z.array(z.number().int()),
  /** Members without a coach, or unknown. */
  skipped: z.array(z.string()),
});

export const adminMemberRoutes = {
  seniors: defineRoute({
    operationId: "listMemberAccounts",
    method: "GET",
    path: "/api/users/admin/seniors",
    service: "users",
    summary: "Member accounts by name, coach shift, facility, coach and status; cursor-paged by name",
    access: MEMBER_ADMIN_ROLES,
    querystring: AdminSeniorsQuery,
    data: keyPaged(AdminSeniorSchema),
  }),
  disableMember: defineRoute({
    operationId: "disableMember",
    method: "POST",
    path: "/api/users/admin/member/disable",
    service: "users",
    summary: "Disable a member account with a reason; refused while a wellness coach is assigned",
    access: MEMBER_ADMIN_ROLES,
    body: MemberDisableBody,
    data: MemberStatusSchema,
  }),
  enableMember: defineRoute({
    operationId: "enableMember",
    method: "POST",
    path: "/api/users/admin/member/enable",
    service: "users",
    summary: "Enable a disabled member account",
    access: MEMBER_ADMIN_ROLES,
    body: MemberEnableBody,
    data: MemberStatusSchema,
  }),
  assignCoach: defineRoute({
    operationId: "assignSeniorsToCoach",
    method: "POST",
    path: "/api/users/senior-coach-map",
    service: "users",
    summary: "Assign up to 100 members to a wellness coach (disabled members left out)",
    access: COACH_MAP_ROLES,
    body: CoachMapBody,
    data: CoachMapResultSchema,
  }),
  unassignCoach: defineRoute({
    operationId: "unassignSeniorsFromCoach",
    method: "DELETE",
    path: "/api/users/senior-coach-map",
    service: "users",
    summary: "Unassign up to 100 members from their wellness coach",
    access: COACH_MAP_ROLES,
    querystring: CoachUnmapQuery,
    data: CoachUnmapResultSchema,
  }),
} as const;
