import { defineProject } from "vitest/config";

// Browser tests of the portal: Debian's Chromium driven by playwright-core against the real API (which serves the
// portal's build on its own origin), soketi, Postgres, Redis and the workers. One file at a time per vitest run: each
// file has a stack and a browser of its own (support/stack.ts); `npm test` runs two such runs side by side, each with
// half of the files (`--shard`, by size: tests/support/size-shards.ts), beside the node files (tests/README.md).
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
    // The one worker keeps what it imported (the API, the workers, playwright-core) for the next file instead of
    // importing it again for each; every file still starts its own stack over its own database (stack-setup.ts).
    isolate: false,
    // Its own sequential group after the node and portal files (vitest refuses projects of different maxWorkers in
    // one group; isolated one-worker projects used to get a group of their own, unisolated ones do not).
    sequence: { groupOrder: 1 },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
