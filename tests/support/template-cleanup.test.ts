import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { adminQuery, baseUrl, databaseExists, dropOutdatedTemplates, withDatabase } from "./databases.js";

// Template databases of older schemas are dropped by the global setup (dropOutdatedTemplates), but only once they
// have been outdated for 12 hours and nobody is connected. Run here on databases of a prefix of this test's own, so
// the real templates of concurrent runs are never touched.
const prefix = `care_tpl_cleanup${randomBytes(4).toString("hex")}_`;
const current = "bbbbbbbbbbbb";
const names = {
  old: `${prefix}empty_aaaaaaaaaaaa`,
  current: `${prefix}empty_${current}`,
  leftover: `${prefix}seeded_${current}_building_4242`,
};
const T0 = new Date("2026-11-24T08:00:00.000Z");
const hours = (h: number): Date => new Date(T0.getTime() + h * 3600_000);

async function comment(name: string): Promise<string | null> {
  const c = new pg.Client({ connectionString: withDatabase(baseUrl(), "postgres") });
  await c.connect();
  try {
    const r = await c.query<{ comment: string | null }>(
      "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1",
      [name],
    );
    return r.rows[0]?.comment ?? null;
  } finally {
    await c.end();
  }
}

afterAll(async () => {
  for (const name of Object.values(names)) await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe("outdated template databases", () => {
  it("are stamped when first seen, kept for 12 hours and while in use, then dropped", async () => {
    for (const name of Object.values(names)) await adminQuery(`CREATE DATABASE "${name}"`);

    // First sight: nothing dropped, the outdated ones stamped, the current one untouched.
    expect(await dropOutdatedTemplates(current, { now: T0, prefix })).toEqual([]);
    expect(await comment(names.old)).toBe("care test template; outdated since 2026-11-24T08:00:00.000Z");
    expect(await comment(names.leftover)).toBe("care test template; outdated since 2026-11-24T08:00:00.000Z");
    expect(await comment(names.current)).toBeNull();

    // Within the grace period a concurrent run may still copy it.
    expect(await dropOutdatedTemplates(current, { now: hours(11.9), prefix })).toEqual([]);

    // Past it, but someone is connected to the old template: only the leftover goes.
    const user = new pg.Client({ connectionString: withDatabase(baseUrl(), names.old) });
    await user.connect();
    try {
      expect(await dropOutdatedTemplates(current, { now: hours(12), prefix })).toEqual([names.leftover]);
    } finally {
      await user.end();
    }
    expect(await databaseExists(names.old)).toBe(true);

    // Once nobody uses it, it goes too; the current template stays.
    expect(await dropOutdatedTemplates(current, { now: hours(13), prefix })).toEqual([names.old]);
    expect(await databaseExists(names.old)).toBe(false);
    expect(await databaseExists(names.current)).toBe(true);
  });
});
