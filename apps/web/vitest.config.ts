import { ISOLATED_FILES, webProject } from "./vitest.project";

// Component tests of the portal: happy-dom, no servers. Browser tests live in tests/e2e (project "e2e").
//
// One window and one module graph per worker, not per file (isolate: false): importing MUI, the app and happy-dom
// again for each of ~85 files was most of this project's CPU (vitest: imports 262 s, 362 CPU s in all; 145 CPU s
// without isolation). src/test/setup.ts gives every file a blank page; the portal keeps its state in React (the
// services come through context), not in modules. The few files that replace a module run isolated
// (vitest.isolated.config.ts).
export default webProject("web", ["src/**/*.test.{ts,tsx}"], false, ISOLATED_FILES);
