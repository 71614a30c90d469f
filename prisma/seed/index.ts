// CLI: `SEED_DEMO=true npm run db:seed` seeds the database named by DATABASE_URL (default: the local `care`
// database). The docker `migrate` job runs it after every migration, so without SEED_DEMO=true it loads nothing:
// the demo accounts share a password printed in the README.
import { createPrisma } from "@care/db";
import { ConfigError, loadConfig } from "@care/infra";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./staff.js";
import { seed } from "./seed.js";

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.SEED_DEMO) {
    console.log(
      "Demo data not loaded: SEED_DEMO is not true (its accounts share a public password). Set SEED_DEMO=true to load it.",
    );
    return;
  }
  const url = config.DATABASE_URL;
  const prisma = createPrisma(url, 4);
  try {
    const summary = await seed(prisma, { log: (m) => console.log(`  ${m}`) });
    console.log(
      `Seeded ${new URL(url).pathname.slice(1)} in ${summary.durationMs} ms (${summary.inserted} rows inserted).`,
    );
    console.table(summary.counts);
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of Object.values(DEMO_ACCOUNTS)) console.log(`  ${a.email.padEnd(22)} ${a.role}`);
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exitCode = err instanceof ConfigError ? 2 : 1;
});
