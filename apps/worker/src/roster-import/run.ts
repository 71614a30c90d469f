import type { Job } from "bullmq";
import { rosterImportRoutes, type RosterImport, type RosterImportJob, type RosterRowError } from "@care/contracts";
import type { WorkerDeps } from "../deps.js";
import { writeRow } from "./write.js";

/** What the job reports as progress while it runs and returns when done (the API's status route reads both). */
export interface RosterProgress {
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: RosterRowError[];
}

/** Progress is reported every this many rows (and after the last). */
const PROGRESS_EVERY = 10;

/**
 * Runs one import: every row upserted by member id, one transaction each, progress reported as it goes; then the
 * finished import's audit row, which keeps the result (the status route's record once BullMQ drops the job). A
 * retried job starts again from the first row: rows already written are then "unchanged", nothing is written twice.
 */
export async function runRosterImport(deps: WorkerDeps, data: RosterImportJob, job: Job): Promise<RosterProgress> {
  const p: RosterProgress = { processed: 0, created: 0, updated: 0, unchanged: 0, errors: [...data.refused] };
  for (const row of data.rows) {
    const outcome = await writeRow(deps.prisma, data, row);
    if (typeof outcome === "string") p[outcome]++;
    else p.errors.push(outcome);
    p.processed++;
    if (p.processed % PROGRESS_EVERY === 0) await job.updateProgress({ ...p });
  }
  p.errors.sort((a, b) => a.line - b.line);
  // The last progress is the result: consume() keeps no return value, and the status route reads the progress.
  await job.updateProgress({ ...p });
  const result: RosterImport = {
    import_id: data.import_id,
    state: "done",
    file_name: data.file_name,
    rows: data.rows_in_file,
    total: data.rows.length,
    ...p,
    started_at: data.started_at,
    finished_at: new Date().toISOString(),
    failure: null,
  };
  await deps.prisma.auditLog.create({
    data: {
      actorId: data.requested_by,
      actorEmail: data.requested_by_email,
      actorRoles: data.requested_by_roles,
      method: rosterImportRoutes.start.method,
      route: rosterImportRoutes.start.path,
      action: "finishRosterImport",
      entityType: "roster_import",
      entityId: data.import_id,
      summary: result,
      statusCode: 200,
    },
  });
  deps.log.info(
    {
      importId: data.import_id,
      created: p.created,
      updated: p.updated,
      unchanged: p.unchanged,
      errors: p.errors.length,
    },
    "roster imported",
  );
  return p;
}
