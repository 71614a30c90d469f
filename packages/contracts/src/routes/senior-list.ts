import { z } from "zod";
import { PAGE_SIZES, ZONES } from "../constants.js";
import { jsonQuery } from "../fields.js";
import { keyPaged } from "../paged.js";
import { defineRoute } from "../route.js";
import { BooleanQuery } from "./measurement-common.js";
import { decodeCursorValues, encodeCursorValues, Int4Id } from "./measurement-cursor.js";
import { DashboardSearchItem } from "./measurement-dashboard.js";
import { ONBOARDING_ROLES, UsersSeniorQuery } from "./senior-common.js";
import { FACILITY_TYPE_LABELS, type FacilityTypeValue } from "./members.js";

// The senior list of the Home page (spec 2 §7 "GET senior list") and the senior header card (spec 2 §2).

/** Sort fields of the senior list; member_since is the default (spec 2 §7, spec 3 §9). */
export const SENIOR_LIST_ORDERS = ["member_since", "name", "member_id"] as const;
export type SeniorListOrder = (typeof SENIOR_LIST_ORDERS)[number];

const FACILITY_TYPES = Object.keys(FACILITY_TYPE_LABELS) as [FacilityTypeValue, ...FacilityTypeValue[]];

/** The sort key of the last row of a page, with the order it belongs to; every one ends with the member id. */
export type SeniorListCursor =
  | { order: "member_since"; memberSince: string; memberId: number }
  | { order: "name"; lastName: string; firstName: string; memberId: number }
  | { order: "member_id"; memberId: number };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const isName = (v: unknown): v is string => typeof v === "string" && v.length <= 256 && !v.includes("\u0000");

function cursorValues(c: SeniorListCursor): unknown[] {
  if (c.order === "member_since") return [c.order, c.memberSince, c.memberId];
  if (c.order === "name") return [c.order, c.lastName, c.firstName, c.memberId];
  return [c.order, c.memberId];
}

/** base64url JSON `[order, …sort key, member id]`: opaque to the portal. */
export function encodeSeniorListCursor(c: SeniorListCursor): string {
  return encodeCursorValues(cursorValues(c));
}

/** The cursor the API issued, or null for anything else (a forged key is a 400, never a failing query). */
export function decodeSeniorListCursor(raw: string): SeniorListCursor | null {
  const items = decodeCursorValues(raw);
  if (items === null) return null;
  const memberId = items.at(-1);
  if (!Int4Id.safeParse(memberId).success) return null;
  const id = memberId as number;
  const [order, a, b] = items;
  if (order === "member_since" && items.length === 3) {
    if (typeof a !== "string" || !ISO_INSTANT.test(a) || Number.isNaN(Date.parse(a))) return null;
    return { order, memberSince: a, memberId: id };
  }
  if (order === "name" && items.length === 4 && isName(a) && isName(b)) {
    return { order, lastName: a, firstName: b, memberId: id };
  }
  if (order === "member_id" && items.length === 2) return { order, memberId: id };
  return null;
}

export const SeniorListQuery = z
  .object({
    /** Name and member-id searches, the care dashboard's rules (spec 3 §5): all must match. */
    search_query: jsonQuery(z.array(DashboardSearchItem).max(4)).optional(),
    last_evaluated_key: z
      .string()
      .max(1024)
      .refine((raw) => decodeSeniorListCursor(raw) !== null, "not a cursor of this list")
      .optional(),
    ascending: BooleanQuery.default(true),
    order: z.enum(SENIOR_LIST_ORDERS).default("member_since"),
    /** A care agent's own id (their default), another staff id (that agent's seniors), or 'all' (All Seniors). */
    assigned_to: z.union([z.literal("all"), z.uuid()]).optional(),
    zone: z.enum(ZONES).optional(),
    facility_type: z.enum(FACILITY_TYPES).optional(),
    facility_id: z.uuid().optional(),
    is_resident: BooleanQuery.optional(),
    /** true: only seniors with a wellness coach; false: only those without one. */
    assigned: BooleanQuery.optional(),
    /** Rows per page; the Home page's 100 (spec 2 §9) unless fewer are asked. */
    limit: z.coerce.number().int().min(1).max(PAGE_SIZES.homeSeniors).default(PAGE_SIZES.homeSeniors),
  })
  .superRefine((q, ctx) => {
    const cursor = q.last_evaluated_key === undefined ? null : decodeSeniorListCursor(q.last_evaluated_key);
    if (cursor && cursor.order !== q.order) {
      ctx.addIssue({ code: "custom", path: ["last_evaluated_key"], message: "not a cursor of this order" });
    }
  });

const Name = z.object({ first_name: z.string(), middle_name: z.string().nullable(), last_name: z.string() });

export const SeniorListRowSchema = z.object({
  senior_id: z.string(),
  account_id: z.string(),
  name: Name,
  member_id: z.number().int(),
  zone: z.enum(ZONES),
  /** Stored value; MEMBER_TYPE_LABELS has the text shown. */
  member_type: z.string(),
  /** ISO instant the member joined ('Member Since'). */
  member_since: z.string(),
  timezone: z.string(),
  is_resident: z.boolean(),
  facility_id: z.string().nullable(),
  facility_type: z.enum(FACILITY_TYPES).nullable(),
  /** The facility's name (agency), null for members at home. */
  agency: z.string().nullable(),
  /** The wellness coach (open care-agent assignment): full name, null when none. */
  coach_name: z.string().nullable(),
  profile_image_id: z.string().nullable(),
});
export type SeniorListRow = z.infer<typeof SeniorListRowSchema>;

/** What the senior header card shows (spec 2 §2, spec 3 §2). */
export const SeniorHeaderSchema = z.object({
  senior_id: z.string(),
  account_id: z.string(),
  name: Name,
  profile_image_id: z.string().nullable(),
  zone: z.enum(ZONES),
  member_type: z.string(),
  member_id: z.number().int(),
  /** ISO instant. */
  member_since: z.string(),
  /** YYYY-MM-DD, null when unknown. */
  dob: z.string().nullable(),
  timezone: z.string(),
  is_resident: z.boolean(),
  facility_type: z.enum(FACILITY_TYPES).nullable(),
  agency: z.string().nullable(),
  /** YYYY-MM-DD the resident moved in; Length of Stay counts from it. */
  move_in_date: z.string().nullable(),
});
export type SeniorHeader = z.infer<typeof SeniorHeaderSchema>;

export const seniorListRoutes = {
  seniorList: defineRoute({
    operationId: "listSeniors",
    method: "GET",
    path: "/api/users/senior/list",
    service: "users",
    summary:
      "Seniors in the caller's scope (Home page): searchable, filterable, cursor-paged; inactive members left out",
    access: ONBOARDING_ROLES,
    // Names, member numbers and coaches: who the members are, not their health data (no read audit).
    querystring: SeniorListQuery,
    data: keyPaged(SeniorListRowSchema),
  }),
  seniorHeader: defineRoute({
    operationId: "getSeniorHeader",
    method: "GET",
    path: "/api/users/senior/header",
    service: "users",
    summary: "The senior header card of every senior page: name, zone, member facts, agency, move-in date",
    access: ONBOARDING_ROLES,
    querystring: UsersSeniorQuery,
    data: SeniorHeaderSchema,
  }),
} as const;
