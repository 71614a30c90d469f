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
