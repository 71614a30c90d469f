import { AUTH_MESSAGES } from "@care/contracts";

/** Texts of the password screens (spec 1 §5, §8). */
export const PASSWORD_FORM_MESSAGES = {
  required: "Required Field",
  invalidEmail: "Invalid email address",
  codeFormat: "Enter the 6-digit code",
  incorrectOld: AUTH_MESSAGES.incorrectOldPassword,
  mismatch: "Passwords do not match",
  similarToOld: "New Password should not be similar to Old Password",
  /** The server's same-as-old message is shown shortened (spec 1 §5). */
  sameAsOldShort: "New Password cannot be the same as old password.",
  changed: AUTH_MESSAGES.passwordChanged,
  reset: AUTH_MESSAGES.passwordReset,
  loginAgain: "Please login again",
  invalidLink: "This password link is not valid. Request a new code from Forgot Password.",
} as const;

/** Maps the server's message to the text the portal shows for it. */
export function passwordServerMessage(message: string): string {
  return message === AUTH_MESSAGES.sameAsOld ? PASSWORD_FORM_MESSAGES.sameAsOldShort : message;
}
