import { randomUUID } from "node:crypto";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorage, type Storage } from "@care/infra";
import type { DemoRole } from "../../support/harness.js";
import { setupHarness } from "../../support/suite-harness.js";
import { ref, setupSeniors } from "../seniors.js";

// A real 1×1 PNG and a real 1×1 JPEG, written out (the same bytes as the upload tests).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGPIXmr5HwAFEQJJhlrb8gAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////" +
    "////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  "base64",
);
const IMAGE = "/api/users/senior/image";
const MULTIPLE = "/api/users/senior/multiple-images";

const h = setupHarness();
const s = setupSeniors(h);
let storage: Storage;

beforeAll(() => {
  storage = createStorage(h.config);
});
afterAll(() => {
  storage?.s3.destroy();
});

function multipart(files: readonly { name: string; bytes: Buffer }[]) {
  const boundary = `----care-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\n` +
          "Content-Type: image/png\r\n\r\n",
      ),
      f.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const send = (who: DemoRole, path: string, seniorId: string, files: { name: string; bytes: Buffer }[]) =>
  h.as(who).post(path, undefined, { query: { senior_id: seniorId }, raw: multipart(files) });

async function storedKeys(): Promise<string[]> {
  const out = await storage.s3.send(new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: "uploads/images/" }));
  return (out.Contents ?? []).map((o) => o.Key ?? "").sort();
}

describe("senior photos", () => {
  it("adds a png and a jpeg (by content), lists them, sets a profile picture and downloads the bytes", async () => {
    const res = await send("agent", MULTIPLE, s.assigned.id, [
      { name: "a.png", bytes: PNG },
      { name: "b.png", bytes: JPEG },
    ]);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Saved Successfully");
    const images = res.body.data.images as { image_id: string; format: string; url: string; is_profile: boolean }[];
    expect(images.map((i) => [i.format, i.is_profile])).toEqual([
      ["png", false],
      ["jpeg", false],
    ]);
    const fetched = await fetch(images[1]?.url ?? "");
    expect(Buffer.from(await fetched.arrayBuffer())).toEqual(JPEG);

    const profile = await h.as("agent").post("/api/users/senior/profile-image", {
      senior_id: s.assigned.id,
      image_id: images[1]?.image_id,
    });
    expect(profile.status, profile.raw.body).toBe(200);
    expect(profile.body.data.profile_image_id).toBe(images[1]?.image_id);
    const info = await h.as("warehouse").get("/api/users/senior/minimal-info", ref(s.assigned));
    expect(info.body.data.profile_image_id).toBe(images[1]?.image_id);

    const download = await h.as("bdm").get("/api/users/senior/download-image", {
      ...ref(s.assigned),
      image_id: images[0]?.image_id,
    });
    expect(download.status).toBe(200);
    expect(download.body.data).toMatchObject({ image_id: images[0]?.image_id, format: "png", url_expires_in: 900 });
    const bytes = await fetch(download.body.data.url);
    expect(Buffer.from(await bytes.arrayBuffer())).toEqual(PNG);
  });

  it("answers 'Error setting profile image!' (404) for an image that is not the senior's", async () => {
    const res = await h.as("agent").post("/api/users/senior/profile-image", {
      senior_id: s.assigned.id,
      image_id: randomUUID(),
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Error setting profile image!");
  });

  it("refuses 'Invalid image format.' and stores nothing of the batch", async () => {
    const before = await storedKeys();
    const rows = await h.prisma.seniorImage.count({ where: { seniorId: s.assigned.id } });
    const res = await send("agent", IMAGE, s.assigned.id, [
      { name: "ok.png", bytes: PNG },
      { name: "notes.png", bytes: Buffer.from("plain text") },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid image format.");
    expect(await storedKeys()).toEqual(before);
    expect(await h.prisma.seniorImage.count({ where: { seniorId: s.assigned.id } })).toBe(rows);
  });

  it("keeps a senior at 10 photos: a batch that would pass 10 is refused whole and deleted from storage", async () => {
    // 2 stored by the first test; 8 more make 10.
    const eight = Array.from({ length: 8 }, (_, i) => ({ name: `p${i}.png`, bytes: PNG }));
    const fill = await send("agent", MULTIPLE, s.assigned.id, eight);
    expect(fill.status, fill.raw.body).toBe(200);
    expect(fill.body.data.images).toHaveLength(10);

    const before = await storedKeys();
    const res = await send("agent", IMAGE, s.assigned.id, [{ name: "eleventh.png", bytes: PNG }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("You cannot select more than 10 senior's photos.");
    expect(res.body.error?.fields).toEqual([{ field: "body.files", reason: "10 stored, 1 sent: at most 10" }]);
    expect(await storedKeys()).toEqual(before);
    expect(await h.prisma.seniorImage.count({ where: { seniorId: s.assigned.id } })).toBe(10);
  });

  it("deletes a photo with its stored object; the profile picture is cleared when it was that one", async () => {
    const list = await h.as("agent").get(IMAGE, ref(s.assigned));
    const profileId = list.body.data.profile_image_id as string;
    const key = (await h.prisma.seniorImage.findUniqueOrThrow({ where: { id: profileId } })).s3Key;
    const res = await h.as("agent").delete(IMAGE, { senior_id: s.assigned.id, image_id: profileId });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Deleted Successfully");
    expect(res.body.data.profile_image_id).toBeNull();
    expect(res.body.data.images).toHaveLength(9);
    expect(await storedKeys()).not.toContain(key);
    expect((await h.as("agent").delete(IMAGE, { senior_id: s.assigned.id, image_id: profileId })).status).toBe(404);
  });

  it("is 404 outside a facility agent's facility, and 400 without a senior_id or with a JSON body", async () => {
    expect((await send("facility", IMAGE, s.outsider.id, [{ name: "a.png", bytes: PNG }])).status).toBe(404);
    expect((await h.as("facility").get(IMAGE, ref(s.outsider))).status).toBe(404);
    const noSenior = await h.as("agent").post(IMAGE, undefined, { raw: multipart([{ name: "a.png", bytes: PNG }]) });
    expect(noSenior.status).toBe(400);
    expect(noSenior.body.error?.fields?.[0]?.field).toBe("query.senior_id");
    const json = await h.as("agent").post(IMAGE, { files: [] }, { query: { senior_id: s.assigned.id } });
    expect(json.status).toBe(415);
  });
});
