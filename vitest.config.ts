import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { SizeShards } from "./tests/support/size-shards.js";

// One config covers every workspace: node tests against real Postgres/Redis/soketi/S3, the portal's component
// tests in happy-dom, and the browser tests in Chromium (tests/e2e). Timings are never asserted.
//
// `npm test` (scripts/test.mjs) runs it as three vitest runs side by side: the browser files ("e2e", one at a time
// in each run: tests/e2e/vitest.config.ts) split over two, and in the third the node and portal component files (two
// at a time; vitest's default on two cores would be one) and then the files that start whole processes of their own
// (`npm start`, worker and API processes, a private Redis or Postgres: "processes", one at a time). A plain `vitest run` runs the
// same projects one group after the other (node and web, then e2e, then processes), as `npm test -- <filter>` does.
// tests/README.md says where the time goes.

/** Files that spawn the stack's processes: the "processes" project runs them one by one, after the node files. */
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
    // `--shard` deals files out by size, so that the browser lanes of `npm test` take about as long as each other.
    sequence: { sequencer: SizeShards },
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
      "apps/web/vitest.isolated.config.ts",
      "tests/e2e/vitest.config.ts",
      // After the projects above (node and web: group order 0; e2e: 1), one file at a time.
      nodeProject({ name: "processes", include: PROCESS_FILES, fileParallelism: false, sequence: { groupOrder: 2 } }),
    ],
  },
});
