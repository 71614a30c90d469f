// CLI: `SEED_DEMO=true npm run db:seed` seeds the database named by DATABASE_URL (default: the local `care`
// database), anchored to the current hour and with the staff's activity of the last 90 days (the readings come from
// `npm run sim -- backfill --days 90 --demo`, which `npm start` runs itself). The docker `migrate` job runs it after
// every migration, so without SEED_DEMO=true it loads nothing: the demo accounts share a password printed in the
// README. `--part base|activity` loads one half (npm start writes the readings after the base half, meanwhile the
// activity), `--anchor <ISO instant>` dates it (default: the current hour).
import { parseArgs } from "node:util";
import { createPrisma } from "@care/db";
import { ConfigError, loadConfig } from "@care/infra";
import { demoAnchor } from "./dates.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./staff.js";
import { seed } from "./seed.js";

/** A wrong command-line option (exit code 2, like a bad configuration). */
class UsageError extends Error {}

function options(): { anchor: Date; base: boolean; activity: boolean } {
  const { values } = parseArgs({ options: { part: { type: "string" }, anchor: { type: "string" } }, strict: true });
  const part = values.part ?? "all";
  if (!["all", "base", "activity"].includes(part)) throw new UsageError(`--part is all, base or activity, not ${part}`);
  const anchor = values.anchor === undefined ? demoAnchor() : new Date(values.anchor);
  if (Number.isNaN(anchor.getTime())) throw new UsageError(`--anchor is an ISO instant, not ${values.anchor}`);
  return { anchor, base: part !== "activity", activity: part !== "base" };
}

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
    const { anchor, base, activity } = options();
    const summary = await seed(prisma, { anchor, base, activity, log: (m) => console.log(`  ${m}`) });
    console.log(
      `Seeded ${new URL(url).pathname.slice(1)} in ${summary.durationMs} ms (${summary.inserted} rows inserted).`,
    );
    if (!base) return;
    console.table(summary.counts);
    console.log(`Dated up to ${anchor.toISOString()}. Readings: npm run sim -- backfill --days 90 --demo`);
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of Object.values(DEMO_ACCOUNTS)) console.log(`  ${a.email.padEnd(22)} ${a.role}`);
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((err: unknown) => {
  const usage = err instanceof ConfigError || err instanceof UsageError;
  console.error(usage ? (err as Error).message : err);
  process.exitCode = usage ? 2 : 1;
});
