import type { WorkerDeps } from "../deps.js";
import type { QueueProcessor } from "../processor.js";
import { everyAcrossReplicas } from "./every.js";

const INTERVAL_MS = 6 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
/**
 * Rows per DELETE: each batch is its own short statement, so a first run over years of rows never holds locks or
 * a transaction open for long, and the read-audit plugin's inserts go on beside it.
 */
export const AUDIT_RETENTION_BATCH = 5000;

/**
 * Deletes the audit rows older than AUDIT_RETENTION_DAYS (0: never), oldest first, a batch at a time, and returns
 * how many went (null when retention is off). Repeatable: a run cut short leaves the rest for the next one.
 */
export async function deleteExpiredAuditRows(
  deps: Pick<WorkerDeps, "prisma" | "config" | "log">,
  now = new Date(),
): Promise<number | null> {
  const days = deps.config.AUDIT_RETENTION_DAYS;
  if (days === 0) return null;
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let deleted = 0;
  for (;;) {
    // created_at is indexed: each batch reads the oldest rows from the index.
    const n = await deps.prisma.$executeRaw`
      DELETE FROM audit_log WHERE id IN (
        SELECT id FROM audit_log WHERE created_at < ${cutoff} ORDER BY created_at LIMIT ${AUDIT_RETENTION_BATCH})`;
    deleted += n;
    if (n < AUDIT_RETENTION_BATCH) break;
  }
  if (deleted > 0) deps.log.info({ deleted, cutoff }, "audit rows past their retention deleted");
  return deleted;
}

export const auditRetention: QueueProcessor = {
  name: "audit-retention",
  async init(deps) {
    // Once per slot across every worker replica (claimed in Redis), so two replicas never delete the same batch.
    return everyAcrossReplicas(
      deps,
      "audit-retention",
      INTERVAL_MS,
      async () => void (await deleteExpiredAuditRows(deps)),
    );
  },
};
