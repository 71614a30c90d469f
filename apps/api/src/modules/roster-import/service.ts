import { randomUUID } from "node:crypto";
import { Job, type Queue } from "bullmq";
import {
  QUEUES,
  ROSTER_MESSAGES,
  RosterImportSchema,
  type AccessClaims,
  type RosterDryRun,
  type RosterImport,
  type RosterImportJob,
} from "@care/contracts";
import type { PrismaClient } from "@care/db";
import type { Queues } from "@care/infra";
import { AppError, notFound } from "../../errors.js";
import type { GeocodingService } from "../geocoding/service.js";
import { checkRoster, rosterFacilityOf } from "./check.js";
import { parseRoster } from "./csv.js";
import type { RosterUpload } from "./upload.js";

export interface RosterImportService {
  dryRun(user: AccessClaims, upload: RosterUpload): Promise<RosterDryRun>;
  start(user: AccessClaims, upload: RosterUpload): Promise<RosterImport>;
  status(user: AccessClaims, importId: string): Promise<RosterImport>;
}

export interface RosterImportDeps {
  prisma: PrismaClient;
  geocoding: GeocodingService;
  queues: Queues;
}

/** The finished import's audit row (written by the job): the record once BullMQ has dropped the job. */
export const FINISH_ACTION = "finishRosterImport";
/** Jobs (and with them an import's progress) are kept this long; the audit row keeps the result after. */
const KEEP_S = 7 * 24 * 3600;
/** How long a start waits for Redis to take the job before answering 503. */
const ENQUEUE_TIMEOUT_MS = 5000;

const count = (rows: { change: string }[], change: string): number => rows.filter((r) => r.change === change).length;

const STATE: Record<string, RosterImport["state"]> = { active: "running", completed: "done", failed: "failed" };

async function enqueue(queue: Queue, job: RosterImportJob): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError("UNAVAILABLE", ROSTER_MESSAGES.notQueued)), ENQUEUE_TIMEOUT_MS);
  });
  try {
    // No outbox row: the API writes nothing with the start, so there is no commit for the job to follow; a start
    // Redis did not take is answered as such and nothing happened.
    await Promise.race([
      queue.add(QUEUES.rosterImport, job, {
        jobId: job.import_id,
        attempts: 3,
        removeOnComplete: { age: KEEP_S },
        removeOnFail: { age: KEEP_S },
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A job's progress and result as the portal shows it (the processor reports both as the job's progress). */
export function importOfJob(job: Job<RosterImportJob>, jobState: string): RosterImport {
  const state = STATE[jobState] ?? "queued";
  // The processor's last progress is its result (the job's return value is not kept by the worker's consume()).
  const result = job.progress as Partial<RosterImport> | number | undefined;
  const so = typeof result === "object" && result !== null ? result : {};
  return RosterImportSchema.parse({
    import_id: job.data.import_id,
    state,
    file_name: job.data.file_name,
    rows: job.data.rows_in_file,
    total: job.data.rows.length,
    processed: so.processed ?? 0,
    created: so.created ?? 0,
    updated: so.updated ?? 0,
    unchanged: so.unchanged ?? 0,
    errors: so.errors ?? job.data.refused,
    started_at: job.data.started_at,
    finished_at:
      job.finishedOn && state !== "running" && state !== "queued" ? new Date(job.finishedOn).toISOString() : null,
    failure: state === "failed" ? (job.failedReason ?? null) : null,
  });
}

/** Roster import (docs/roster-import.md): the check behind the dry run and the start, the job, its status. */
export function createRosterImportService(deps: RosterImportDeps): RosterImportService {
  const queue = deps.queues[QUEUES.rosterImport];

  return {
    async dryRun(user, upload) {
      const records = parseRoster(upload.bytes);
      const { rows, errors } = await checkRoster(deps, user, records);
      return {
        rows: records.length,
        valid: rows.length,
        to_create: count(rows, "create"),
        to_update: count(rows, "update"),
        unchanged: count(rows, "unchanged"),
        errors,
      };
    },

    async start(user, upload) {
      const records = parseRoster(upload.bytes);
      const { rows, errors } = await checkRoster(deps, user, records);
      const job: RosterImportJob = {
        import_id: randomUUID(),
        file_name: upload.fileName,
        requested_by: user.sub,
        requested_by_email: user.email ?? null,
        requested_by_roles: user.roles.slice(0, 10),
        facility_id: rosterFacilityOf(user).facilityId,
        rows_in_file: records.length,
        refused: errors,
        rows: rows.map((r) => r.row),
        started_at: new Date().toISOString(),
      };
      await enqueue(queue, job);
      return RosterImportSchema.parse({
        import_id: job.import_id,
        state: "queued",
        file_name: job.file_name,
        rows: records.length,
        total: rows.length,
        processed: 0,
        created: 0,
        updated: 0,
        unchanged: 0,
        errors,
        started_at: job.started_at,
        finished_at: null,
        failure: null,
      });
    },

    async status(user, importId) {
      // The state first: a job read after it is at least that far along (a completed one has its finish time).
      const jobState = await queue.getJobState(importId);
      const job = (await Job.fromId(queue, importId)) as Job<RosterImportJob> | undefined;
      // Only who started an import follows it; anyone else's is as unknown as one that never was.
      if (job) {
        if (job.data.requested_by !== user.sub) throw notFound("Import");
        return importOfJob(job, jobState);
      }
      const done = await deps.prisma.auditLog.findFirst({
        where: { action: FINISH_ACTION, entityType: "roster_import", entityId: importId, actorId: user.sub },
      });
      const saved = RosterImportSchema.safeParse(done?.summary);
      if (!saved.success) throw notFound("Import");
      return saved.data;
    },
  };
}
