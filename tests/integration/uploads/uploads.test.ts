import { randomUUID } from "node:crypto";
import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorage, type Storage } from "@care/infra";
import { startHarness, type DemoRole as Who, type Harness } from "../../support/harness.js";

// A real 1×1 PNG (one #6BA539 pixel) and a real 1×1 JPEG (JFIF), written out.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGPIXmr5HwAFEQJJhlrb8gAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////" +
    "////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  "base64",
);
const FIFTEEN_MB = 15 * 1024 * 1024;
const PREFIX = "uploads/images/";

interface Part {
  filename: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body built by hand, so the test controls every byte the parser sees. */
function multipart(parts: readonly Part[], field = "files"): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----care-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${p.filename}"\r\n` +
          `Content-Type: ${p.type}\r\n\r\n`,
      ),
      p.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

let h: Harness;
let storage: Storage;

beforeAll(async () => {
  h = await startHarness();
  storage = createStorage(h.config);
});
afterAll(async () => {
  storage?.s3.destroy();
  await h?.close();
});

async function storedKeys(): Promise<string[]> {
  const out = await storage.s3.send(new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: PREFIX }));
  return (out.Contents ?? []).map((o) => o.Key ?? "").sort();
}

async function storedBytes(key: string): Promise<Buffer> {
  const out = await storage.s3.send(new GetObjectCommand({ Bucket: storage.bucket, Key: key }));
  return Buffer.from((await out.Body?.transformToByteArray()) ?? []);
}

function upload(parts: readonly Part[], who: Who = "warehouse") {
  return h.as(who).post("/api/users/upload/images", undefined, { raw: multipart(parts) });
}

describe("POST /api/users/upload/images", () => {
  it("stores a png and a jpeg by their content and answers keys and signed urls that fetch the same bytes", async () => {
    const before = await storedKeys();
    // The jpeg is sent with a misleading name and declared type: only the content decides.
    const res = await upload([
      { filename: "photo.png", type: "image/png", bytes: PNG },
      { filename: "scan.png", type: "application/octet-stream", bytes: JPEG },
    ]);
    expect(res.status, res.raw.body).toBe(200);
    const files = res.body.data.files as {
      key: string;
      file_name: string;
      content_type: string;
      size: number;
      url: string;
      url_expires_in: number;
    }[];
    expect(files.map((f) => [f.file_name, f.content_type, f.size, f.url_expires_in])).toEqual([
      ["photo.png", "image/png", 70, 900],
      ["scan.png", "image/jpeg", 134, 900],
    ]);
    expect(files[0]?.key).toMatch(/^uploads\/images\/[0-9a-f-]{36}\.png$/);
    expect(files[1]?.key).toMatch(/^uploads\/images\/[0-9a-f-]{36}\.jpg$/);

    expect(await storedKeys()).toEqual([...before, ...files.map((f) => f.key)].sort());
    expect(await storedBytes(files[0]?.key ?? "")).toEqual(PNG);
    // The signed url needs no credentials.
    const fetched = await fetch(files[0]?.url ?? "");
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(PNG);
    const fetchedJpeg = await fetch(files[1]?.url ?? "");
    expect(Buffer.from(await fetchedJpeg.arrayBuffer())).toEqual(JPEG);
  });

  it("accepts exactly 10 files", async () => {
    const res = await upload(
      Array.from({ length: 10 }, (_, i) => ({ filename: `p${i}.png`, type: "image/png", bytes: PNG })),
    );
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data.files).toHaveLength(10);
  });

  it("refuses a text file named .png with 'Invalid image format.' and deletes the batch's earlier files", async () => {
    const before = await storedKeys();
    const res = await upload([
      { filename: "ok.png", type: "image/png", bytes: PNG },
      { filename: "notes.png", type: "image/png", bytes: Buffer.from("just some text, not an image\n") },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      application_code: 400,
      message: "Invalid image format.",
      data: null,
      error: { code: "VALIDATION", fields: [{ field: "body.files", reason: "notes.png: Invalid image format." }] },
    });
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses 11 files with the spec's text and stores none of them", async () => {
    const before = await storedKeys();
    const res = await upload(
      Array.from({ length: 11 }, (_, i) => ({ filename: `p${i}.png`, type: "image/png", bytes: PNG })),
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      application_code: 413,
      message: "You cannot select more than 10 senior's photos.",
      data: null,
      error: { code: "PAYLOAD_TOO_LARGE" },
    });
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses a file over 15 MB and stores nothing of the batch", async () => {
    const before = await storedKeys();
    const big = Buffer.concat([PNG, Buffer.alloc(FIFTEEN_MB + 1 - PNG.length)]);
    const res = await upload([
      { filename: "ok.png", type: "image/png", bytes: PNG },
      { filename: "big.png", type: "image/png", bytes: big },
    ]);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      application_code: 413,
      message: "File size cannot exceed 15 MB.",
      data: null,
      error: { code: "PAYLOAD_TOO_LARGE" },
    });
    expect(await storedKeys()).toEqual(before);
  });

  it("accepts a file of exactly 15 MB", async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(FIFTEEN_MB - PNG.length)]);
    const res = await upload([{ filename: "exact.png", type: "image/png", bytes: exact }]);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data.files[0].size).toBe(FIFTEEN_MB);
  });

  it("refuses an empty form with 400 and a JSON body with 415", async () => {
    const empty = await upload([]);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Select at least one image.");
    const json = await h.as("agent").post("/api/users/upload/images", { files: [] });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe("Expected multipart/form-data.");
  });
});

interface Target {
  file_name: string;
  key: string;
  url: string;
  fields: Record<string, string>;
  expires_in: number;
}

describe("POST /api/users/upload/presigned-post", () => {
  const targets = (who: Who, files: unknown) => h.as(who).post("/api/users/upload/presigned-post", { files });

  it("answers a url and form fields per file whose policy pins key, type and 1 byte..the declared size", async () => {
    const res = await targets("agent", [{ file_name: "handout.png", content_type: "image/png", size: PNG.length }]);
    expect(res.status, res.raw.body).toBe(200);
    const [t] = res.body.data.files as Target[];
    if (!t) throw new Error("no target");
    expect(t.file_name).toBe("handout.png");
    expect(t.expires_in).toBe(600);
    expect(t.key).toMatch(/^uploads\/images\/[0-9a-f-]{36}\.png$/);
    expect(t.url).toBe(`http://127.0.0.1:${h.config.S3_PORT}/care-reports`);
    expect(t.fields.key).toBe(t.key);
    expect(t.fields["Content-Type"]).toBe("image/png");
    expect(t.fields["X-Amz-Algorithm"]).toBe("AWS4-HMAC-SHA256");
    const policy = JSON.parse(Buffer.from(t.fields.Policy ?? "", "base64").toString("utf8")) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ["content-length-range", 1, PNG.length],
        ["eq", "$Content-Type", "image/png"],
        { bucket: "care-reports" },
        { key: t.key },
      ]),
    );
  });

  it("a browser-style form post of the file to url + fields is stored under the key", async () => {
    const res = await targets("wellness", [{ file_name: "a.png", content_type: "image/png", size: PNG.length }]);
    const [t] = res.body.data.files as Target[];
    if (!t) throw new Error("no target");
    const form = new FormData();
    for (const [k, v] of Object.entries(t.fields)) form.append(k, v);
    form.append("file", new Blob([PNG], { type: "image/png" }), "a.png");
    const posted = await fetch(t.url, { method: "POST", body: form });
    expect(posted.status, await posted.text()).toBe(204);
    expect(await storedBytes(t.key)).toEqual(PNG);
  });

  it("refuses other types, files over 15 MB and more than 10 files with the spec's texts", async () => {
    const gif = await targets("admin", [{ file_name: "a.gif", content_type: "image/gif", size: 10 }]);
    expect(gif.status).toBe(400);
    expect(gif.body.error?.fields?.[0]).toEqual({
      field: "body.files.0.content_type",
      reason: "Invalid image format.",
    });

    const big = await targets("admin", [{ file_name: "a.png", content_type: "image/png", size: FIFTEEN_MB + 1 }]);
    expect(big.status).toBe(400);
    expect(big.body.error?.fields?.[0]).toEqual({
      field: "body.files.0.size",
      reason: "File size cannot exceed 15 MB.",
    });

    const eleven = Array.from({ length: 11 }, (_, i) => ({
      file_name: `${i}.png`,
      content_type: "image/png",
      size: 1,
    }));
    const many = await targets("admin", eleven);
    expect(many.status).toBe(400);
    expect(many.body.error?.fields?.[0]).toEqual({
      field: "body.files",
      reason: "You cannot select more than 10 senior's photos.",
    });
  });

  it("is refused (403) to roles without the Wellness Plan tab", async () => {
    for (const who of ["warehouse", "bdm", "facility"] as const) {
      const res = await targets(who, [{ file_name: "a.png", content_type: "image/png", size: 1 }]);
      expect(res.status, who).toBe(403);
    }
  });
});
