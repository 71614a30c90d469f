import { z } from "zod";
import { PAGE_SIZES, ZONES } from "../constants.js";
import { paged, pagingQuery } from "../paged.js";
import { defineRoute } from "../route.js";
import type { StaffRole } from "../roles.js";
import { IdField, UsersSeniorQuery } from "./senior-common.js";
import { FACILITY_TYPE_LABELS, type FacilityTypeValue } from "./members.js";

// The agency area (spec 1 §2 'Agency area', spec 3 §2 'Agency layout routes', 'Clients list', 'Resident dashboard'):
// the agency list with resident counts, one agency's detail, its clients (residents) and a resident's summary card.

const FACILITY_TYPES = Object.keys(FACILITY_TYPE_LABELS) as [FacilityTypeValue, ...FacilityTypeValue[]];

/** Agency list and agency home (spec 3 §6 'Agency list'). */
export const AGENCY_LIST_ROLES: readonly StaffRole[] = ["Admin", "FACILITY_AGENT", "BDM", "Admin_WellnessServices"];
/** Client list and client dashboard (spec 1 §2: the resident dashboard's roles). */
export const AGENCY_CLIENT_ROLES: readonly StaffRole[] = ["Admin", "FACILITY_AGENT", "Admin_WellnessServices"];

/** A name search: letters, digits, spaces and common punctuation (spec 3 §5), trimmed, spaces collapsed. */
const NameSearch = z
  .string()
  .max(100)
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .optional();

/** Active residents per zone; overall is the graph zones (blue + green + gold), total includes white. */
export const AgencyResidentCountsSchema = z.object({
  overall: z.number().int(),
  blue: z.number().int(),
  green: z.number().int(),
  gold: z.number().int(),
  white: z.number().int(),
  total_residents: z.number().int(),
});

/** Agency / facility detail (spec 3 §3): name, corporate, type, city, state, phone, with its resident counts. */
export const AgencyRowSchema = z.object({
  facility_id: z.string(),
  name: z.string(),
  corporate_id: z.string(),
  corporate_name: z.string(),
  facility_type: z.enum(FACILITY_TYPES),
  address_city: z.string().nullable(),
  address_state: z.string().nullable(),
  /** Digits as stored (the portal shows the (999) 999-9999 mask). */
  phone: z.string().nullable(),
  resident_counts: AgencyResidentCountsSchema,
});
export type AgencyRow = z.infer<typeof AgencyRowSchema>;

export const AgencyListQuery = pagingQuery(PAGE_SIZES.default, 100).extend({
  /** Agency or corporate name contains (case-insensitive). */
  search: NameSearch,
});

export const AgencyDetailQuery = z.object({ facility_id: IdField });

export const AgencyResidentsQuery = pagingQuery(PAGE_SIZES.residents, 100).extend({
  facility_id: IdField,
  /** First or last name contains (case-insensitive); every word must match. */
  search: NameSearch,
  /** The client-type filter; absent is 'All Clients'. */
  facility_type: z.enum(FACILITY_TYPES).optional(),
});

export const AgencyResidentRowSchema = z.object({
  senior_id: z.string(),
  account_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image_id: z.string().nullable(),
  zone: z.enum(ZONES),
  facility_type: z.enum(FACILITY_TYPES),
  /** Whole days since the move-in date (LOS), null when the move-in date is unknown. */
  los_days: z.number().int().nullable(),
  /** The wellness coach (open care-agent assignment), null when none. */
  coach_name: z.string().nullable(),
  timezone: z.string(),
});
export type AgencyResidentRow = z.infer<typeof AgencyResidentRowSchema>;

const WATCH_STATUSES = ["online", "offline", "unknown"] as const;

/** The resident summary card (spec 3 §2 'Resident dashboard') with the client minimal info of spec 3 §3. */
export const ResidentSummarySchema = z.object({
  user_id: z.string(),
  senior_id: z.string(),
  account_id: z.string(),
  name: z.object({ first_name: z.string(), middle_name: z.string().nullable(), last_name: z.string() }),
  zone: z.enum(ZONES),
  facility_id: z.string(),
  facility_type: z.enum(FACILITY_TYPES),
  /** ISO instant. */
  member_since: z.string(),
  coach_name: z.string().nullable(),
  /** YYYY-MM-DD. */
  dob: z.string().nullable(),
  mobile_number: z.string().nullable(),
  /** The linked watch, null when none is linked. */
  watch: z
    .object({
      phone: z.string().nullable(),
      vendor: z.string().nullable(),
      status: z.enum(WATCH_STATUSES),
    })
    .nullable(),
  /** The first care-circle member marked as emergency contact. */
  emergency_contact: z.object({ name: z.string(), mobile_number: z.string().nullable() }).nullable(),
  /** 'Local 911 #': the emergency phone of the basic info. */
  local_911: z.string().nullable(),
  /** The primary doctor (or the first doctor) with the office number. */
  primary_doctor: z.object({ name: z.string(), office_phone: z.string().nullable() }).nullable(),
});
export type ResidentSummary = z.infer<typeof ResidentSummarySchema>;

const S = "users";

export const agencyRoutes = {
  agencyList: defineRoute({
    operationId: "listAgencies",
    method: "GET",
    path: "/api/users/agency/list",
    service: S,
    summary: "Agencies (facilities) with corporate, type, city/state, phone and resident counts; 10 a page",
    access: AGENCY_LIST_ROLES,
    // Facility names and head counts: no senior's data.
    readAudit: false,
    querystring: AgencyListQuery,
    data: paged(AgencyRowSchema),
  }),
  agencyDetail: defineRoute({
    operationId: "getAgencyDetail",
    method: "GET",
    path: "/api/users/agency/detail",
    service: S,
    summary: "One agency's header card: name, location, phone, resident counts (facility agents: their own only)",
    access: AGENCY_LIST_ROLES,
    // Facility facts and head counts: no senior's data.
    readAudit: false,
    querystring: AgencyDetailQuery,
    data: AgencyRowSchema,
  }),
  agencyResidents: defineRoute({
    operationId: "listAgencyResidents",
    method: "GET",
    path: "/api/users/agency/residents",
    service: S,
    summary: "An agency's active residents (Clients list): name, LOS, wellness coach; 40 a page",
    access: AGENCY_CLIENT_ROLES,
    // Names, move-in days and coaches: who the residents are, not their health data (like the senior list).
    readAudit: false,
    querystring: AgencyResidentsQuery,
    data: paged(AgencyResidentRowSchema),
  }),
  residentSummary: defineRoute({
    operationId: "getResidentSummary",
    method: "GET",
    path: "/api/users/agency/resident-summary",
    service: S,
    summary: "A resident's summary card: phones, watch, emergency contact, Local 911 #, primary doctor",
    access: AGENCY_CLIENT_ROLES,
    querystring: UsersSeniorQuery,
    data: ResidentSummarySchema,
  }),
} as const;
