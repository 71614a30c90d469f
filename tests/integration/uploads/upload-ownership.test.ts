import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Caregiver, Senior } from "@care/db";
import type { DemoRole } from "../../support/harness.js";
import { multipartImages, PNG_1X1 } from "../../support/multipart.js";
import { setupHarness } from "../../support/suite-harness.js";
import { coachedSeniors } from "../seniors.js";

// Issue 25 item 6: an uploaded key is adopted only by the person who uploaded it, only once, only by a record that
// takes its kind (so a POA document can no longer point at a senior photo's file), and a senior's adopted files
// stay under a quota. The texts are written out: the portal shows them.

const QUOTA = 3000;
const UPLOAD = "/api/users/upload/images";
const PHOTO = "/api/users/senior/image";
const POA = "/api/users/senior/care-circle/poa-document";
const PLAN = "/api/users/wellness-plan";

const NOT_YOURS = "This file was uploaded by someone else; upload it yourself";
const IN_USE = "This file is already attached to a document";
const WRONG_KIND = "This file cannot be attached here; upload it again";
const OVER_QUOTA = `This member's files would exceed their storage quota of ${QUOTA} bytes. Delete photos or files first.`;

const h = setupHarness({ env: { SENIOR_UPLOAD_QUOTA_BYTES: String(QUOTA) } });

/** A png of `size` bytes: the routes check the signature, so the 1×1 PNG padded with zeros is one. */
const pngOf = (size: number): Buffer => Buffer.concat([PNG_1X1, Buffer.alloc(size - PNG_1X1.length)]);

/** Seniors coached by agent@demo.care (no break-glass needed), one per test, each with a care-circle contact. */
let seniors: Senior[];
const contacts = new Map<string, Caregiver>();

beforeAll(async () => {
  seniors = await coachedSeniors(h, 4, 30);
  for (const s of seniors) {
    contacts.set(
      s.id,
      await h.prisma.caregiver.create({
        data: { seniorId: s.id, firstName: "Paula", lastName: "Attorney", caregiverType: "primary" },
      }),
    );
  }
});

const seniorAt = (i: number): Senior => {
  const s = seniors[i];
  if (!s) throw new Error(`no senior ${i}`);
  return s;
};

async function upload(who: DemoRole, bytes: Buffer = PNG_1X1): Promise<string> {
  const res = await h.as(who).post(UPLOAD, undefined, { raw: multipartImages([{ name: "scan.png", bytes }]) });
  expect(res.status, res.raw.body).toBe(200);
  return res.body.data.files[0].key as string;
}

async function addPhoto(who: DemoRole, senior: Senior, bytes: Buffer = PNG_1X1) {
  return h.as(who).post(PHOTO, undefined, {
    query: { senior_id: senior.id },
    raw: multipartImages([{ name: "photo.png", bytes }]),
  });
}

const attach = (who: DemoRole, senior: Senior, key: string) =>
  h.as(who).post(POA, {
    senior_id: senior.id,
    caregiver_id: contacts.get(senior.id)?.id,
    key,
    file_name: "poa.png",
  });

const poaCount = (senior: Senior) => h.prisma.poaDocument.count({ where: { seniorId: senior.id } });

describe("adopting an uploaded key", () => {
  it("a POA document cannot point at a senior photo's file, not even for the photo's uploader", async () => {
    const senior = seniorAt(0);
    const photo = await addPhoto("admin", senior);
    expect(photo.status, photo.raw.body).toBe(200);
    const image = await h.prisma.seniorImage.findFirstOrThrow({ where: { seniorId: senior.id } });

    const same = await attach("admin", senior, image.s3Key);
    expect(same.status, same.raw.body).toBe(409);
    expect(same.body.message).toBe(IN_USE);
    expect(same.body.error?.fields).toEqual([{ field: "body.key", reason: IN_USE }]);

    const other = await attach("wellness", senior, image.s3Key);
    expect(other.status, other.raw.body).toBe(400);
    expect(other.body.error?.fields).toEqual([{ field: "body.key", reason: NOT_YOURS }]);
    expect(await poaCount(senior)).toBe(0);
  });

  it("only the uploader adopts a key, once; the row records who, when and for whom", async () => {
    const senior = seniorAt(1);
    const key = await upload("wellness");
    const stranger = await attach("admin", senior, key);
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(NOT_YOURS);
    expect(await poaCount(senior)).toBe(0);

    const own = await attach("wellness", senior, key);
    expect(own.status, own.raw.body).toBe(200);
    const row = await h.prisma.upload.findUniqueOrThrow({ where: { key } });
    expect(row).toMatchObject({
      uploaderId: h.user("wellness").id,
      kind: "image",
      size: PNG_1X1.length,
      seniorId: senior.id,
    });
    expect(row.adoptedAt).not.toBeNull();

    const twice = await attach("wellness", senior, key);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(IN_USE);
    expect(await poaCount(senior)).toBe(1);
  });

  it("a direct upload (presigned POST) is adopted by its uploader; a key of another kind is refused", async () => {
    const senior = seniorAt(2);
    const targets = await h.as("wellness").post("/api/users/upload/presigned-post", {
      files: [{ file_name: "scan.png", content_type: "image/png", size: PNG_1X1.length }],
    });
    expect(targets.status, targets.raw.body).toBe(200);
    const t = targets.body.data.files[0] as { key: string; url: string; fields: Record<string, string> };
    const policy = JSON.parse(Buffer.from(t.fields.Policy ?? "", "base64").toString("utf8")) as { conditions: [] };
    // The store takes at most the declared size: what the row (and the quota) counts.
    expect(policy.conditions).toContainEqual(["content-length-range", 1, PNG_1X1.length]);
    expect(await h.prisma.upload.findUniqueOrThrow({ where: { key: t.key } })).toMatchObject({
      uploaderId: h.user("wellness").id,
      kind: "direct_image",
      size: PNG_1X1.length,
      adoptedAt: null,
    });
    const form = new FormData();
    for (const [k, v] of Object.entries(t.fields)) form.append(k, v);
    form.append("file", new Blob([PNG_1X1], { type: "image/png" }), "scan.png");
    expect((await fetch(t.url, { method: "POST", body: form })).status).toBe(204);
    const adopted = await attach("wellness", senior, t.key);
    expect(adopted.status, adopted.raw.body).toBe(200);

    // A key the store holds and the caller uploaded, but of a kind POA documents do not take.
    const other = await upload("wellness");
    await h.prisma.upload.update({ where: { key: other }, data: { kind: "wellness_file" } });
    const refused = await attach("wellness", senior, other);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.fields).toEqual([{ field: "body.key", reason: WRONG_KIND }]);
  });
});

describe("a senior's quota", () => {
  it("counts photos, POA documents and wellness-plan files; a refused record keeps nothing", async () => {
    const senior = seniorAt(3);
    expect((await addPhoto("admin", senior, pngOf(1000))).status).toBe(200);
    expect((await addPhoto("admin", senior, pngOf(1000))).status).toBe(200);

    // 2000 + 1500 > 3000: the POA document is refused and its upload stays unadopted.
    const key = await upload("admin", pngOf(1500));
    const poa = await attach("admin", senior, key);
    expect(poa.status, poa.raw.body).toBe(413);
    expect(poa.body.message).toBe(OVER_QUOTA);
    expect(poa.body.error?.fields).toEqual([{ field: "body.key", reason: OVER_QUOTA }]);
    expect(await poaCount(senior)).toBe(0);
    expect(await h.prisma.upload.findUniqueOrThrow({ where: { key } })).toMatchObject({
      adoptedAt: null,
      seniorId: null,
    });

    // A photo past the quota: refused, its object and rows gone.
    const before = await h.prisma.upload.count();
    const photo = await addPhoto("admin", senior, pngOf(1200));
    expect(photo.status).toBe(413);
    expect(photo.body.message).toBe(OVER_QUOTA);
    expect(await h.prisma.seniorImage.count({ where: { seniorId: senior.id } })).toBe(2);
    expect(await h.prisma.upload.count()).toBe(before);

    // A wellness-plan file counts its declared size.
    const goals = await h.as("agent").post(`${PLAN}/goals`, {
      customer_id: `senior-${senior.id}`,
      role: "senior",
      last_updated_date: "2026-11-24T10:00:00Z",
      last_updated_by: "someone",
      careagent_id: h.user("agent").id,
      current_version: 0,
      goal_actions: [{ goal: "Improve sleep", action: "Keep a regular bedtime", status: "not_started", progress: 0 }],
    });
    expect(goals.status, goals.raw.body).toBe(200);
    const goalId = goals.body.data.goals[0].goal_action_id as string;
    const resource = (size: number) =>
      h.as("agent").post(`${PLAN}/resources/upload-url`, {
        senior_id: senior.id,
        version: 1,
        goal_action_id: goalId,
        files: [{ resource_id: randomUUID(), name: "Guide", content_type: "application/pdf", size }],
      });
    const tooBig = await resource(1001);
    expect(tooBig.status, tooBig.raw.body).toBe(413);
    expect(tooBig.body.error?.fields).toEqual([{ field: "body.files", reason: OVER_QUOTA }]);
    expect(await h.prisma.wellnessResource.count({ where: { goalId } })).toBe(0);
    const fits = await resource(1000);
    expect(fits.status, fits.raw.body).toBe(200);

    // Deleting photos gives their bytes back: 1000 (the wellness file) + 1500 fits now.
    for (const photo of await h.prisma.seniorImage.findMany({ where: { seniorId: senior.id } })) {
      const removed = await h.as("admin").delete(PHOTO, { senior_id: senior.id, image_id: photo.id });
      expect(removed.status, removed.raw.body).toBe(200);
    }
    expect((await attach("admin", senior, key)).status).toBe(200);
  });
});
