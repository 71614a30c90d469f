import { z } from "zod";

/** Facility of an agency (facility) agent, carried in the token and the stored session (spec 1 §3). */
export const FacilityInfoSchema = z.object({
  corporate_name: z.string(),
  corporate_id: z.string(),
  facility_id: z.string(),
  facility_type: z.string(),
  facility_name: z.string(),
});
export type FacilityInfo = z.infer<typeof FacilityInfoSchema>;

/** What the short-lived access token carries. The portal decodes it; the API trusts it after verifying. */
export const AccessClaimsSchema = z.object({
  sub: z.string().describe("Staff user id"),
  email: z.string(),
  roles: z.array(z.string()).describe("Primary role first, then secondary roles"),
  name: z.object({ first_name: z.string(), middle_name: z.string().nullable(), last_name: z.string() }),
  first_login: z
    .boolean()
    .describe("A forced password reset is pending: the portal sends the user to /choose-password"),
  facility_info: FacilityInfoSchema.nullable(),
  password_created: z.string().describe("ISO date the current password was set"),
});
export type AccessClaims = z.infer<typeof AccessClaimsSchema>;

/**
 * What ties an access token to the sign-in it came from (issue 25 item 3). The API refuses the token at once when
 * that sign-in ended (logout, reuse detected) or the account's access version moved on (password, roles, facility,
 * email, disable). The portal never needs them.
 */
export const SessionClaimsSchema = z.object({
  sid: z.string().describe("The refresh-token family (sign-in) the token was issued in"),
  av: z.number().int().describe("The account's access version when the token was signed"),
});
export type SessionClaims = z.infer<typeof SessionClaimsSchema>;
