import { ISOLATED_FILES, webProject } from "./vitest.project";

// The portal component files that need a module graph of their own (vitest.project.ts says why).
export default webProject("web-isolated", ISOLATED_FILES, true);
