import { startHarness, type Harness, type HarnessOptions } from "./harness.js";
import { suiteValue } from "./suite-value.js";

/**
 * The harness of a test file (or of the describe it is called in): started in a beforeAll registered here, so it runs
 * before the suite's own beforeAll hooks, and closed after the suite's tests. It stands in for
 *
 *   let h: Harness;
 *   beforeAll(async () => { h = await startHarness(); });
 *   afterAll(async () => { await h?.close(); });
 *
 * Its members can be used in hooks and tests, not while the file is being collected (the harness is not up yet).
 */
export function setupHarness(opts: HarnessOptions = {}): Harness {
  let closed = false;
  const current = suiteValue(
    "the suite's harness",
    () => startHarness(opts),
    async (h) => {
      if (!closed) await h.close();
    },
  );
  return {
    get app() {
      return current().app;
    },
    get prisma() {
      return current().prisma;
    },
    get config() {
      return current().config;
    },
    get env() {
      return current().env;
    },
    as: (role) => current().as(role),
    get anonymous() {
      return current().anonymous;
    },
    user: (role) => current().user(role),
    token: (role) => current().token(role),
    // The afterAll closes it; a test that must end the app itself closes it once, and the afterAll skips it.
    close: async () => {
      closed = true;
      await current().close();
    },
  };
}
