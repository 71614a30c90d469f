import { deleteObjects } from "@care/infra";
import type { WorkerDeps } from "../deps.js";
import type { QueueProcessor } from "../processor.js";
import { everyAcrossReplicas } from "./every.js";

/** An upload no record adopted within a day is removed (issue 25 item 6, docs/uploads.md 'Owned and bounded'). */
export const UNADOPTED_UPLOAD_TTL_MS = 24 * 3600_000;
const INTERVAL_MS = 3600_000;
/** Rows (and objects: DeleteObjects takes 1000 keys) per transaction. */
const BATCH = 500;

/**
 * Removes the uploads older than a day that no record adopted: their objects from the store and their rows, a batch
 * at a time. The rows are deleted first and the objects inside the same transaction, so a store failure keeps the
 * rows for the next run, and an adoption racing the removal waits on the row lock and then finds the key gone (a
 * clear 400) rather than adopting a deleted object. Rows being adopted at that moment are skipped (SKIP LOCKED).
 */
export async function removeUnadoptedUploads(
  deps: Pick<WorkerDeps, "prisma" | "storage" | "log">,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNADOPTED_UPLOAD_TTL_MS);
  let removed = 0;
  for (;;) {
    const keys = await deps.prisma.$transaction(
      async (tx) => {
        const rows = await tx.$queryRaw<{ key: string }[]>`
          DELETE FROM upload WHERE key IN (
            SELECT key FROM upload WHERE adopted_at IS NULL AND created_at < ${cutoff}
            ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          RETURNING key`;
        const batch = rows.map((r) => r.key);
        // A key whose object never arrived (a presigned target nobody posted to) is deleted all the same: S3's
        // DeleteObjects does not mind a missing key.
        if (batch.length > 0) await deleteObjects(deps.storage, batch);
        return batch;
      },
      { timeout: 60_000 },
    );
    removed += keys.length;
    if (keys.length < BATCH) break;
  }
  if (removed > 0) deps.log.info({ removed }, "unadopted uploads removed");
  return removed;
}

export const unadoptedUploads: QueueProcessor = {
  name: "unadopted-uploads",
  async init(deps) {
    return everyAcrossReplicas(
      deps,
      "unadopted-uploads",
      INTERVAL_MS,
      async () => void (await removeUnadoptedUploads(deps)),
    );
  },
};
