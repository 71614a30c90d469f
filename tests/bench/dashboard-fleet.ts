// The dashboard benchmark's fleet: the simulator's synthetic seniors (watch, scale, sleep mat, hub each, as
// `npm run sim -- backfill --seniors N` creates them), then given the caseloads a real organisation has, so that
// the care-agent and facility-agent dashboards are measured over realistic lists: every third synthetic senior
// becomes a resident of a facility (round-robin over the seeded facilities) and every one is coached by one of
// the seeded care agents (round-robin).
import pg from "pg";

/** Places the synthetic seniors that have no coach yet; returns how many. */
export async function organiseSyntheticFleet(url: string): Promise<number> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query("BEGIN");
    await db.query(`
      CREATE TEMP TABLE bench_place ON COMMIT DROP AS
      SELECT s.id, row_number() OVER (ORDER BY s.member_id) AS k
      FROM senior s
      WHERE s.last_name LIKE '%(synthetic)'
        AND NOT EXISTS (SELECT 1 FROM care_agent_assignment c WHERE c.senior_id = s.id)`);
    await db.query(`
      UPDATE senior s SET member_type = 'community', is_resident = true,
             facility_id = f.ids[1 + (p.k / 3) % array_length(f.ids, 1)], move_in_date = current_date - (p.k % 1400)::int
      FROM bench_place p, (SELECT array_agg(id ORDER BY name) AS ids FROM facility) f
      WHERE s.id = p.id AND p.k % 3 = 1`);
    const placed = await db.query(`
      INSERT INTO care_agent_assignment (id, staff_user_id, senior_id, assigned_at)
      SELECT gen_random_uuid(), a.ids[1 + p.k % array_length(a.ids, 1)], p.id, now()
      FROM bench_place p,
           (SELECT array_agg(id ORDER BY email) AS ids FROM staff_user WHERE primary_role = 'CareAgent' AND is_active) a`);
    await db.query("COMMIT");
    return placed.rowCount ?? 0;
  } catch (err) {
    await db.query("ROLLBACK").catch(() => undefined);
    throw err;
  } finally {
    await db.end();
  }
}
