import type { Page } from "playwright-core";
import { portalUrl } from "./stack.js";

export const DEMO_PASSWORD = "Demo#Portal2026x";

export const DEMO = {
  admin: "admin@demo.care",
  agent: "agent@demo.care",
  wellness: "wellness@demo.care",
  warehouse: "warehouse@demo.care",
  bdm: "bdm@demo.care",
  facility: "facility@demo.care",
  mfa: "mfa@demo.care",
  caregiver: "caregiver@demo.care",
} as const;

export { portalUrl };

/** Fills the login form and submits it; the caller waits for what should follow. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password" }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Signs in and waits until the portal left /login. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname !== "/login");
}

/**
 * Opens the role's default page in a signed-in profile (support/signed-in.ts): the login page sends a signed-in user
 * there, as it does right after signing in.
 */
export async function openLanding(page: Page): Promise<void> {
  await page.goto("/login");
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** The newest code the development mailbox holds for an address (MFA or reset). */
export async function mailedCode(email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${portalUrl()}/api/dev/mailbox?email=${encodeURIComponent(email)}`);
    const body = (await res.json()) as { data: { code: string | null; created_at: string }[] };
    const fresh = body.data.find((m) => m.code && Date.parse(m.created_at) >= after);
    if (fresh?.code) return fresh.code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
