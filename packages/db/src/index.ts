// Entry point of @care/db: the Prisma client factory, the generated types and enums, and the metric catalogue.
// The generated client (./generated/prisma) is git-ignored and rebuilt by `prisma generate` (root postinstall).
import { PrismaClient, type Prisma } from "./generated/prisma/client.js";
import { createPgAdapter } from "./pg.js";

export * from "./generated/prisma/client.js";
export * from "./metrics.js";
export * from "./partitions.js";
export * from "./alarm-event-sql.js";
export * from "./alarm-response-times-sql.js";
export { createPgAdapter, pgPoolConfig, NameAsTextClient } from "./pg.js";
export { createSqlPool, type SqlPool, type SqlQuery } from "./sql-pool.js";
export { readInPages, type CursorQuery } from "./cursor.js";

/**
 * What a repository function queries: the client, or the transaction a caller opened around several writes. Declared
 * once here so every module takes the same type.
 */
export type Db = PrismaClient | Prisma.TransactionClient;

/**
 * A Prisma client on the pg driver adapter (the only way Prisma 6 runs offline here, see PLATFORM.md §1).
 * poolMax bounds the pg pool; leave it unset for pg's default (10). Call $disconnect() when done.
 */
export function createPrisma(databaseUrl: string, poolMax?: number): PrismaClient {
  const adapter = createPgAdapter(databaseUrl, poolMax === undefined ? {} : { max: poolMax });
  return new PrismaClient({ adapter });
}
