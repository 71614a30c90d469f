import pg from "pg";

/** A query with PostgreSQL placeholders ($1, $2, …): a Prisma.Sql's `text` and `values`. */
export interface CursorQuery {
  text: string;
  values: unknown[];
}

// Values come back as Prisma's raw queries give them, so a caller can move between the two: int8 as bigint, and
// date / timestamp (without zone) as UTC instants rather than pg's local-time reading. numeric stays a string.
const INT8 = 20;
const DATE = 1082;
const TIMESTAMP = 1114;
const types = {
  getTypeParser(oid: number, format?: "text" | "binary"): (value: string) => unknown {
    if (oid === INT8) return (v) => BigInt(v);
    if (oid === DATE) return (v) => new Date(`${v}T00:00:00Z`);
    if (oid === TIMESTAMP) return (v) => new Date(`${v.replace(" ", "T")}Z`);
    return pg.types.getTypeParser(oid, format ?? "text") as (value: string) => unknown;
  },
};

/**
 * Reads one query's whole result through a server-side cursor, `pageRows` rows at a time, on a connection of its
 * own inside a READ ONLY REPEATABLE READ transaction (one snapshot, so pages never skip or repeat a row that changes
 * meanwhile). The database plans and sorts the query once, as COPY would. The next page is read while `onPage`
 * handles the current one, and none further until it resolved: at most two pages are in memory, and a slow
 * consumer slows the reading instead of filling memory. An error in `onPage` rolls the transaction back and is rethrown. Returns the number of rows read.
 */
export async function readInPages(
  connectionString: string,
  query: CursorQuery,
  pageRows: number,
  onPage: (rows: Record<string, unknown>[]) => Promise<void>,
): Promise<number> {
  const client = new pg.Client({ connectionString, types });
  // A connection dropped by the server surfaces on the pending query; this keeps it from crashing the process.
  client.on("error", () => undefined);
  await client.connect();
  let total = 0;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    await client.query(`DECLARE paged_rows NO SCROLL CURSOR FOR ${query.text}`, query.values);
    const fetchPage = async (): Promise<Record<string, unknown>[]> =>
      (await client.query<Record<string, unknown>>(`FETCH ${Math.trunc(pageRows)} FROM paged_rows`)).rows;
    // One page ahead: the database computes the next page while the caller handles this one (at most two pages
    // are held). A read-ahead that fails after the caller failed is dropped with the transaction.
    let next = fetchPage();
    for (;;) {
      const rows = await next;
      const more = rows.length === pageRows;
      if (more) {
        next = fetchPage();
        next.catch(() => undefined);
      }
      if (rows.length > 0) await onPage(rows);
      total += rows.length;
      if (!more) break;
    }
    await client.query("COMMIT");
    return total;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}
