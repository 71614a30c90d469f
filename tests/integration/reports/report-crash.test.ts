// A report whose worker process dies mid-way (issue 19, Worker): the worker runs as a child process, is killed
// (SIGKILL) while it builds a large heart-rate report, and a new worker process picks the job up again through
// BullMQ's stalled-job check. The final key never holds anything but a complete workbook: nothing before the kill,
// nothing between the kill and the restart, and once it appears, a workbook with every row (read back with exceljs).
import { GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound } from "@aws-sdk/client-s3";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startWorkerHarness,
  configEnv,
  startWorkerProcess,
  type WorkerHarness,
  type WorkerProcess,
} from "../../support/worker-harness.js";
import { finished, startReport } from "./report-support.js";

let h: WorkerHarness;
let worker: WorkerProcess | undefined;
const lines: string[] = [];

// Every seeded senior (300) gets a heart-rate day for every day of January and February 2024 (60 days): 18,000
// report rows, a build of seconds, so the kill (at once after the worker says it started) lands while the workbook
// is being written.
const SENIORS = 300;
const DAYS = 60;
const ROWS = SENIORS * DAYS;

beforeAll(async () => {
  h = await startWorkerHarness();
  const inserted = await h.prisma.$executeRaw`
    INSERT INTO reading_daily (senior_id, metric, bucket_start, count, sum, min, max, last, last_ts)
    SELECT s.id, 'heart_rate', (day::date::timestamp AT TIME ZONE s.timezone), 96, 96 * 72, 58, 96, 70,
           (day::date::timestamp AT TIME ZONE s.timezone) + interval '23 hours'
    FROM senior s, generate_series('2024-01-01'::date, '2024-02-29'::date, interval '1 day') AS day
    ON CONFLICT DO NOTHING`;
  expect(inserted).toBe(ROWS);
}, 120_000);

afterAll(async () => {
  await worker?.kill();
  await h?.close();
});

function spawnWorker(): WorkerProcess {
  // The reports role runs the reports queue; the child shares the test's database, Redis prefix and S3 bucket.
  // A dead worker's job is taken over after 3 s instead of BullMQ's 30 s.
  return startWorkerProcess(
    configEnv(h.config, { WORKER_ROLE: "reports", LOG_LEVEL: "info", WORKER_STALLED_CHECK_MS: "3000" }),
    (line) => lines.push(line),
  );
}

/** Whether an object exists at `key` in the test's bucket. */
async function exists(key: string): Promise<boolean> {
  try {
    await h.deps.storage.s3.send(new HeadObjectCommand({ Bucket: h.deps.storage.bucket, Key: key }));
    return true;
  } catch (err) {
    if (err instanceof NotFound || (err as { name?: string }).name === "NotFound") return false;
    throw err;
  }
}

/** The bytes at `key`, or undefined while there is no object. */
async function read(key: string): Promise<Uint8Array | undefined> {
  try {
    const res = await h.deps.storage.s3.send(new GetObjectCommand({ Bucket: h.deps.storage.bucket, Key: key }));
    return await res.Body!.transformToByteArray();
  } catch (err) {
    if (err instanceof NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return undefined;
    throw err;
  }
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a worker killed mid-run", () => {
  it("leaves nothing at the final key; after a restart the run completes with the full workbook", async () => {
    worker = spawnWorker();
    await worker.ready;
    const ref = await startReport(h, "admin", "heart_rate", { from_date: "2024-01-01", to_date: "2024-02-29" });
    const report = await h.prisma.report.findUniqueOrThrow({ where: { referenceId: ref } });
    const finalKey = `reports/${report.id}.xlsx`;

    // The worker logs "report building" when it starts writing the workbook; the final key stays empty meanwhile.
    await until(
      "the worker to start building",
      async () => {
        expect(await exists(finalKey)).toBe(false);
        return lines.some((l) => l.includes('"report building"') && l.includes(report.id));
      },
      60_000,
    );
    await worker.kill("SIGKILL");
    worker = undefined;
    expect(lines.some((l) => l.includes('"report built"') && l.includes(report.id))).toBe(false);
    expect((await h.prisma.report.findUniqueOrThrow({ where: { id: report.id } })).status).toBe("in_progress");
    expect(await exists(finalKey)).toBe(false);

    // A new worker process: BullMQ hands the stalled job out again once the dead worker's lock has run out.
    worker = spawnWorker();
    await worker.ready;
    // The first time the final key holds an object, its bytes are read at once: what a download would get then.
    let firstSeen: Uint8Array | undefined;
    await until(
      "the final object",
      async () => {
        firstSeen = await read(finalKey);
        return firstSeen !== undefined;
      },
      150_000,
    );
    expect(await finished(h, ref)).toEqual({ status: "success", error: null });
    const builds = lines.filter((l) => l.includes('"report building"') && l.includes(report.id));
    expect(builds).toHaveLength(2);

    // That object: the header and every one of the 18,000 rows.
    const workbook = new ExcelJS.Workbook();
    const bytes = firstSeen!;
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      "Member ID",
      "Member Name",
      "Facility",
      "Zone",
      "Date",
      "Min (bpm)",
      "Average (bpm)",
      "Max (bpm)",
      "Readings",
    ]);
    expect(sheet.actualRowCount).toBe(1 + ROWS);
    // The last row is a complete one: a member on 02/29/2024 with the inserted figures.
    const last = (sheet.getRow(1 + ROWS).values as unknown[]).slice(5);
    expect(last).toEqual(["02/29/2024", 58, 72, 96, 96]);
  }, 300_000);
});
