// Run by scripts/test.mjs before it starts its lanes, so that what every lane needs is made once instead of by each
// lane's global setup at the same time (each would build its own copy and throw one away):
//   `templates` — the template databases (before any lane). Where a Docker engine runs the databases
//                 (testcontainers), each lane has containers of its own and this does nothing.
//   `web`       — the portal's build (before the browser lanes; the node lane is already running meanwhile).
import { ensureWebBuild } from "../../scripts/lib/web-build.js";
import { dockerAnswers } from "./containers.js";
import { ensureTemplates } from "./databases.js";

const what = process.argv[2];
if (what === "templates") {
  if (process.env.DATABASE_URL || process.env.TEST_CONTAINERS === "never" || !(await dockerAnswers())) {
    await ensureTemplates();
  }
} else if (what === "web") {
  await ensureWebBuild((msg) => console.log(msg));
} else {
  console.error("usage: tsx tests/support/prepare-run.ts templates|web");
  process.exit(2);
}
