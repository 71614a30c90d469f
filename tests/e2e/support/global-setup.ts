import type { TestProject } from "vitest/node";
import { ensureWebBuild } from "../../../scripts/lib/web-build.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The portal built from the current sources; every file's API serves it (support/stack.ts). */
    webDist: string;
  }
}

/**
 * The portal as built from the current sources (scripts/lib/web-build.ts: made once per set of sources and shared
 * with `npm start` and its test, so a run builds it at most once and an unchanged portal not at all). Each test file
 * then starts its own API over a fresh copy of the seeded database, serving this build, with the workers that carry
 * alarms and care insights the real way (ingest → outbox → BullMQ → worker → soketi → browser): support/stack.ts.
 */
export default async function setup(project: TestProject): Promise<void> {
  const { dir } = await ensureWebBuild();
  project.provide("webDist", dir);
}
