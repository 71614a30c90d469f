import type { FastifyInstance } from "fastify";
import type { PrismaClient } from "@care/db";

/** What the care-insight services need; index.ts builds it once per app. */
export interface CareInsightDeps {
  prisma: PrismaClient;
  /** Data and outbox rows in one transaction; the fan-out jobs are enqueued after the commit. */
  transactWithJobs: FastifyInstance["transactWithJobs"];
}
