import { describe, expect, it } from "vitest";
import type { DemoRole } from "../../support/harness.js";
import { multipartImages, PNG_1X1 } from "../../support/multipart.js";
import { setupHarness } from "../../support/suite-harness.js";
import { coachedSeniors } from "../seniors.js";

// Issue 25 item 6: per staff member and hour, one budget for image uploads (the upload route and the senior photo
// routes together), one for file uploads (presigned targets, wellness-plan files), and one for new member ids.
// Small budgets here; the defaults are in docs/uploads.md.

const h = setupHarness({
  env: { IMAGE_UPLOADS_PER_HOUR: "2", FILE_UPLOADS_PER_HOUR: "2", MEMBER_IDS_PER_HOUR: "3" },
});

const TOO_MANY_UPLOADS = /^Too many uploads\. Please try again in \d+ minutes?\.$/;

const uploadImage = (who: DemoRole) =>
  h.as(who).post("/api/users/upload/images", undefined, {
    raw: multipartImages([{ name: "a.png", bytes: PNG_1X1 }]),
  });
const target = (who: DemoRole) =>
  h.as(who).post("/api/users/upload/presigned-post", {
    files: [{ file_name: "a.png", content_type: "image/png", size: PNG_1X1.length }],
  });

describe("upload budgets", () => {
  it("image uploads: the upload route and the photo routes share one budget per user", async () => {
    const [senior] = await coachedSeniors(h, 1, 35);
    if (!senior) throw new Error("no coached senior");
    expect((await uploadImage("agent")).status).toBe(200);
    const photo = await h.as("agent").post("/api/users/senior/image", undefined, {
      query: { senior_id: senior.id },
      raw: multipartImages([{ name: "p.png", bytes: PNG_1X1 }]),
    });
    expect(photo.status, photo.raw.body).toBe(200);

    const third = await uploadImage("agent");
    expect(third.status).toBe(429);
    expect(third.body.error?.code).toBe("RATE_LIMITED");
    expect(third.body.message).toMatch(TOO_MANY_UPLOADS);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    const photos = await h.prisma.seniorImage.count({ where: { seniorId: senior.id } });
    const refusedPhoto = await h.as("agent").post("/api/users/senior/multiple-images", undefined, {
      query: { senior_id: senior.id },
      raw: multipartImages([{ name: "p.png", bytes: PNG_1X1 }]),
    });
    expect(refusedPhoto.status).toBe(429);
    expect(await h.prisma.seniorImage.count({ where: { seniorId: senior.id } })).toBe(photos);

    // Another person's budget is their own.
    expect((await uploadImage("wellness")).status).toBe(200);
  });

  it("file uploads: presigned targets are limited per user, and a refused request records nothing", async () => {
    expect((await target("admin")).status).toBe(200);
    expect((await target("admin")).status).toBe(200);
    const before = await h.prisma.upload.count();
    const refused = await target("admin");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(TOO_MANY_UPLOADS);
    expect(await h.prisma.upload.count()).toBe(before);
  });

  it("generate-memberid: a few new member ids per user and hour", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await h.as("bdm").get("/api/cognito/user/generate-memberid");
      expect(res.status, res.raw.body).toBe(200);
      ids.push(res.body.data.member_id as number);
    }
    expect(new Set(ids).size).toBe(3);
    const refused = await h.as("bdm").get("/api/cognito/user/generate-memberid");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many new member ids\. Please try again in \d+ minutes?\.$/);
    expect((await h.as("agent").get("/api/cognito/user/generate-memberid")).status).toBe(200);
  });
});
