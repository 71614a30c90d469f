import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import type { TestProject } from "vitest/node";
import { ROOT } from "../../support/databases.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The portal, built once for the whole e2e run; every file's API serves it (support/stack.ts). */
    webDist: string;
  }
}

const WEB_ROOT = resolve(ROOT, "apps/web");

/**
 * Builds the portal once for the run (always: a stale bundle would test yesterday's code). Each test file then starts
 * its own API over a fresh copy of the seeded database, serving this build, with the workers that carry alarms and
 * care insights the real way (ingest → outbox → BullMQ → worker → soketi → browser): support/stack.ts.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A build of its own: `npm start` (and its test) build apps/web too, and must not swap files under the browser.
  const webDist = mkdtempSync(join(tmpdir(), "care-e2e-web-"));
  await build({
    root: WEB_ROOT,
    configFile: resolve(WEB_ROOT, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir: webDist, emptyOutDir: true },
  });

  project.provide("webDist", webDist);

  return async () => {
    rmSync(webDist, { recursive: true, force: true });
  };
}
