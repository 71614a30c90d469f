import { existsSync, mkdirSync } from "node:fs";
import { resolve } from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "playwright-core";
import { suiteValue } from "../../support/suite-value.js";

export const SCREENSHOTS = resolve(import.meta.dirname, "../screenshots");

/**
 * Debian's Chromium: its headless shell (package chromium-headless-shell, the same Chromium build without the
 * desktop browser around it, what Playwright itself runs headless) where installed, else the browser; CHROMIUM_PATH
 * chooses another. The shell spent a quarter less CPU on the same tests (tests/README.md).
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path)) ??
  "/usr/bin/chromium";

/** Debian's Chromium through playwright-core (PLATFORM.md §5); no browser download. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/**
 * One Chromium for a test file: launched before the file's tests (ahead of the file's own beforeAll) and closed after
 * them. Call at the top level; the getter gives the browser inside hooks and tests.
 */
export function setupBrowser(): () => Browser {
  return suiteValue("the file's browser", launchBrowser, (browser) => browser.close());
}

export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed responses (4xx/5xx except the ones a test expects) seen so far. */
  problems: string[];
}

/** A fresh browser profile (own storage) with one page, recording what went wrong in it. */
export async function openTab(
  browser: Browser,
  baseURL: string,
  expected: RegExp[] = [],
  options: BrowserContextOptions = {},
): Promise<Tab> {
  const context = await newProfile(browser, baseURL, options);
  const page = await context.newPage();
  return { context, page, problems: watchPage(page, expected) };
}

/**
 * A fresh browser profile (own storage, no page yet) at the size every test uses. It asks for reduced motion, as a
 * person may in their system settings: the portal's theme then turns its transitions and animations off
 * (apps/web/src/app/theme.ts), so a dialog, menu or collapse is there at once instead of after its animation, and the
 * browser draws no frames of it (the renderer is most of a browser test's CPU).
 */
export function newProfile(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, reducedMotion: "reduce", ...options });
}

/** Records the page's console errors, uncaught errors and failed responses, except the ones `expected` matches. */
export function watchPage(page: Page, expected: RegExp[] = []): string[] {
  const problems: string[] = [];
  const allowed = (text: string): boolean => expected.some((re) => re.test(text));
  page.on("console", (msg) => {
    if (msg.type() === "error" && !allowed(msg.text())) problems.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("response", (res) => {
    const line = `${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`;
    if (res.status() >= 400 && !allowed(line)) problems.push(`response: ${line}`);
  });
  return problems;
}

/**
 * Waits until the element and what it holds have finished their CSS transitions and animations (a menu opening,
 * colours changing), so a picture shows the settled screen. Infinite animations (a spinner) are not waited for.
 */
export async function transitionsDone(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    // The page's Element (this file is type-checked without the DOM library).
    type Running = { effect: { getTiming(): { iterations: number } } | null; finished: Promise<unknown> };
    const el = element as unknown as { getAnimations(options: { subtree: boolean }): Running[] };
    const finite = el.getAnimations({ subtree: true }).filter((a) => a.effect?.getTiming().iterations !== Infinity);
    // A cancelled animation (the element changed again) rejects: it is over too.
    await Promise.all(finite.map((a) => a.finished.catch(() => {})));
  });
}

/** Writes tests/e2e/screenshots/<name>.png (git-ignored). */
async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Saves a screen for a person to look at, when asked for with E2E_SCREENSHOTS=1. A green run writes none: a
 * full-page screenshot costs a few hundred milliseconds and nobody looks at 145 of them on every run. A failing test
 * keeps its screen whatever the setting (withTab).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  await saveScreenshot(page, name);
}

/**
 * Runs a test body in a fresh tab, closes it afterwards, and on failure keeps a FAILED-<name>.png of the screen.
 * Asserts at the end that the page logged no error and no unexpected failed response.
 */
export async function withTab(
  browser: Browser,
  baseURL: string,
  name: string,
  body: (tab: Tab) => Promise<void>,
  expected: RegExp[] = [],
  options: BrowserContextOptions = {},
): Promise<void> {
  const tab = await openTab(browser, baseURL, expected, options);
  try {
    await runInTab(tab, name, body);
  } finally {
    await tab.context.close();
  }
}

/**
 * Runs a test body in an open tab (closing it is the caller's): on failure keeps a FAILED-<name>.png of the screen,
 * and fails when the page logged an error or an unexpected failed response.
 */
export async function runInTab(tab: Tab, name: string, body: (tab: Tab) => Promise<void>): Promise<void> {
  try {
    await body(tab);
    if (tab.problems.length > 0) throw new Error(`the page reported problems:\n${tab.problems.join("\n")}`);
  } catch (err) {
    await saveScreenshot(tab.page, `FAILED-${name}`).catch(() => {});
    // What the page itself reported (an unexpected failed request, a console error) is often the real cause of a
    // locator's timeout: say it with the failure.
    if (tab.problems.length > 0 && err instanceof Error && !err.message.includes("the page reported problems")) {
      err.message += `\nthe page also reported:\n${tab.problems.join("\n")}`;
    }
    throw err;
  }
}
