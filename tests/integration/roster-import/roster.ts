import { randomUUID } from "node:crypto";
import { waitFor, type Caller, type TestResponse } from "../../support/harness.js";

// Shared steps of the roster import tests: a CSV written out row by row, sent as the portal sends it (multipart,
// field `file`), and an import followed until its job is done.

export const HEADER =
  "member_id,first_name,middle_name,last_name,email,mobile_number,gender,dob,street,apartment_number,city,state,zipcode,member_type,facility,is_resident";

/** The CSV of a header and rows, each row already comma-separated as a person would type it. */
export const csv = (rows: readonly string[], header = HEADER): string => [header, ...rows].join("\r\n") + "\r\n";

/** A multipart/form-data body with one file part `file` (text/csv). */
export function csvUpload(
  text: string | Buffer,
  name = "roster.csv",
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----roster-${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(text) ? text : Buffer.from(text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export const dryRun = (as: Caller, text: string | Buffer): Promise<TestResponse> =>
  as.post("/api/roster-import/dry-run", undefined, { raw: csvUpload(text) });

export const startImport = (as: Caller, text: string | Buffer): Promise<TestResponse> =>
  as.post("/api/roster-import/imports", undefined, { raw: csvUpload(text) });

/** Starts an import and waits until its job is done; answers the finished import. */
export async function importAndWait(as: Caller, text: string, timeoutMs?: number): Promise<Record<string, unknown>> {
  const started = await startImport(as, text);
  if (started.status !== 200) throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`);
  const id = started.body.data.import_id as string;
  return waitFor(
    `import ${id} done`,
    async () => {
      const res = await as.get(`/api/roster-import/imports/${id}`);
      return res.body.data?.state === "done" || res.body.data?.state === "failed" ? res.body.data : undefined;
    },
    timeoutMs,
  );
}
