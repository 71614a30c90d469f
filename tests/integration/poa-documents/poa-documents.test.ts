import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caregiver, Senior } from "@care/db";
import { startHarness, type Harness } from "../../support/harness.js";
import { multipartImages, PNG_1X1 } from "../../support/multipart.js";

// Power-of-attorney documents: a scan goes through the upload route, is attached to a care-circle contact as
// pending, opened through a short-lived signed url, and approved or rejected (with a reason) once, audited.
const ATTACH = "/api/users/senior/care-circle/poa-document";
const LIST = "/api/users/admin/poa-documents";
const URL_ROUTE = "/api/users/admin/poa-document/url";
const REVIEW = "/api/users/admin/poa-document/review";

describe("power-of-attorney documents", () => {
  let h: Harness;
  let senior: Senior;
  let contact: Caregiver;
  let otherContact: Caregiver;
  let otherSenior: Senior;

  const upload = async (): Promise<string> => {
    const res = await h
      .as("admin")
      .post("/api/users/upload/images", undefined, { raw: multipartImages([{ name: "poa.png", bytes: PNG_1X1 }]) });
    expect(res.status, res.raw.body).toBe(200);
    return res.body.data.files[0].key as string;
  };
  const attach = async (fileName: string, caregiver = contact) =>
    h.as("admin").post(ATTACH, {
      senior_id: senior.id,
      account_id: senior.accountId,
      caregiver_id: caregiver.id,
      key: await upload(),
      file_name: fileName,
    });

  beforeAll(async () => {
    h = await startHarness();
    [senior, otherSenior] = await h.prisma.senior.findMany({ orderBy: { memberId: "asc" }, take: 2 }).then((s) => {
      if (s.length < 2) throw new Error("the seed has fewer than two seniors");
      return s as [Senior, Senior];
    });
    contact = await h.prisma.caregiver.create({
      data: {
        seniorId: senior.id,
        firstName: "Paula",
        lastName: "Attorney",
        caregiverType: "primary",
        relationship: "Daughter",
      },
    });
    otherContact = await h.prisma.caregiver.create({
      data: { seniorId: otherSenior.id, firstName: "Oscar", lastName: "Other", caregiverType: "primary" },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("attaches an uploaded scan to a contact, pending review", async () => {
    const res = await attach("poa-paula.png");
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Document uploaded for review.");
    expect(res.body.data).toMatchObject({
      senior_id: senior.id,
      account_id: senior.accountId,
      member_id: senior.memberId,
      caregiver_id: contact.id,
      caregiver_name: "Paula Attorney",
      relationship_with_senior: "Daughter",
      file_name: "poa-paula.png",
      content_type: "image/png",
      status: "pending",
      uploaded_by: "Alex Morgan",
      reviewed_by: null,
      reviewed_at: null,
      reason: null,
    });
  });

  it("refuses a contact of another member, a key never uploaded, and a file attached twice", async () => {
    const stranger = await h.as("admin").post(ATTACH, {
      senior_id: senior.id,
      caregiver_id: otherContact.id,
      key: await upload(),
      file_name: "x.png",
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.error?.fields).toEqual([
      { field: "body.caregiver_id", reason: "The contact is not in this member's care circle" },
    ]);

    const missing = await h.as("admin").post(ATTACH, {
      senior_id: senior.id,
      caregiver_id: contact.id,
      key: "uploads/images/00000000-0000-4000-8000-000000000000.png",
      file_name: "x.png",
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("The uploaded file was not found; upload it again");

    const key = await upload();
    const body = { senior_id: senior.id, caregiver_id: contact.id, key, file_name: "twice.png" };
    expect((await h.as("admin").post(ATTACH, body)).status).toBe(200);
    const again = await h.as("admin").post(ATTACH, body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This file is already attached to a document");

    for (const bad of [{ key: "../etc/passwd" }, { key: "uploads/images/x.png" }, { file_name: " " }]) {
      const res = await h.as("admin").post(ATTACH, { ...body, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it("lists pending documents oldest first, pages, and filters by status", async () => {
    await h.prisma.poaDocument.deleteMany();
    await attach("first.png");
    await attach("second.png");
    await attach("third.png");
    const page1 = await h.as("wellness").get(LIST, { limit: 2 });
    expect(page1.status, page1.raw.body).toBe(200);
    expect(page1.body.data).toMatchObject({ total: 3, next_offset: 2 });
    expect(page1.body.data.items.map((d: { file_name: string }) => d.file_name)).toEqual(["first.png", "second.png"]);
    const page2 = await h.as("wellness").get(LIST, { limit: 2, offset: 2 });
    expect(page2.body.data).toMatchObject({ total: 3, next_offset: -1 });
    expect(page2.body.data.items.map((d: { file_name: string }) => d.file_name)).toEqual(["third.png"]);
    expect((await h.as("admin").get(LIST, { status: "approved" })).body.data).toEqual({
      items: [],
      total: 0,
      next_offset: -1,
    });
  });

  it("opens a document through a signed url that expires, and records the opening", async () => {
    const doc = (await attach("open-me.png")).body.data;
    const res = await h.as("admin").get(URL_ROUTE, { poa_id: doc.poa_id });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data.url_expires_in).toBe(900);
    expect(res.body.data.url).toContain("X-Amz-Expires=900");
    const file = await fetch(res.body.data.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    await h.app.readAuditFlush();
    const opened = await h.prisma.auditLog.findFirst({
      where: { route: URL_ROUTE, actorId: h.user("admin").id },
      orderBy: { id: "desc" },
    });
    expect(opened).toMatchObject({ kind: "read", statusCode: 200 });
    expect((await h.as("admin").get(URL_ROUTE, { poa_id: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
  });

  it("approves once, rejects only with a reason, and audits each decision", async () => {
    const approveMe = (await attach("approve.png")).body.data;
    const rejectMe = (await attach("reject.png")).body.data;

    const approved = await h.as("admin").put(REVIEW, { poa_id: approveMe.poa_id, decision: "approved" });
    expect(approved.status, approved.raw.body).toBe(200);
    expect(approved.body.message).toBe("Document approved.");
    expect(approved.body.data).toMatchObject({ status: "approved", reviewed_by: "Alex Morgan", reason: null });
    expect(approved.body.data.reviewed_at).not.toBeNull();

    const twice = await h.as("wellness").put(REVIEW, { poa_id: approveMe.poa_id, decision: "rejected", reason: "x" });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("This document has already been reviewed.");

    const noReason = await h.as("admin").put(REVIEW, { poa_id: rejectMe.poa_id, decision: "rejected", reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error?.fields).toEqual([
      { field: "body.reason", reason: "A reason is required to reject a document" },
    ]);

    const rejected = await h
      .as("wellness")
      .put(REVIEW, { poa_id: rejectMe.poa_id, decision: "rejected", reason: " The signature page is missing. " });
    expect(rejected.status, rejected.raw.body).toBe(200);
    expect(rejected.body.data).toMatchObject({
      status: "rejected",
      reviewed_by: "Whitney Park",
      reason: "The signature page is missing.",
    });

    const rejectedList = await h.as("admin").get(LIST, { status: "rejected" });
    expect(rejectedList.body.data.items.map((d: { poa_id: string }) => d.poa_id)).toEqual([rejectMe.poa_id]);

    await h.app.auditFlush();
    const audit = await h.as("admin").get("/api/users/audit", { route: REVIEW, limit: 10 });
    expect(
      audit.body.data.items.map((i: { action: string; status_code: number; actor_email: string }) => [
        i.action,
        i.status_code,
        i.actor_email,
      ]),
    ).toEqual([
      ["reviewPoaDocument", 200, "wellness@demo.care"],
      ["reviewPoaDocument", 400, "admin@demo.care"],
      ["reviewPoaDocument", 409, "wellness@demo.care"],
      ["reviewPoaDocument", 200, "admin@demo.care"],
    ]);

    expect(
      (await h.as("admin").put(REVIEW, { poa_id: "00000000-0000-4000-8000-000000000000", decision: "approved" }))
        .status,
    ).toBe(404);
  });

  it("is for Admin and Admin_WellnessServices: 403 for the other roles", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const role of ["agent", "bdm", "facility", "warehouse"] as const) {
      const c = h.as(role);
      expect((await c.get(LIST)).status, role).toBe(403);
      expect((await c.get(URL_ROUTE, { poa_id: id })).status, role).toBe(403);
      expect((await c.put(REVIEW, { poa_id: id, decision: "approved" })).status, role).toBe(403);
      expect(
        (await c.post(ATTACH, { senior_id: id, caregiver_id: id, key: `uploads/images/${id}.png`, file_name: "a" }))
          .status,
        role,
      ).toBe(403);
    }
  });
});
