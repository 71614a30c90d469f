/** What another screen asks the login page to show (navigation state), e.g. after a password reset. */
export interface LoginNotice {
  message: string;
  detail?: string;
  severity: "success" | "info" | "warning";
}

export function readLoginNotice(state: unknown): LoginNotice | null {
  const n = (state as { notice?: LoginNotice } | null)?.notice;
  return n && typeof n.message === "string" ? n : null;
}
