import { authRoutes } from "@care/contracts";
import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { afterAll } from "vitest";
import { newProfile, runInTab, watchPage, type Tab } from "./browser.js";
import { signIn } from "./portal.js";
import { portalUrl } from "./stack.js";

/** Runs a test body in a new page of the demo account's signed-in profile; see setupSignedInTabs. */
export type SignedInTab = (
  email: string,
  name: string,
  body: (tab: Tab) => Promise<void>,
  expected?: RegExp[],
  options?: BrowserContextOptions,
) => Promise<void>;

/**
 * One signed-in browser profile per account for a test file: the login form is filled the first time a test of the
 * file needs the account, and every later test of that account opens a new page in the same profile (which finds
 * the stored session) instead of signing in again. The profiles are closed after the file. A test still starts on a
 * blank page and goes to its own start address; what one test does to the server (a saved row) stays, as before.
 *
 * One profile per account (and per set of profile options, such as a time zone: a profile of its own, signed in
 * separately), and one page of it at a time: refresh tokens rotate and a reused one revokes
 * the whole sign-in (docs/sessions.md), so two profiles or tabs spending the same stored token would end it. A page
 * that refreshed its token (a 401 after an access token expired or the account changed) could be closed before it
 * stored the new pair, so its profile is closed with it and the next test of that account signs in afresh.
 *
 * Tests about the sign-in itself (the form, MFA, reset, idle timeout, logout, an expired session, the login page or
 * what is stored) keep a fresh profile of their own: withTab.
 */
export function setupSignedInTabs(browser: () => Browser): SignedInTab {
  const profiles = new Map<string, Promise<BrowserContext>>();

  afterAll(async () => {
    for (const profile of profiles.values()) await (await profile.catch(() => null))?.close().catch(() => {});
    profiles.clear();
  });

  function profileOf(key: string, email: string, options: BrowserContextOptions): Promise<BrowserContext> {
    let profile = profiles.get(key);
    if (!profile) {
      profile = signedInProfile(browser(), email, options);
      profiles.set(key, profile);
      // A failed sign-in is the failing test's; the next test of the account tries again.
      profile.catch(() => profiles.delete(key));
    }
    return profile;
  }

  return async (email, name, body, expected = [], options = {}) => {
    const key = `${email} ${JSON.stringify(options)}`;
    const context = await profileOf(key, email, options);
    const page = await context.newPage();
    await page.addInitScript(dropEarlierTestsStorage, { origin: new URL(portalUrl()).origin, keep: SESSION_KEY });
    let refreshed = false;
    page.on("request", (req) => {
      if (new URL(req.url()).pathname === authRoutes.accessToken.path) refreshed = true;
    });
    try {
      await runInTab({ context, page, problems: watchPage(page, expected) }, name, body);
    } finally {
      await page.close();
      if (refreshed) {
        profiles.delete(key);
        await context.close();
      }
    }
  };
}

/** Where the portal keeps the encrypted session (SESSION_STORAGE_KEY of apps/web's session store). */
const SESSION_KEY = "care.session";

/**
 * Runs in the page before the portal's scripts: on the test's first portal page it removes from localStorage all
 * but the session, so a test starts as in a freshly signed-in profile (a list's remembered page, sort and filters,
 * lib/table/page-cache.ts, are an earlier test's). The tab's sessionStorage remembers that it was done, so the
 * test's own reloads keep what the test itself stored.
 */
function dropEarlierTestsStorage({ origin, keep }: { origin: string; keep: string }): void {
  // The page's globals (this file is type-checked without the DOM library).
  type Store = { getItem(key: string): string | null; setItem(key: string, value: string): void } & {
    removeItem(key: string): void;
  };
  const page = globalThis as unknown as { location: { origin: string }; localStorage: Store; sessionStorage: Store };
  if (page.location.origin !== origin) return;
  if (page.sessionStorage.getItem("e2e.storage-dropped")) return;
  page.sessionStorage.setItem("e2e.storage-dropped", "1");
  for (const key of Object.keys(page.localStorage)) if (key !== keep) page.localStorage.removeItem(key);
}

/** A fresh profile signed in through the login form; the page that signed in is closed, the session stays stored. */
async function signedInProfile(
  browser: Browser,
  email: string,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await newProfile(browser, portalUrl(), options);
  try {
    const page = await context.newPage();
    const problems = watchPage(page);
    await signIn(page, email);
    // The landing page has loaded what it asks for: nothing of the sign-in (the stored session and its key in
    // IndexedDB) is still being written when the page closes.
    await page.waitForLoadState("networkidle");
    if (problems.length > 0) throw new Error(`signing in ${email} reported problems:\n${problems.join("\n")}`);
    await page.close();
    return context;
  } catch (err) {
    await context.close();
    throw err;
  }
}
