// A pg pool for the hot paths that write hand-written SQL (device ingestion in the API, alarm publication in the
// worker) without Prisma: under the 10,000-senior live load Prisma's per-query machinery cost more than the
// statements themselves (docs/ingestion.md, docs/realtime.md). Every statement text is constant (values only in
// parameters), so each becomes a named prepared statement, planned once per connection; Postgres re-plans by
// itself when a table changes (e.g. a new partition).
import pg from "pg";

export type SqlQuery = <R>(sql: string, params: unknown[]) => Promise<R[]>;

export interface SqlPool {
  /** One statement outside any transaction. */
  query: SqlQuery;
  /** `work` inside BEGIN … COMMIT on one connection; any error rolls back and is rethrown. */
  transact<T>(work: (query: SqlQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function createSqlPool(connectionString: string, max: number, statementPrefix: string): SqlPool {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on("error", () => undefined);
  const names = new Map<string, string>();
  const statement = (text: string, values: unknown[]): pg.QueryConfig => {
    let name = names.get(text);
    if (name === undefined) names.set(text, (name = `${statementPrefix}_${names.size + 1}`));
    return { name, text, values };
  };
  return {
    async query<R>(sql: string, params: unknown[]): Promise<R[]> {
      return (await pool.query(statement(sql, params))).rows as R[];
    },
    async transact<T>(work: (query: SqlQuery) => Promise<T>): Promise<T> {
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
        // A connection whose ROLLBACK failed is in an unknown state: destroy it rather than reuse it.
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    close: () => pool.end(),
  };
}
