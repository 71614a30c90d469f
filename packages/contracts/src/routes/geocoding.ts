import { z } from "zod";
import { STAFF_ROLES } from "../roles.js";
import { defineRoute } from "../route.js";

/** Answer text when no US place matches (404 in the envelope). */
export const GEOCODE_NOT_FOUND_MESSAGE = "No address found";
/** Longest address accepted: a full US street address is well under this; longer input is refused with 400. */
export const GEOCODE_ADDRESS_MAX_LENGTH = 300;

/**
 * One place, in the words of the senior address entity (spec 2 §3: street, city, state, zipcode,
 * coordinates {latitude, longitude}). Spec 1 §7 says the maps service answers "coordinates or address parts";
 * both routes answer both. Parts a provider does not know are null (the offline provider knows ZIPs, not streets).
 */
export const GeocodeMatchSchema = z.object({
  formatted_address: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  /** Two-letter USPS code, e.g. "NY". */
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.literal("US"),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type GeocodeMatch = z.infer<typeof GeocodeMatchSchema>;

// A query value is a string; an empty one must not coerce to 0 (a real coordinate).
const coordinate = (name: string, limit: number): z.ZodType<number> =>
  z
    .string()
    .trim()
    .min(1, "Required Field")
    .transform(Number)
    .pipe(
      z
        .number({ error: `Invalid ${name}` })
        .min(-limit, `${name} must be between -${limit} and ${limit}`)
        .max(limit, `${name} must be between -${limit} and ${limit}`),
    );

/**
 * The maps service (spec 1 §7). Callers: the member forms (address → coordinates, every role that reaches
 * /add-user or onboarding info: all six staff roles, spec 1 §2) and the location page's marker click
 * (coordinates → address; Admin, CareAgent, Admin_WellnessServices, a subset). So: every staff role.
 */
export const geocodingRoutes = {
  geocode: defineRoute({
    operationId: "geocodeAddress",
    method: "GET",
    path: "/api/users/geocode",
    service: "users",
    summary: "US address → coordinates and address parts (404 'No address found' when nothing matches)",
    access: STAFF_ROLES,
    querystring: z.object({
      address: z
        .string()
        .trim()
        .min(1, "Required Field")
        .max(GEOCODE_ADDRESS_MAX_LENGTH, `At most ${GEOCODE_ADDRESS_MAX_LENGTH} characters`),
    }),
    data: GeocodeMatchSchema,
  }),
  reverseGeocode: defineRoute({
    operationId: "reverseGeocode",
    method: "GET",
    path: "/api/users/reverse-geocode",
    service: "users",
    summary: "Coordinates → the nearest US address parts (404 'No address found' outside the US)",
    access: STAFF_ROLES,
    querystring: z.object({ lat: coordinate("lat", 90), lng: coordinate("lng", 180) }),
    data: GeocodeMatchSchema,
  }),
} as const;
