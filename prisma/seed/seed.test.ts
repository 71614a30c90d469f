// Migrates a brand-new database with `prisma migrate deploy`, checks the hand-written parts of the schema
// (partitioned reading, partial unique indexes), then seeds it twice and checks the second run changes nothing; then
// adds the demo's activity (what `npm start` loads) twice at the same fixed anchor, which the constraints accept.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrisma, type PrismaClient } from "@care/db";
import { ANCHOR } from "./dates.js";
import { seed, type SeedSummary } from "./seed.js";
import { DEMO_ACCOUNTS } from "./staff.js";

const ROOT = resolve(import.meta.dirname, "../..");
const SERVER_URL = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const DATABASE = `care_t_${randomUUID().replaceAll("-", "").slice(0, 16)}`;

function urlFor(database: string): string {
  const u = new URL(SERVER_URL);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlFor("postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Table names declared in schema.prisma (the @@map of every model). */
function modelTables(): string[] {
  const schema = readFileSync(resolve(ROOT, "prisma/schema.prisma"), "utf8");
  return [...schema.matchAll(/^model \w+ \{[\s\S]*?@@map\("(\w+)"\)[\s\S]*?^\}/gm)].map((m) => m[1] as string);
}

function modelCount(): number {
  return readFileSync(resolve(ROOT, "prisma/schema.prisma"), "utf8").match(/^model /gm)?.length ?? 0;
}

let prisma: PrismaClient;
let first: SeedSummary;
let second: SeedSummary;
let withActivity: SeedSummary;
let activityAgain: SeedSummary;

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE "${DATABASE}"`);
  await promisify(execFile)("npx", ["prisma", "migrate", "deploy"], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: urlFor(DATABASE), CHECKPOINT_DISABLE: "1" },
  });
  prisma = createPrisma(urlFor(DATABASE), 4);
  first = await seed(prisma);
  second = await seed(prisma);
  withActivity = await seed(prisma, { anchor: ANCHOR, activity: true });
  activityAgain = await seed(prisma, { anchor: ANCHOR, activity: true });
}, 240_000);

afterAll(async () => {
  await prisma?.$disconnect();
  await adminQuery(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
});

describe("migrations", () => {
  it("create every table of the schema", async () => {
    const rows = await prisma.$queryRaw<{ relname: string }[]>`
      SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition`;
    const tables = rows.map((r) => r.relname);
    const expected = modelTables();
    // Every model has an @@map (snake_case table names), so the regex must find one per model.
    expect(expected).toHaveLength(modelCount());
    expect(tables).toEqual(expect.arrayContaining(expected));
  });

  it("make reading a range-partitioned table with a default and monthly partitions", async () => {
    const [parent] = await prisma.$queryRaw<{ relkind: string; strategy: string }[]>`
      SELECT c.relkind, p.partstrat AS strategy FROM pg_class c JOIN pg_partitioned_table p ON p.partrelid = c.oid
      WHERE c.relname = 'reading'`;
    expect(parent).toEqual({ relkind: "p", strategy: "r" });
    const parts = await prisma.$queryRaw<{ relname: string }[]>`
      SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'reading'::regclass`;
    const names = parts.map((p) => p.relname);
    const now = new Date();
    const thisMonth = `reading_${now.getUTCFullYear()}_${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    expect(names).toContain("reading_default");
    // The migration creates the month it ran in (plus a year back and three months ahead).
    expect(names).toContain(thisMonth);
  });

  it("store a reading once per senior, metric and instant, in its monthly partition", async () => {
    const senior = await prisma.senior.findUniqueOrThrow({ where: { memberId: 100001 } });
    const row = { seniorId: senior.id, metric: "heart_rate" as const, ts: new Date(), value: 72 };
    expect((await prisma.reading.createMany({ data: [row], skipDuplicates: true })).count).toBe(1);
    expect((await prisma.reading.createMany({ data: [row, row], skipDuplicates: true })).count).toBe(0);
    const [stored] = await prisma.$queryRaw<{ partition: string }[]>`
      SELECT tableoid::regclass::text AS partition FROM reading WHERE senior_id = ${senior.id}::uuid`;
    expect(stored?.partition).toMatch(/^reading_\d{4}_\d{2}$/);
  });

  it("allow only one open assignment per device", async () => {
    const open = await prisma.deviceAssignment.findFirstOrThrow({ where: { unlinkedAt: null } });
    const other = await prisma.senior.findUniqueOrThrow({ where: { memberId: 100300 } });
    await expect(
      prisma.deviceAssignment.create({ data: { deviceId: open.deviceId, seniorId: other.id } }),
    ).rejects.toMatchObject({ code: "P2002" });
  });
});

describe("seed", () => {
  it("inserts everything on the first run and nothing on the second", () => {
    expect(first.inserted).toBeGreaterThan(0);
    expect(second.inserted).toBe(0);
    expect(second.counts).toEqual(first.counts);
  });

  it("creates 300 seniors with member ids 100001..100300 and four devices each", async () => {
    expect(second.counts.seniors).toBe(300);
    expect(second.counts.devices).toBe(1200);
    expect(await prisma.deviceAssignment.count({ where: { unlinkedAt: null } })).toBe(1200);
    const ids = (await prisma.senior.findMany({ select: { memberId: true }, orderBy: { memberId: "asc" } })).map(
      (s) => s.memberId,
    );
    expect(ids).toEqual(Array.from({ length: 300 }, (_, i) => 100001 + i));
  });

  it("creates the eight demo accounts with their roles", async () => {
    const demo = Object.values(DEMO_ACCOUNTS);
    const users = await prisma.staffUser.findMany({ where: { email: { in: demo.map((d) => d.email) } } });
    expect(users).toHaveLength(8);
    for (const d of demo) expect(users.find((u) => u.email === d.email)?.primaryRole).toBe(d.role);
    expect(users.find((u) => u.email === "mfa@demo.care")?.isMfaEnabled).toBe(true);
    expect(users.every((u) => u.passwordHash?.startsWith("$argon2id$"))).toBe(true);
  });

  it("assigns agent@demo.care exactly members 100001..100040", async () => {
    const rows = await prisma.careAgentAssignment.findMany({
      where: { unassignedAt: null, staffUser: { email: "agent@demo.care" } },
      select: { senior: { select: { memberId: true } } },
    });
    const ids = rows.map((r) => r.senior.memberId).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 40 }, (_, i) => 100001 + i));
  });

  it("makes facility@demo.care the agent of the first assisted-living facility", async () => {
    const agent = await prisma.staffUser.findUniqueOrThrow({
      where: { email: "facility@demo.care" },
      include: { facility: true },
    });
    expect(agent.facility?.facilityType).toBe("assisted_living");
    expect(agent.facility?.name).toBe("Evergreen Gardens Assisted Living");
  });

  it("moves the member-id sequence past the seeded members", async () => {
    const created = await prisma.senior.create({ data: { firstName: "New", lastName: "Member" } });
    expect(created.memberId).toBe(100301);
  });
});

describe("seed with the demo's activity", () => {
  it("adds the activity rows of activity.test.ts once, and nothing on a second run", () => {
    expect(withActivity.counts).toMatchObject({
      assessmentResponses: 4981,
      wellnessSurveys: 2061,
      medicalConditions: 614,
      medications: 612,
      wellnessPlans: 209,
      alarms: 177,
      careInsights: 693, // 173 call entries + 520 alerts and summaries
      callSchedules: 2069,
      callLogs: 1822, // 173 after alarms + 1649 completed calls
    });
    // The rows above plus condition history (614), plan versions (418), goals (627), goal versions (1254) and
    // insight history (173 + 1027); nothing of the bare data set again.
    expect(withActivity.inserted).toBe(17351);
    expect(activityAgain.inserted).toBe(0);
    expect(activityAgain.counts).toEqual(withActivity.counts);
  });
});
