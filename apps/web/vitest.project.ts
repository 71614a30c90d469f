import react from "@vitejs/plugin-react";
import { defineProject, type UserWorkspaceConfig } from "vitest/config";

/**
 * Files that need a module graph of their own: they replace a portal module with vi.mock, which only takes effect
 * when the app is imported after it (in the shared graph of the "web" project the app is already imported).
 */
export const ISOLATED_FILES = ["src/features/agency/pages/ResidentsPage.test.tsx"];

/** The portal's component tests (happy-dom, no servers), as project `name` over `include`. */
export function webProject(
  name: string,
  include: string[],
  isolate: boolean,
  exclude: string[] = [],
): UserWorkspaceConfig {
  return defineProject({
    plugins: [react()],
    test: {
      name,
      environment: "happy-dom",
      include,
      exclude: ["**/node_modules/**", ...exclude],
      setupFiles: ["src/test/setup.ts"],
      isolate,
      // Whole-app renders in happy-dom take a few hundred ms each; `npm test` runs them next to the browser tests
      // on two cores, so leave room.
      testTimeout: 20_000,
    },
  });
}
