import pg from "pg";
import { e2eDatabaseUrl } from "./stack.js";

/** A query against the e2e database (the API's own), for configuration rows and device secrets. */
export async function e2eQuery<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Sets one ClientConfiguration value; the portal reads it at its next sign-in. */
export async function setClientConfiguration(name: string, value: unknown): Promise<void> {
  await e2eQuery(
    `INSERT INTO client_configuration (name, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [name, JSON.stringify(value)],
  );
}
