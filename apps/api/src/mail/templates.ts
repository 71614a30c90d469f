import type { MailMessage } from "./mailer.js";

/**
 * The texts of the mails the sign-in flows send. The code comes first in the body so that the development
 * mailbox (and testers) find it without parsing links.
 */
export function mfaCodeMail(to: string, code: string, ttlMinutes: number): MailMessage {
  return {
    to,
    subject: "Your sign-in verification code",
    text: `${code} is your verification code. It expires in ${ttlMinutes} minutes.\n\nIf you did not try to sign in, change your password.`,
  };
}

export function resetCodeMail(to: string, code: string, ttlMinutes: number, publicUrl?: string): MailMessage {
  const link = publicUrl
    ? `\n\nOr open ${publicUrl.replace(/\/$/, "")}/choose-password?otp=${code}&email=${encodeURIComponent(to)}`
    : "";
  return {
    to,
    subject: "Reset your password",
    text: `${code} is your password reset code. It expires in ${ttlMinutes} minutes.${link}\n\nIf you did not ask for it, ignore this message.`,
  };
}

/** A new staff account: the code (and link) with which the person chooses their first password. */
export function firstLoginMail(to: string, code: string, ttlHours: number, publicUrl?: string): MailMessage {
  const link = publicUrl
    ? `\n\nOpen ${publicUrl.replace(/\/$/, "")}/choose-password?otp=${code}&email=${encodeURIComponent(to)} to choose your password.`
    : "";
  return {
    to,
    subject: "Your care portal account",
    text: `${code} is your first-login code. It expires in ${ttlHours} hours.${link}\n\nAn administrator created a care portal account for ${to}. Choose a password with this code before you sign in. When the code has expired, use 'Forgot Password' on the sign-in page.`,
  };
}

/**
 * To the OLD address of an account whose sign-in email an administrator changed (issue 25 item 5): the owner learns
 * of it even if the change was a takeover, since resets and codes go to the new address from now on.
 */
export function emailChangedMail(oldEmail: string, newEmail: string, changedBy: string): MailMessage {
  return {
    to: oldEmail,
    subject: "The email of your care portal account was changed",
    text: `The sign-in email of your care portal account was changed from ${oldEmail} to ${newEmail} by ${changedBy}. Sign-in codes and password resets now go to the new address, and every session of the account has been signed out.\n\nIf you did not expect this, contact your administrator at once.`,
  };
}
