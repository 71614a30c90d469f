// The wellness reads of raw readings touch only the monthly partitions of their period (docs/scaling.md
// "Partitions and retention"). Each read runs as the API runs it, through a client that asks Postgres for the plan
// (EXPLAIN, with the same bound parameters) instead of the rows; the test reads the partitions of `reading` the
// plan scans. Plan-time pruning needs a bound on ts that is a constant or a parameter: the plan lists only the
// partitions kept, so a read that prunes names exactly its months.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, ensureReadingPartitions, Prisma, type PrismaClient, type Senior } from "@care/db";
import { cardFigures } from "../../../apps/api/src/modules/measurement/dashboard/figures.js";
import { bucketSeries } from "../../../apps/api/src/modules/measurement/shared/rollups.js";
import { cycleReadings } from "../../../apps/api/src/modules/measurement/sleep/repo.js";
import { type Harness, startHarness } from "../../support/harness.js";

const at = (iso: string): number => Date.parse(iso);
const KOLKATA = "Asia/Kolkata";
let h: Harness;
/** Lives in Kolkata (+05:30): its local midnights cut UTC hours in two, so its reads go to the raw readings. */
let senior: Senior;

interface PlanNode {
  "Relation Name"?: string;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

/** The partitions of `reading` (not its rollups) a plan scans, sorted, each once. */
function readingPartitions(node: PlanNode, out = new Set<string>()): string[] {
  const name = node["Relation Name"];
  if (name && /^reading_(\d{4}_\d{2}|default)$/.test(name)) out.add(name);
  for (const child of node.Plans ?? []) readingPartitions(child, out);
  return [...out].sort();
}

/**
 * A client whose $queryRaw answers no rows and records, per statement, the partitions of `reading` its plan scans.
 * Only Prisma's entry point is wrapped: the SQL and its parameters are the API's own.
 */
function explaining(prisma: PrismaClient, plans: string[][]): Db {
  return new Proxy(prisma, {
    get(target, prop, receiver) {
      if (prop !== "$queryRaw") return Reflect.get(target, prop, receiver) as unknown;
      return async (strings: TemplateStringsArray, ...values: unknown[]): Promise<unknown[]> => {
        const rows = await target.$queryRaw<{ "QUERY PLAN": { Plan: PlanNode }[] }[]>`
          EXPLAIN (FORMAT JSON) ${Prisma.sql(strings, ...values)}`;
        plans.push(readingPartitions(rows[0]?.["QUERY PLAN"][0]?.Plan ?? {}));
        return [];
      };
    },
  });
}

beforeAll(async () => {
  h = await startHarness();
  senior = await h.prisma.senior.update({ where: { memberId: 100004 }, data: { timezone: KOLKATA } });
  // The template's partitions run from 2025-12 on; these reads use January to March 2026.
  await ensureReadingPartitions(h.prisma, new Date(at("2026-01-01T00:00:00Z")), new Date(at("2026-04-01T00:00:00Z")));
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe("the wellness reads of raw readings prune to their months", () => {
  it("a day in hours (its edges, Kolkata's midnights, cut UTC hours in two)", async () => {
    const plans: string[][] = [];
    // Tuesday 10 March 2026 in Kolkata: 9 March 18:30Z to 10 March 18:30Z.
    await bucketSeries(
      explaining(h.prisma, plans),
      senior.id,
      ["heart_rate", "steps"],
      at("2026-03-09T18:30:00Z"),
      at("2026-03-10T18:30:00Z"),
      "hour",
      KOLKATA,
      KOLKATA,
    );
    expect(plans).toEqual([["reading_2026_03"]]);
  });

  it("a week in days across a month's end, in another zone than the senior's", async () => {
    const plans: string[][] = [];
    // Kolkata's week of Monday 26 January 2026: 25 January 18:30Z to 1 February 18:30Z.
    await bucketSeries(
      explaining(h.prisma, plans),
      senior.id,
      ["steps"],
      at("2026-01-25T18:30:00Z"),
      at("2026-02-01T18:30:00Z"),
      "day",
      KOLKATA,
      "America/New_York",
    );
    expect(plans).toEqual([["reading_2026_01", "reading_2026_02"]]);
  });

  it("a month in days: three months of partitions exist, the plan keeps February", async () => {
    const plans: string[][] = [];
    // February 2026 in UTC, in Kolkata's days, for a senior of New York: cut at every Kolkata midnight (18:30Z).
    await bucketSeries(
      explaining(h.prisma, plans),
      senior.id,
      ["steps", "heart_rate"],
      at("2026-02-01T00:00:00Z"),
      at("2026-03-01T00:00:00Z"),
      "day",
      KOLKATA,
      "America/New_York",
    );
    expect(plans).toEqual([["reading_2026_02"]]);
  });

  it("a night's sleep phases", async () => {
    const plans: string[][] = [];
    await cycleReadings(
      explaining(h.prisma, plans),
      senior.id,
      "sleep_phase",
      at("2026-02-28T17:00:00Z"),
      at("2026-03-01T01:30:00Z"),
    );
    expect(plans).toEqual([["reading_2026_02", "reading_2026_03"]]);
  });

  it("the care dashboard's card figures over a month's end (partial hours at Kolkata's midnights)", async () => {
    const plans: string[][] = [];
    // New York's 27 February to 1 March 2026 (EST): 05:00Z to 05:00Z.
    await cardFigures(
      explaining(h.prisma, plans),
      [{ id: senior.id, timezone: KOLKATA }],
      at("2026-02-27T05:00:00Z"),
      at("2026-03-02T05:00:00Z"),
      at("2026-12-07T12:00:00Z"),
    );
    expect(plans).toEqual([["reading_2026_02", "reading_2026_03"]]);
  });

  it("a period of a month whose partition was dropped reads only reading_default", async () => {
    const plans: string[][] = [];
    // No partition covers June 2025 (dropped by the retention, or never created): only the default partition.
    await bucketSeries(
      explaining(h.prisma, plans),
      senior.id,
      ["steps"],
      at("2025-06-01T00:00:00Z"),
      at("2025-06-08T00:00:00Z"),
      "day",
      "America/New_York",
      KOLKATA,
    );
    expect(plans).toEqual([["reading_default"]]);
  });
});
