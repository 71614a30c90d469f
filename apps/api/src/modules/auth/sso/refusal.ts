import { AppError, type ErrorCode } from "../../../errors.js";

/** Why a single sign-on was refused, as its audit row records it (docs/sso.md "Refusals"). */
export type RefusalReason =
  | "no_flow"
  | "state_mismatch"
  | "provider_error"
  | "exchange_failed"
  | "no_email"
  | "email_unverified"
  | "unknown_email"
  | "account_refused";

/** A refused single sign-on: an ordinary API error for the portal, with what the audit row needs besides. */
export class SsoRefusal extends AppError {
  constructor(
    readonly reason: RefusalReason,
    code: ErrorCode,
    message: string,
    readonly detail: { email?: string; userId?: string; providerError?: string } = {},
  ) {
    super(code, message);
    this.name = "SsoRefusal";
  }
}
