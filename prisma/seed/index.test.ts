import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrisma, type PrismaClient } from "@care/db";
import { createTestEnv, type TestEnv } from "../../tests/support/test-env.js";

// Issue 20 item 3: the docker `migrate` job runs this CLI after every migration; without SEED_DEMO=true it must
// load nothing (the demo accounts share a password printed in the README).
const ROOT = resolve(import.meta.dirname, "../..");

let env: TestEnv;
let prisma: PrismaClient;
beforeAll(async () => {
  env = await createTestEnv({ seeded: false });
  prisma = createPrisma(env.databaseUrl, 2);
});
afterAll(async () => {
  await prisma?.$disconnect();
  await env?.cleanup();
});

function runSeedCli(extra: Record<string, string>): Promise<{ stdout: string }> {
  // Whatever the shell running the tests has set, the child sees only `extra`'s SEED_DEMO.
  const { SEED_DEMO: _ignored, ...inherited } = process.env;
  const childEnv: NodeJS.ProcessEnv = { ...inherited, DATABASE_URL: env.databaseUrl, ...extra };
  return promisify(execFile)(resolve(ROOT, "node_modules/.bin/tsx"), ["prisma/seed/index.ts"], {
    cwd: ROOT,
    env: childEnv,
  });
}

describe("prisma/seed/index.ts (the migrate job's seed step)", () => {
  it("loads no demo data without SEED_DEMO", async () => {
    const { stdout } = await runSeedCli({});
    expect(stdout).toContain("Demo data not loaded: SEED_DEMO is not true");
    expect(await prisma.staffUser.count()).toBe(0);
    expect(await prisma.device.count()).toBe(0);
  });

  it("loads no demo data with SEED_DEMO=false", async () => {
    await runSeedCli({ SEED_DEMO: "false" });
    expect(await prisma.staffUser.count()).toBe(0);
  });
});
