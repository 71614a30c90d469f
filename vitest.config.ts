import { defineConfig } from "vitest/config";

// One run covers every workspace: node tests against real Postgres/Redis/soketi/S3, the portal's component
// tests in happy-dom, and the browser tests in Chromium (tests/e2e). Timings are never asserted.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          include: [
            "apps/api/**/*.test.ts",
            "apps/worker/**/*.test.ts",
            "packages/**/*.test.ts",
            "simulator/**/*.test.ts",
            "prisma/**/*.test.ts",
            "tests/integration/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vitest.config.ts",
      "tests/e2e/vitest.config.ts",
    ],
  },
});
