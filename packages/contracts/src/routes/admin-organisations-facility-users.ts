import { z } from "zod";
import { FETCH_LIMITS, PAGE_SIZES } from "../constants.js";
import { EmailField, FIELD_MESSAGES, requiredText } from "../fields.js";
import { paged, pagingQuery } from "../paged.js";
import { defineRoute } from "../route.js";
import { ORGANISATION_ADMIN_ROLES } from "./admin-organisations.js";
import { IdField, OptionalPhoneField } from "./senior-common.js";
import { FACILITY_TYPE_LABELS, type FacilityTypeValue } from "./members.js";

// Facility (agency) agents, spec 2 §3 'facility agent' and §7 'Facility users': the admin's list with its filters,
// creation (a first-login mail with a one-time code) and disable (DELETE) / enable (PUT) by email.

const FACILITY_TYPES = Object.keys(FACILITY_TYPE_LABELS) as [FacilityTypeValue, ...FacilityTypeValue[]];

/** The agent type code of facility agents and its label (spec 2 §3). */
export const FACILITY_AGENT_TYPE = { code: "FACA", label: "Business Care Agent" } as const;

/** The status filter's choices (spec 2 §9 'Agent status filter Inactive/Active'). */
export const AGENT_STATUSES = ["Active", "Inactive"] as const;

export const FACILITY_USER_MESSAGES = {
  created: "Account created successfully!",
  emailInUse: "Email address already in use",
  unknownFacility: "Facility not found",
  disabled: "Account disabled successfully!",
  enabled: "Account enabled successfully!",
} as const;

export const FacilityUserRowSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Digits as stored. */
  phone: z.string().nullable(),
  role: z.literal("FACILITY_AGENT"),
  agent_type: z.literal(FACILITY_AGENT_TYPE.code),
  agent_type_label: z.literal(FACILITY_AGENT_TYPE.label),
  /** The facility (account) the agent manages. */
  account_id: z.string().nullable(),
  account_name: z.string().nullable(),
  corporate_id: z.string().nullable(),
  corporate_name: z.string().nullable(),
  facility_type: z.enum(FACILITY_TYPES).nullable(),
  address_street: z.string().nullable(),
  address_city: z.string().nullable(),
  address_state: z.string().nullable(),
  address_postalcode: z.string().nullable(),
  is_active: z.boolean(),
  is_first_login: z.boolean(),
});
export type FacilityUserRow = z.infer<typeof FacilityUserRowSchema>;

export const FacilityUserListQuery = pagingQuery(
  PAGE_SIZES.corporateFacilityUsers,
  FETCH_LIMITS.corpFacilityUsers,
).extend({
  /** Only facility agents exist as facility users; the spec's client always sends FACA. */
  agent: z.literal(FACILITY_AGENT_TYPE.code).default(FACILITY_AGENT_TYPE.code),
  corporate_id: IdField.optional(),
  /** The facility (agency) id; absent is 'All Agencies'. */
  agency: IdField.optional(),
  /** Every word must match the first or the last name; a blank one is no filter. */
  agent_name: z
    .string()
    .max(100)
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .optional(),
  status: z.enum(AGENT_STATUSES).optional(),
});

/** A picked facility: 'Required Field' when none was picked. */
const PickedFacility = z
  .string({ error: FIELD_MESSAGES.required })
  .min(1, FIELD_MESSAGES.required)
  .pipe(z.uuid({ error: "must be a uuid" }));

export const FacilityUserCreateBody = z.object({
  first_name: requiredText(50),
  last_name: requiredText(50),
  email: EmailField,
  phone: OptionalPhoneField,
  facility_id: PickedFacility,
});

export const FacilityUserEmailInput = z.object({ email: EmailField });

export const facilityUserRoutes = {
  listFacilityUsers: defineRoute({
    operationId: "listFacilityUsers",
    method: "GET",
    path: "/api/users/admin/facility-users",
    service: "users",
    summary: "Facility agents with corporate, agency, name and status filters (15 a page, 100 a call)",
    access: ORGANISATION_ADMIN_ROLES,
    querystring: FacilityUserListQuery,
    data: paged(FacilityUserRowSchema),
  }),
  createFacilityUser: defineRoute({
    operationId: "createFacilityUser",
    method: "POST",
    path: "/api/users/admin/facility-user",
    service: "users",
    summary: "Create a facility agent; they get a first-login mail with a one-time code",
    access: ORGANISATION_ADMIN_ROLES,
    body: FacilityUserCreateBody,
    data: FacilityUserRowSchema,
  }),
  disableFacilityUser: defineRoute({
    operationId: "disableFacilityUser",
    method: "DELETE",
    path: "/api/users/admin/facility-user",
    service: "users",
    summary: "Disable a facility agent by email (their sessions end)",
    access: ORGANISATION_ADMIN_ROLES,
    querystring: FacilityUserEmailInput,
    data: FacilityUserRowSchema,
  }),
  enableFacilityUser: defineRoute({
    operationId: "enableFacilityUser",
    method: "PUT",
    path: "/api/users/admin/facility-user",
    service: "users",
    summary: "Enable a facility agent by email",
    access: ORGANISATION_ADMIN_ROLES,
    body: FacilityUserEmailInput,
    data: FacilityUserRowSchema,
  }),
} as const;
