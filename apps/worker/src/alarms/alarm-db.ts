// The alarm path's own connections, on the pg driver directly: a publication is one short transaction (claim the
// row, trigger soketi, commit) on the SOS latency path, and Prisma's interactive-transaction machinery cost more
// than the statements themselves (the same finding as the API's ingest path, docs/ingestion.md).
import pg from "pg";

export interface AlarmDb {
  /** `work` inside BEGIN … COMMIT on one connection; any error rolls back and is rethrown. */
  transact<T>(work: (query: <R>(sql: string, params: unknown[]) => Promise<R[]>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function createAlarmDb(connectionString: string, max: number): AlarmDb {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection dropped by the server must not crash the worker; the pool replaces it.
  pool.on("error", () => undefined);
  // Constant statement texts become named prepared statements, planned once per connection.
  const names = new Map<string, string>();
  const statement = (text: string, values: unknown[]): pg.QueryConfig => {
    let name = names.get(text);
    if (name === undefined) names.set(text, (name = `alarm_${names.size + 1}`));
    return { name, text, values };
  };
  return {
    async transact(work) {
      const client = await pool.connect();
      let broken: unknown;
      try {
        await client.query("BEGIN");
        const result = await work(async <R>(sql: string, params: unknown[]) => {
          return (await client.query(statement(sql, params))).rows as R[];
        });
        await client.query("COMMIT");
        return result;
      } catch (err) {
        await client.query("ROLLBACK").catch((e: unknown) => (broken = e));
        throw err;
      } finally {
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    close: () => pool.end(),
  };
}
