import { z } from "zod";
import { CLIENT_CONFIG_KEYS } from "../config-keys.js";
import { ErrorDetailSchema } from "../envelope.js";
import { EmailSchema, jsonQuery, PasswordInputSchema } from "../fields.js";
import { PasswordValidationSchema } from "../password-rules.js";
import { ALL_STAFF } from "../roles.js";
import { defineRoute } from "../route.js";

/** Spec 1 §8 texts used by the sign-in calls. */
export const AUTH_MESSAGES = {
  incorrectCredentials: "Incorrect Email or Password.",
  caregiver: "Unauthorized Access !",
  unknownRole: "You do not have permission to access portal.",
  invalidAuthentication: "Invalid Authentication !",
  mfaSent: "A verification code has been sent to your email.",
  invalidMfa: "Invalid or expired verification code.",
  locked: "Too many failed sign-in attempts. Your account is locked; try again in {minutes} minutes.",
  loggedIn: "Login successful",
  inactive: "Your account is inactive. Please contact your administrator.",
  tokenRefreshed: "Token refreshed",
  sameAsOld: "New Password cannot be the same as old password. Please choose a different password",
  reused: "New Password cannot be one of your last 5 passwords.",
  incorrectOldPassword: "Incorrect Old Password",
  passwordChanged: "You have successfully changed your password. Please re-login using the new password.",
  passwordReset: "You have successfully changed your password.",
  forgotPassword: "If an account exists for this email, a reset code has been sent to it.",
  otpSent: "OTP is successfully sent to email {email}.",
  invalidOtp: "Invalid or expired reset code.",
  codesLocked: "Too many wrong codes. Please try again in {minutes} minutes.",
  invalidRefresh: "Session expired. Please sign in again.",
  weakPassword: "Password does not meet the rules.",
  loggedOut: "User logged out successfully!",
} as const;

export const TokenPairSchema = z.object({ jwt: z.string(), refresh_token: z.string() });

/**
 * The login answer (spec 1 §4): `applicationCode` 200 with empty data means a second factor is needed;
 * otherwise data[0] carries the tokens (and applicationCode is absent).
 */
export const LoginResponseSchema = z.object({
  application_code: z.number(),
  applicationCode: z.number().optional(),
  message: z.string(),
  data: z.array(TokenPairSchema),
  error: ErrorDetailSchema.nullable(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const LoginBodySchema = z.union([
  z.object({ email: EmailSchema, mfa_code: z.string().regex(/^\d{6}$/, "must be 6 digits") }).strict(),
  z.object({ email: EmailSchema, password: PasswordInputSchema }).strict(),
]);

// The rules live in one module shared with the portal; re-exported here so the contracts index carries them.
export * from "../password-rules.js";

export const SecretDataSchema = z.object({
  key: z.string(),
  cluster: z.string(),
  host: z.string(),
  port: z.number(),
  use_tls: z.boolean(),
});

export const MailboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable().describe("The one-time code in the message, for testers"),
  created_at: z.string(),
});

const S = "cognito";
const A = "/api/cognito/authentication";
const U = "/api/cognito/user";

export const authRoutes = {
  login: defineRoute({
    operationId: "login",
    method: "POST",
    path: `${A}/login`,
    service: S,
    summary: "Sign in with email + password, then (MFA accounts) email + mfa_code",
    access: "public",
    body: LoginBodySchema,
    data: z.array(TokenPairSchema),
    response: LoginResponseSchema,
    audit: false,
  }),
  accessToken: defineRoute({
    operationId: "refreshAccessToken",
    method: "POST",
    path: `${A}/access-token`,
    service: S,
    summary: "Rotate the refresh token; a reused token revokes its whole family",
    access: "public",
    body: z.object({ email: EmailSchema, refresh_token: z.string().min(1).max(512) }),
    data: z.array(TokenPairSchema),
    audit: false,
  }),
  logout: defineRoute({
    operationId: "logout",
    method: "POST",
    path: `${A}/logout`,
    service: S,
    summary: "Revoke the refresh-token family (form-encoded)",
    access: "public",
    consumes: ["application/x-www-form-urlencoded", "application/json"],
    body: z.object({ email: EmailSchema, refresh_token: z.string().min(1).max(512) }),
    data: z.null(),
    audit: false,
  }),
  verifyPassword: defineRoute({
    operationId: "verifyPassword",
    method: "POST",
    path: `${A}/verify-password`,
    service: S,
    summary: "Is this the caller's current password?",
    access: ALL_STAFF,
    allowDuringPasswordReset: true,
    body: z.object({ password: PasswordInputSchema }),
    data: z.boolean(),
    audit: false,
  }),
  passwordValidate: defineRoute({
    operationId: "validatePassword",
    method: "POST",
    path: `${A}/password-validate`,
    service: S,
    summary: "Check a candidate password against the rules",
    access: "public",
    allowDuringPasswordReset: true,
    body: z.object({ password: z.string().max(256) }),
    data: PasswordValidationSchema,
    audit: false,
  }),
  changePassword: defineRoute({
    operationId: "changePassword",
    method: "POST",
    path: `${A}/change-password`,
    service: S,
    summary: "Change the caller's password; all sessions end",
    access: ALL_STAFF,
    allowDuringPasswordReset: true,
    body: z.object({ old_password: PasswordInputSchema, new_password: z.string().min(1).max(256) }),
    data: z.null(),
  }),
  forgotPassword: defineRoute({
    operationId: "forgotPassword",
    method: "GET",
    path: `${A}/forgot-password`,
    service: S,
    summary: "Mail a reset code; the same answer whether or not the email exists",
    access: "public",
    querystring: z.object({ email: EmailSchema }),
    data: z.null(),
  }),
  resetPassword: defineRoute({
    operationId: "resetPassword",
    method: "POST",
    path: `${A}/reset-password`,
    service: S,
    summary: "Set a new password with a mailed code (otp or reset_code)",
    access: "public",
    body: z
      .object({
        // Links put the email in a query string, where '+' arrives as a space.
        email: z
          .string()
          .max(254)
          .transform((v) => v.trim().replaceAll(" ", "+"))
          .pipe(EmailSchema),
        otp: z
          .string()
          .regex(/^\d{6}$/)
          .optional(),
        reset_code: z
          .string()
          .regex(/^\d{6}$/)
          .optional(),
        password: z.string().min(1).max(256),
      })
      .refine((b) => b.otp !== undefined || b.reset_code !== undefined, {
        message: "otp or reset_code is required",
        path: ["otp"],
      }),
    data: z.null(),
  }),
  resendOtp: defineRoute({
    operationId: "resendOtp",
    method: "GET",
    path: `${A}/resent-otp`,
    service: S,
    summary: "Send a new one-time code by email",
    access: "public",
    querystring: z.object({ email: EmailSchema, account: z.string().max(64).optional() }),
    data: z.null(),
  }),
  isEmailMapped: defineRoute({
    operationId: "isEmailMapped",
    method: "GET",
    path: `${U}/is-email-mapped`,
    service: S,
    summary: "Is the email used by an account?",
    access: ALL_STAFF,
    querystring: z.object({ email: EmailSchema }),
    data: z.object({ email_exists: z.boolean() }),
  }),
  isMobileMapped: defineRoute({
    operationId: "isMobileMapped",
    method: "GET",
    path: `${U}/is-mobile-mapped`,
    service: S,
    summary: "Is the mobile number used by an account?",
    access: ALL_STAFF,
    querystring: z.object({ mobile_number: z.string().max(32) }),
    data: z.object({ mobile_number_exists: z.boolean() }),
  }),
  existenceCheck: defineRoute({
    operationId: "checkExistence",
    method: "POST",
    path: `${U}/check-existence`,
    service: S,
    summary: "Existence check of the member and agent forms (email / employee id / mobile)",
    access: ALL_STAFF,
    body: z
      .object({
        email: EmailSchema.optional(),
        employee_id: z.string().max(64).optional(),
        role_ignore: z.string().max(64).optional(),
        mobile_number: z.string().max(32).optional(),
        user_id: z.string().max(64).optional(),
      })
      .refine((b) => b.email ?? b.employee_id ?? b.mobile_number, {
        message: "email, employee_id or mobile_number is required",
      }),
    data: z.object({
      email_exists: z.boolean(),
      employee_id: z.boolean(),
      is_first_login: z.boolean().nullable(),
      mobile_number_exists: z.boolean(),
    }),
    audit: false,
  }),
  generateMemberId: defineRoute({
    operationId: "generateMemberId",
    method: "GET",
    path: `${U}/generate-memberid`,
    service: S,
    summary: "Reserve a new unique member id",
    access: ALL_STAFF,
    data: z.object({ member_id: z.number().int() }),
  }),
  clientConfiguration: defineRoute({
    operationId: "getClientConfiguration",
    method: "GET",
    path: "/api/cognito/client-configuration",
    service: S,
    summary: "Configuration values by key (name = JSON list of keys)",
    access: ALL_STAFF,
    allowDuringPasswordReset: true,
    querystring: z.object({ name: jsonQuery(z.array(z.enum(CLIENT_CONFIG_KEYS)).min(1).max(20)) }),
    data: z.record(z.string(), z.unknown()),
  }),
  pusherAuth: defineRoute({
    operationId: "authorizeRealtimeChannel",
    method: "GET",
    path: "/api/cognito/pusher/auth",
    service: S,
    summary: "Sign a private channel subscription the caller's role may hear",
    access: ALL_STAFF,
    querystring: z.object({
      socket_id: z.string().regex(/^\d+\.\d+$/, "invalid socket id"),
      channel_name: z
        .string()
        .max(164)
        .regex(/^[A-Za-z0-9_\-=@,.;]+$/, "invalid channel name"),
    }),
    data: z.object({
      auth: z.string(),
      channel_data: z.string().optional().describe("presence channels only: the member data soketi keeps"),
    }),
    audit: false,
  }),
  secretData: defineRoute({
    operationId: "getSecretData",
    method: "GET",
    path: "/api/cognito/secret-data",
    service: S,
    summary: "Realtime key, cluster, host and port for the portal",
    access: ALL_STAFF,
    querystring: z.object({ keys: z.string().max(2000).optional() }),
    data: SecretDataSchema,
  }),
  devMailbox: defineRoute({
    operationId: "readDevMailbox",
    method: "GET",
    path: "/api/dev/mailbox",
    service: "dev",
    summary: "Development mailbox (DEV_MAILBOX=true, loopback only): messages sent to an address, newest first",
    access: "public",
    devOnly: true,
    querystring: z.object({ email: EmailSchema }),
    data: z.array(MailboxMessageSchema),
  }),
} as const;
