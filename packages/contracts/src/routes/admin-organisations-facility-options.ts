import { z } from "zod";
import { FETCH_LIMITS } from "../constants.js";
import { defineRoute } from "../route.js";
import { ONBOARDING_ROLES } from "./senior-common.js";
import { FACILITY_TYPE_LABELS, type FacilityTypeValue } from "./members.js";

const FACILITY_TYPES = Object.keys(FACILITY_TYPE_LABELS) as [FacilityTypeValue, ...FacilityTypeValue[]];

export const CorporateOptionSchema = z.object({ id: z.string(), name: z.string() });
export const FacilityOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  corporate_id: z.string(),
  facility_type: z.enum(FACILITY_TYPES),
});
export type CorporateOption = z.infer<typeof CorporateOptionSchema>;
export type FacilityOption = z.infer<typeof FacilityOptionSchema>;

/**
 * The corporate and facility pickers of the user-create form (spec 2 §3): names only, at most the facility
 * autocomplete's fetch limit (spec 2 §9, 200). A facility agent gets their own facility and its corporation only.
 */
export const facilityOptionRoutes = {
  facilityOptions: defineRoute({
    operationId: "listFacilityOptions",
    method: "GET",
    path: "/api/users/facilities/options",
    service: "users",
    summary: "Corporations and facilities for the member form's pickers, by name",
    access: ONBOARDING_ROLES,
    data: z.object({
      corporations: z.array(CorporateOptionSchema).max(FETCH_LIMITS.facilityAutocomplete),
      facilities: z.array(FacilityOptionSchema).max(FETCH_LIMITS.facilityAutocomplete),
    }),
  }),
} as const;
