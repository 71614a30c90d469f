import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

// One run covers every workspace: node tests against real Postgres/Redis/soketi/S3, the portal's component
// tests in happy-dom, and the browser tests in Chromium (tests/e2e). Timings are never asserted.
//
// Node and portal component files run two at a time (the machines have two cores; vitest's default would be one).
// The browser files run one at a time on their own (tests/e2e/vitest.config.ts: one file's Chromium, API and workers
// already keep both cores busy). Files that start whole processes of their own (`npm start`, worker and API
// processes, a private Redis or Postgres) run last, one at a time and alone, so that neither they nor their neighbours starve
// (tests/README.md).

/** Files that spawn the stack's processes: the "processes" project runs them after everything else, one by one. */
const PROCESS_FILES = [
  "tests/integration/start.test.ts",
  "tests/integration/scale/**/*.test.ts",
  "tests/integration/realtime/fault.test.ts",
  "tests/integration/realtime/escalation-outage.test.ts",
  "tests/integration/reports/report-crash.test.ts",
  "tests/integration/outbox-recovery.test.ts",
];

const NODE_FILES = [
  "apps/api/**/*.test.ts",
  "apps/worker/**/*.test.ts",
  "packages/**/*.test.ts",
  "simulator/**/*.test.ts",
  "prisma/**/*.test.ts",
  "tests/integration/**/*.test.ts",
  "tests/support/**/*.test.ts",
];

type ProjectTest = NonNullable<TestProjectInlineConfiguration["test"]>;

const nodeProject = (test: ProjectTest): TestProjectInlineConfiguration => ({
  test: {
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...test,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      nodeProject({
        name: "node",
        include: NODE_FILES,
        exclude: ["**/node_modules/**", ...PROCESS_FILES],
        // Each file starts its own app over its own database, so nothing lives in module state between files: the
        // worker keeps the imported modules (the API, the workers, Prisma) for its next file instead of importing
        // them again for every one of ~150 files (vitest reported 378 s of imports per run with isolation).
        isolate: false,
      }),
      "apps/web/vitest.config.ts",
      "tests/e2e/vitest.config.ts",
      // After the projects above (node and web: group order 0; e2e: 1), one file at a time.
      nodeProject({ name: "processes", include: PROCESS_FILES, fileParallelism: false, sequence: { groupOrder: 2 } }),
    ],
  },
});
