import { z } from "zod";
import { defineRoute } from "../route.js";
import { LoginResponseSchema, TokenPairSchema } from "./auth.js";

/**
 * Texts of single sign-on (docs/sso.md). `{label}` is SSO_BUTTON_LABEL, the provider's name as the login page
 * shows it; `{email}` the address the provider vouched for.
 */
export const SSO_MESSAGES = {
  disabled: "Single sign-on is not set up for this portal.",
  unavailable: "{label} cannot be reached. Please try again in a minute or sign in with your password.",
  expired: "The single sign-on attempt expired or was not started in this browser. Please try again.",
  stateMismatch: "The answer from {label} does not belong to the sign-in started in this browser. Please try again.",
  providerRefused: "{label} did not sign you in ({error}).",
  failed: "The answer from {label} could not be verified. Please try again.",
  noEmail: "{label} did not share your email address, so no portal account can be matched. Ask your administrator.",
  unverified:
    "{label} has not verified your email address {email}, so it cannot be matched to a portal account. Ask your administrator.",
  unknownEmail:
    "No care portal account uses {email}. Single sign-on never creates accounts: ask your administrator to create one.",
} as const;

export const SsoConfigSchema = z.object({
  enabled: z.boolean(),
  label: z.string().nullable().describe("The provider's name for 'Sign in with <label>'; null when SSO is off"),
});

const S = "cognito";
const P = "/api/cognito/sso";

export const ssoRoutes = {
  ssoConfig: defineRoute({
    operationId: "getSsoConfig",
    method: "GET",
    path: `${P}/config`,
    service: S,
    summary: "Whether the login page offers single sign-on, and the provider's name for its button",
    // The login page asks before anyone is signed in; it reveals only what the button shows.
    access: "public",
    data: SsoConfigSchema,
  }),
  ssoStart: defineRoute({
    operationId: "startSso",
    method: "POST",
    path: `${P}/start`,
    service: S,
    summary:
      "Begin an OpenID Connect sign-in (code + PKCE): keeps state, nonce and verifier server-side, " +
      "sets the httpOnly cookie that binds them to this browser, answers the provider's address to go to",
    access: "public",
    data: z.object({ authorization_url: z.string() }),
    // A sign-in step, not a staff write: the callback writes its own audit rows.
    audit: false,
  }),
  ssoCallback: defineRoute({
    operationId: "finishSso",
    method: "POST",
    path: `${P}/callback`,
    service: S,
    summary:
      "Finish the sign-in with the provider's answer (the query string it redirected to the login page with): " +
      "tokens as from a password sign-in, for the active staff account of the verified email",
    access: "public",
    body: z
      .object({
        query: z
          .string()
          .min(1)
          .max(8192)
          .describe("The login page's query string as the provider sent it (code, state, iss, or error)"),
      })
      .strict(),
    data: z.array(TokenPairSchema),
    response: LoginResponseSchema,
    // Success and refusal are audited by the sign-in itself (ssoSignIn / ssoSignInRefused), actor or not.
    audit: false,
  }),
} as const;
