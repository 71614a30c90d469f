import { z } from "zod";
import { FETCH_LIMITS, PAGE_SIZES } from "../constants.js";
import { FIELD_MESSAGES, jsonQuery, PhoneField, requiredText, ZipcodeField } from "../fields.js";
import { paged, pagingQuery } from "../paged.js";
import { defineRoute } from "../route.js";
import type { StaffRole } from "../roles.js";
import { decodeCursorValues, encodeCursorValues } from "./measurement-cursor.js";
import { IdField } from "./senior-common.js";
import { FACILITY_TYPE_LABELS, type FacilityTypeValue } from "./members.js";

// Corporations and their facilities (agencies), spec 2 §3 'Corporation, facility, facility agent' and §7
// 'Administration': the admin's corporate management list and a corporation's facility list, with creation.

/** Who manages corporations, facilities and their agents: the admin area's roles (spec 1 §2); a BDM lands here. */
export const ORGANISATION_ADMIN_ROLES: readonly StaffRole[] = ["Admin", "BDM", "Admin_WellnessServices"];

const FACILITY_TYPES = Object.keys(FACILITY_TYPE_LABELS) as [FacilityTypeValue, ...FacilityTypeValue[]];

export const ORGANISATION_MESSAGES = {
  saved: "Saved Successfully",
  corporationNameInUse: "A corporation with this name already exists",
  facilityNameInUse: "A facility with this name already exists in this corporation",
  unknownCorporation: "Corporation not found",
} as const;

/** A name search: trimmed, spaces collapsed; a blank one is no filter. */
const NameSearch = z
  .string()
  .max(100)
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .optional();

const StateCode = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .toUpperCase()
  .pipe(
    z
      .string()
      .min(1, FIELD_MESSAGES.required)
      .regex(/^[A-Z]{2}$/, "Use the two-letter state code"),
  );

// ── Corporations ────────────────────────────────────────────────────────────────────────────────────────────────

export const CorporationRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Digits as stored; the portal shows (999) 999-9999. */
  phone_office: z.string().nullable(),
  facility_count: z.number().int(),
  /** Active members living in the corporation's facilities. */
  total_residents: z.number().int(),
});
export type CorporationRow = z.infer<typeof CorporationRowSchema>;

export const CorporateListQuery = pagingQuery(
  PAGE_SIZES.corporateAndFacilities,
  FETCH_LIMITS.corporateAndFacilities,
).extend({
  /** Corporation name contains (case-insensitive). */
  corporation_name: NameSearch,
});

export const CorporateCreateBody = z.object({
  name: requiredText(120),
  phone_office: PhoneField,
});

// ── Facilities ──────────────────────────────────────────────────────────────────────────────────────────────────

/** The spec's facility type flags: 'Y' on the facility's type, null on the others. */
const YesFlag = z.literal("Y").nullable();

export const FacilityRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  corporate_id: z.string(),
  corporate_name: z.string(),
  /** ISO timestamp of the last change. */
  date_modified: z.string(),
  address_street: z.string().nullable(),
  address_city: z.string().nullable(),
  address_state: z.string().nullable(),
  address_postalcode: z.string().nullable(),
  /** Active members living here. */
  total_residents: z.number().int(),
  phone_office: z.string().nullable(),
  facility_type: z.enum(FACILITY_TYPES),
  assisted_living_yn_c: YesFlag,
  independent_living_yn_c: YesFlag,
  memory_care_yn_c: YesFlag,
});
export type FacilityRow = z.infer<typeof FacilityRowSchema>;

/** The keyset of the facility list: (name, id) of the last row of a page. */
export interface FacilityCursor {
  name: string;
  id: string;
}

/** base64url JSON `[name, id]`; null when it is not a cursor the API issues (a forged key is a 400, never a 500). */
export function decodeFacilityCursor(raw: string): FacilityCursor | null {
  const values = decodeCursorValues(raw, 2);
  if (values === null) return null;
  const [name, id] = values;
  if (typeof name !== "string" || name.length > 256 || name.includes("\u0000")) return null;
  if (!IdField.safeParse(id).success) return null;
  return { name, id: id as string };
}

export const encodeFacilityCursor = (c: FacilityCursor): string => encodeCursorValues([c.name, c.id]);

export const FacilityListQuery = z.object({
  corporate_id: IdField,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(FETCH_LIMITS.corporateAndFacilities)
    .default(FETCH_LIMITS.corporateAndFacilities),
  last_evaluated_key: z
    .string()
    .max(512)
    .refine((raw) => decodeFacilityCursor(raw) !== null, "not a cursor of this list")
    .optional(),
});

export const FacilityListData = z.object({
  corporate: CorporationRowSchema,
  facilities: z.array(FacilityRowSchema),
  /** Active residents over every facility of the corporation (not only this page). */
  totalResidents: z.number().int(),
  /** Send back as last_evaluated_key for the next rows; null at the end. */
  lastEvaluatedKey: z.string().nullable(),
});

export const FacilityCreateBody = z.object({
  corporate_id: IdField,
  name: requiredText(120),
  facility_type: z.enum(FACILITY_TYPES, { error: FIELD_MESSAGES.required }),
  address_street: requiredText(200),
  address_city: requiredText(100),
  address_state: StateCode,
  address_postalcode: ZipcodeField,
  phone_office: PhoneField,
});

/** Agency details by id (spec 2 §7): at most one fetch's worth of ids. */
export const FacilityDetailsQuery = z.object({
  facility_ids: jsonQuery(z.array(IdField).min(1).max(FETCH_LIMITS.corporateAndFacilities)),
});

export const adminOrganisationRoutes = {
  listCorporates: defineRoute({
    operationId: "listCorporates",
    method: "GET",
    path: "/api/users/corporates",
    service: "users",
    summary: "Corporations by name with their facility count and residents (10 a page, 100 a call)",
    access: ORGANISATION_ADMIN_ROLES,
    querystring: CorporateListQuery,
    data: paged(CorporationRowSchema),
  }),
  createCorporate: defineRoute({
    operationId: "createCorporate",
    method: "POST",
    path: "/api/users/corporates",
    service: "users",
    summary: "Create a corporation (409 when the name is taken)",
    access: ORGANISATION_ADMIN_ROLES,
    body: CorporateCreateBody,
    data: CorporationRowSchema,
  }),
  listFacilities: defineRoute({
    operationId: "listFacilities",
    method: "GET",
    path: "/api/users/facilities",
    service: "users",
    summary: "One corporation's facilities by name, with the corporation's resident total (cursor paged)",
    access: ORGANISATION_ADMIN_ROLES,
    querystring: FacilityListQuery,
    data: FacilityListData,
  }),
  createFacility: defineRoute({
    operationId: "createFacility",
    method: "POST",
    path: "/api/users/facilities",
    service: "users",
    summary: "Create a facility in a corporation (409 when the corporation has one of that name)",
    access: ORGANISATION_ADMIN_ROLES,
    body: FacilityCreateBody,
    data: FacilityRowSchema,
  }),
  facilityDetails: defineRoute({
    operationId: "facilityDetails",
    method: "GET",
    path: "/api/users/facilities/details",
    service: "users",
    summary: "Agency details for a list of facility ids (unknown ids are left out)",
    access: ORGANISATION_ADMIN_ROLES,
    querystring: FacilityDetailsQuery,
    data: z.object({ facilities: z.array(FacilityRowSchema) }),
  }),
} as const;
