import { GetObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caregiver, Senior } from "@care/db";
import { PROCESSORS } from "../../../apps/worker/src/processors.js";
import { removeUnadoptedUploads } from "../../../apps/worker/src/periodic/unadopted-uploads.js";
import { multipartImages, PNG_1X1 } from "../../support/multipart.js";
import { startWorkerHarness, type WorkerHarness } from "../../support/worker-harness.js";

// Issue 25 item 6: objects no record adopts are removed after a day, from the store (the s3rver the tests start)
// and from the upload table; adopted ones and recent ones stay, and a removed key can no longer be adopted.

let h: WorkerHarness;
let senior: Senior;
let contact: Caregiver;

beforeAll(async () => {
  h = await startWorkerHarness();
  senior = await h.prisma.senior.findFirstOrThrow({ orderBy: { memberId: "asc" } });
  contact = await h.prisma.caregiver.create({
    data: { seniorId: senior.id, firstName: "Paula", lastName: "Attorney", caregiverType: "primary" },
  });
});
afterAll(async () => {
  await h?.close();
});

async function upload(): Promise<string> {
  const res = await h
    .as("admin")
    .post("/api/users/upload/images", undefined, { raw: multipartImages([{ name: "scan.png", bytes: PNG_1X1 }]) });
  expect(res.status, res.raw.body).toBe(200);
  return res.body.data.files[0].key as string;
}

const attach = (key: string) =>
  h.as("admin").post("/api/users/senior/care-circle/poa-document", {
    senior_id: senior.id,
    caregiver_id: contact.id,
    key,
    file_name: "poa.png",
  });

/** Whether the store holds the object (GetObject answers it, or NoSuchKey). */
async function stored(key: string): Promise<boolean> {
  try {
    const res = await h.deps.storage.s3.send(new GetObjectCommand({ Bucket: h.deps.storage.bucket, Key: key }));
    await res.Body?.transformToByteArray();
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === "NoSuchKey") return false;
    throw err;
  }
}

const ageBy = (key: string, hours: number) =>
  h.prisma.upload.update({ where: { key }, data: { createdAt: new Date(Date.now() - hours * 3600_000) } });

describe("the worker's unadopted-uploads task", () => {
  it("is one of the worker's periodic tasks", () => {
    expect(PROCESSORS.map((p) => p.name)).toContain("unadopted-uploads");
  });

  it("removes objects no record adopted within a day, keeps the rest, and the removed key cannot be adopted", async () => {
    const old = await upload();
    const recent = await upload();
    const adopted = await upload();
    expect((await attach(adopted)).status).toBe(200);
    // A presigned target nobody posted to: a row without an object.
    const targets = await h.as("admin").post("/api/users/upload/presigned-post", {
      files: [{ file_name: "never.png", content_type: "image/png", size: 100 }],
    });
    const neverPosted = targets.body.data.files[0].key as string;
    await ageBy(old, 25);
    await ageBy(adopted, 25);
    await ageBy(neverPosted, 25);
    await ageBy(recent, 23);
    expect(await stored(old)).toBe(true);

    expect(await removeUnadoptedUploads(h.deps)).toBe(2);

    expect(await stored(old)).toBe(false);
    expect(await h.prisma.upload.findUnique({ where: { key: old } })).toBeNull();
    expect(await h.prisma.upload.findUnique({ where: { key: neverPosted } })).toBeNull();
    expect(await stored(recent)).toBe(true);
    expect(await h.prisma.upload.findUnique({ where: { key: recent } })).not.toBeNull();
    expect(await stored(adopted)).toBe(true);
    expect(await h.prisma.upload.findUnique({ where: { key: adopted } })).not.toBeNull();

    const late = await attach(old);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe("The uploaded file was not found; upload it again");

    // Nothing left to remove: a second run is a no-op.
    expect(await removeUnadoptedUploads(h.deps)).toBe(0);
    expect((await attach(recent)).status).toBe(200);
  });
});
