// The ingest path's own connection pool, on the pg driver directly rather than through Prisma. Ingestion is the
// hottest path of the system (every device, every minute) and its SQL is hand-written anyway (store*.ts); a
// profile of the API under the 10,000-senior live load showed Prisma's per-query machinery as a quarter of the
// API's busy time, and an SOS waits behind all of it. A pool of its own also means an upload never queues for a
// connection behind the portal's requests.
import pg from "pg";
import type { SqlExecutor } from "./store.js";

export interface IngestDb {
  /** One statement outside any transaction. */
  query<T>(sql: string, params: unknown[]): Promise<T[]>;
  /** `work` inside BEGIN … COMMIT on one connection; any error rolls back and is rethrown. */
  transact<T>(work: (exec: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function createIngestDb(connectionString: string, max: number): IngestDb {
  const pool = new pg.Pool({ connectionString, max });
  // Every ingest statement is constant text (values only in parameters), so each is a named prepared statement:
  // planned once per connection instead of at every upload (the 5000-row insert with its rollups took ~14 ms to
  // plan as an unnamed statement). Postgres re-plans by itself when a table changes (e.g. a new partition).
  const names = new Map<string, string>();
  const statement = (text: string, values: unknown[]): pg.QueryConfig => {
    let name = names.get(text);
    if (name === undefined) names.set(text, (name = `ingest_${names.size + 1}`));
    return { name, text, values };
  };
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on("error", () => undefined);
  return {
    async query<T>(sql: string, params: unknown[]): Promise<T[]> {
      return (await pool.query(statement(sql, params))).rows as T[];
    },
    async transact<T>(work: (exec: SqlExecutor) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: unknown;
      try {
        await client.query("BEGIN");
        const exec: SqlExecutor = {
          query: async <R>(sql: string, params: unknown[]) => (await client.query(statement(sql, params))).rows as R[],
        };
        const result = await work(exec);
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
