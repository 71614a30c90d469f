import { defineProject } from "vitest/config";

// Browser tests of the portal: Debian's Chromium driven by playwright-core against the real API (which serves the
// freshly built portal on its own origin), soketi, Postgres, Redis and the alarm worker. One file at a time: they
// share one API and one browser install, and the machine has two cores.
export default defineProject({
  // Paths below are relative to this folder, whether run from the root's project list or with --config.
  root: import.meta.dirname,
  test: {
    name: "e2e",
    environment: "node",
    include: ["**/*.test.ts"],
    // The shared setup first (templates, soketi, s3rver), then the portal build, the API and the alarm worker.
    globalSetup: ["../support/global-setup.ts", "./support/global-setup.ts"],
    // A stack of its own per file (API over a fresh database copy, workers): see support/stack.ts.
    setupFiles: ["./support/stack-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
