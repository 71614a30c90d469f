import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

// Component tests of the portal: happy-dom, no servers. Browser tests live in tests/e2e (project "e2e").
export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // Whole-app renders in happy-dom take a few hundred ms each; `npm test` runs them next to the browser tests
    // on two cores, so leave room.
    testTimeout: 20_000,
  },
});
