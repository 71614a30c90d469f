// CLI: `npm run db:seed` seeds the database named by DATABASE_URL (default: the local `care` database).
import { createPrisma } from "@care/db";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./staff.js";
import { seed } from "./seed.js";

const DEFAULT_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/care";

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
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
  console.error(err);
  process.exitCode = 1;
});
