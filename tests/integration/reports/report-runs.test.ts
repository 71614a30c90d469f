// The report routes around the worker: validation, the assessment types' availability, the list (schedule flag false,
// newest first, 20 a page, forged keys), tenants (a facility agent's runs cover and show only their facility),
// downloads (a workbook stored at its final key only, and a URL the store refuses once it expired), retry after a real failure (the S3 bucket missing), and
// schedules firing as BullMQ job schedulers, their recipients mailed a link when a run succeeds.
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBucket } from "@care/infra";
import { buildApp } from "../../../apps/api/src/app.js";
import { readDevMailbox } from "../../../apps/api/src/mail/dev-mailbox.js";
import { bearer, waitFor } from "../../support/harness.js";
import { startWorkerHarness, type WorkerHarness } from "../../support/worker-harness.js";
import { createReportsProcessor } from "../../../apps/worker/src/queues/reports.js";
import { createSchedule, download, finished, startReport } from "./report-support.js";

let h: WorkerHarness;
// A bucket of this file's own that does not exist until the retry test creates it: the first run fails in S3.
const BUCKET = `reports-retry-${process.pid}-${Date.now()}`;
const PORTAL = "https://portal.care.test";

beforeAll(async () => {
  h = await startWorkerHarness({ env: { S3_BUCKET: BUCKET, DEV_MAILBOX: "true", PUBLIC_URL: PORTAL } });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe("report routes", () => {
  it("answers 400 with the field for bad input", async () => {
    const admin = h.as("admin");
    const unknown = await admin.post("/api/reports", { report_type: "nope", parameters: {} });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields).toContainEqual({ field: "body.report_type", reason: "Unknown report type" });

    const noDates = await admin.post("/api/reports", { report_type: "heart_rate", parameters: {} });
    expect(noDates.status).toBe(400);
    expect(noDates.body.error?.fields).toEqual(
      expect.arrayContaining([
        { field: "body.parameters.from_date", reason: "Required Field" },
        { field: "body.parameters.to_date", reason: "Required Field" },
      ]),
    );

    const reversed = await admin.post("/api/reports", {
      report_type: "heart_rate",
      parameters: { from_date: "2026-03-10", to_date: "2026-03-01" },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error?.fields).toContainEqual({
      field: "body.parameters.from_date",
      reason: "From date cannot be greater than To date",
    });

    const foreign = await admin.post("/api/reports", {
      report_type: "active_members",
      parameters: { shift: "day" },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error?.fields).toContainEqual({
      field: "body.parameters.shift",
      reason: "shift is not a parameter of active_members",
    });

    const forged = await admin.get("/api/reports", { last_evaluated_key: "eyJub3QiOiJhIGtleSJ9" });
    expect(forged.status).toBe(400);
    expect(forged.body.error?.fields).toContainEqual({ field: "query.last_evaluated_key", reason: "not a cursor" });
  });

  it("lists the assessment types as available (issue 14 built them)", async () => {
    const types = await h.as("admin").get("/api/reports/types");
    const assessments = (types.body.data as { key: string; area: string; available: boolean }[])
      .filter((t) => t.area === "assessments")
      .map((t) => [t.key, t.available]);
    expect(assessments).toEqual([
      ["holistic", true],
      ["falls_assessment", true],
      ["ucla_loneliness", true],
      ["adl_katz_lawton", true],
      ["caregiver_strain", true],
      ["member_questionnaire", true],
    ]);
  });

  it("refuses roles outside the reports (care agent, warehouse) and a facility agent's foreign facility", async () => {
    expect((await h.as("agent").get("/api/reports/types")).status).toBe(403);
    expect((await h.as("warehouse").post("/api/reports", { report_type: "active_members" })).status).toBe(403);
    const other = await h.prisma.facility.findFirst({ where: { id: { not: h.user("facility").facilityId! } } });
    const res = await h.as("facility").post("/api/reports", {
      report_type: "active_members",
      parameters: { facility_id: other!.id },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Facility is outside your scope");
  });
});

describe("runs through the worker", () => {
  beforeAll(async () => {
    await h.start(createReportsProcessor({ patternFor: () => "* * * * * *" }));
  });

  it("a failed run (no bucket) records its error; retry after the store is back succeeds", async () => {
    const ref = await startReport(h, "admin", "medication_list");
    const failed = await finished(h, ref);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/bucket/i);
    const listed = await h.as("admin").get("/api/reports", { status: "failed" });
    expect(listed.body.data.items[0]).toMatchObject({ reference_id: ref, status: "failed", schedule: false });

    await ensureBucket(h.deps.storage);
    const retried = await h.as("admin").post(`/api/reports/runs/${ref}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toEqual({ reference_id: ref, status: "in_progress" });
    expect(await finished(h, ref)).toEqual({ status: "success", error: null });
    const again = await h.as("admin").post(`/api/reports/runs/${ref}/retry`);
    expect(again.status).toBe(409);
  });

  it("download: a short-lived URL that works; 404 for another tenant, 409 while running", async () => {
    const ref = await startReport(h, "admin", "members_per_zone");
    await finished(h, ref);
    const res = await h.as("admin").get("/api/reports/download", { reference_id: ref });
    expect(res.body.data.expires_in_s).toBe(300);
    expect(new URL(res.body.data.presigned_url as string).searchParams.get("X-Amz-Expires")).toBe("300");
    expect((await download(h, "admin", ref)).header).toEqual(["Facility", "Zone", "Members", "Residents"]);
    // Uploaded straight to its final key: the bucket (this file's own) holds the successful runs' workbooks, each
    // at reports/<id>.xlsx, and nothing else (no temporary copies).
    const report = await h.prisma.report.findUniqueOrThrow({ where: { referenceId: ref } });
    expect(report.s3Key).toBe(`reports/${report.id}.xlsx`);
    const stored = await h.deps.storage.s3.send(new ListObjectsV2Command({ Bucket: h.deps.storage.bucket }));
    const built = await h.prisma.report.findMany({ where: { status: "success" }, select: { id: true } });
    expect((stored.Contents ?? []).map((o) => o.Key).sort()).toEqual(built.map((r) => `reports/${r.id}.xlsx`).sort());
    // The same report is another tenant's for a facility agent: answered like a missing one.
    const foreign = await h.as("facility").get("/api/reports/download", { reference_id: ref });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Report not found");
    expect((await h.as("facility").post(`/api/reports/runs/${ref}/retry`)).status).toBe(404);
  });

  it("download: s3rver refuses the URL once its lifetime (REPORT_DOWNLOAD_TTL_S, 2 s here) has passed", async () => {
    const ref = await startReport(h, "admin", "members_per_zone");
    expect(await finished(h, ref)).toEqual({ status: "success", error: null });
    // The same API over the same database and store, configured with a 2-second download lifetime.
    const shortLived = await buildApp({ config: { ...h.config, REPORT_DOWNLOAD_TTL_S: 2 }, logger: false });
    try {
      const res = await shortLived.inject({
        method: "GET",
        url: `/api/reports/download?reference_id=${ref}`,
        headers: bearer(h.token("admin")),
      });
      expect(res.statusCode).toBe(200);
      const { presigned_url: url, expires_in_s } = res.json<{ data: { presigned_url: string; expires_in_s: number } }>()
        .data;
      expect(expires_in_s).toBe(2);
      const params = new URL(url).searchParams;
      expect(params.get("X-Amz-Expires")).toBe("2");
      expect((await fetch(url)).status).toBe(200);
      // Wait until a second past the URL's end (signed at X-Amz-Date, yyyyMMddTHHmmssZ, plus 2 s), then ask again.
      const signedAt = Date.parse(
        (params.get("X-Amz-Date") ?? "").replace(
          /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
          "$1-$2-$3T$4:$5:$6Z",
        ),
      );
      expect(Number.isNaN(signedAt)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, signedAt + 3000 - Date.now())));
      const expired = await fetch(url);
      expect(expired.status).toBe(403);
      const body = await expired.text();
      expect(body).toContain("<Code>AccessDenied</Code>");
      expect(body).toContain("Request has expired");
    } finally {
      await shortLived.close();
    }
  });

  it("a facility agent's report covers only their facility, and they list only their facility's runs", async () => {
    const facilityId = h.user("facility").facilityId!;
    const ref = await startReport(h, "facility", "active_members");
    expect(await finished(h, ref)).toEqual({ status: "success", error: null });
    const sheet = await download(h, "facility", ref);
    const expected = await h.prisma.senior.count({ where: { facilityId, isActive: true } });
    expect(expected).toBeGreaterThan(0);
    expect(sheet.rows.length).toBe(expected);
    const facilityName = (await h.prisma.facility.findUnique({ where: { id: facilityId } }))!.name;
    expect(new Set(sheet.rows.map((r) => r[2]))).toEqual(new Set([facilityName]));
    const mine = await h.as("facility").get("/api/reports");
    expect(mine.body.data.items.map((r: { reference_id: string }) => r.reference_id)).toEqual([ref]);
  });

  it("lists 20 a page, newest first, with a key for the next page", async () => {
    const admin = h.user("admin").id;
    const base = Date.parse("2026-02-01T00:00:00Z");
    await h.prisma.report.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        referenceId: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
        type: "active_members",
        status: "success" as const,
        creatorId: admin,
        createdAt: new Date(base + i * 1000),
        isScheduled: i === 24,
      })),
    });
    const first = await h.as("admin").get("/api/reports", { report_type: "active_members", status: "success" });
    expect(first.body.data.items).toHaveLength(20);
    const key = first.body.data.last_evaluated_key as string;
    expect(key).toEqual(expect.any(String));
    const second = await h.as("admin").get("/api/reports", {
      report_type: "active_members",
      status: "success",
      last_evaluated_key: key,
    });
    const all = [...first.body.data.items, ...second.body.data.items] as {
      reference_id: string;
      created_date: string;
    }[];
    const seeded = all.filter((r) => r.reference_id.startsWith("00000000-0000-4000-8000-"));
    // 24 on-demand rows of the 25 (the scheduled one is left out), newest first.
    expect(seeded.map((r) => r.reference_id.slice(-2))).toEqual(
      Array.from({ length: 24 }, (_, i) => String(23 - i).padStart(2, "0")),
    );
    expect(second.body.data.last_evaluated_key).toBeNull();
  });

  it("a schedule fires (every-second pattern in the test), once per tick, and shows in its history", async () => {
    const created = await createSchedule(h, { recipients: ["ops@demo.care"] });
    const id = created.id as string;
    expect(created).toMatchObject({
      frequency: "daily",
      time_of_day: "06:30",
      recipients: ["ops@demo.care"],
    });

    const history = await waitFor("a successful scheduled run", async () => {
      const res = await h.as("admin").get(`/api/reports/schedules/${id}/history`);
      const items = res.body.data.items as { status: string; reference_id: string; scheduled_for: string }[];
      return items.some((r) => r.status === "success") ? items : undefined;
    });
    const done = history.find((r) => r.status === "success")!;
    const report = await h.prisma.report.findUnique({ where: { referenceId: done.reference_id } });
    expect(report).toMatchObject({ isScheduled: true, type: "falls_sos", status: "success" });
    // One run per tick: the (schedule, scheduled_for) pairs are distinct.
    const ticks = history.map((r) => r.scheduled_for);
    expect(new Set(ticks).size).toBe(ticks.length);
    // Scheduled runs never show in the reports list.
    const listed = await h.as("admin").get("/api/reports", { report_type: "falls_sos" });
    expect(listed.body.data.items.map((r: { reference_id: string }) => r.reference_id)).not.toContain(
      done.reference_id,
    );

    expect((await h.as("facility").get(`/api/reports/schedules/${id}/history`)).status).toBe(404);
    const removed = await h.as("admin").delete(`/api/reports/schedules/${id}`);
    expect(removed.status).toBe(200);
    await waitFor("the job scheduler removed", async () => {
      const scheduler = await h.deps.queues.reports.getJobScheduler(`report-schedule-${id}`);
      return scheduler ? undefined : true;
    });
  });

  it("a successful scheduled run mails each recipient a link to the portal, not the file", async () => {
    const created = await createSchedule(h, {
      report_type: "active_members",
      frequency: "weekly",
      time_of_day: "07:00",
      timezone: "America/New_York",
      recipients: ["Reports.Desk@demo.care", "night-lead@demo.care"],
    });
    const id = created.id as string;
    const run = await waitFor("a successful scheduled run", async () => {
      const res = await h.as("admin").get(`/api/reports/schedules/${id}/history`);
      const items = res.body.data.items as { status: string; reference_id: string }[];
      return items.find((r) => r.status === "success");
    });

    for (const to of ["reports.desk@demo.care", "night-lead@demo.care"]) {
      const mails = await waitFor(`the notice to ${to}`, async () => {
        const box = await readDevMailbox(h.prisma, to);
        return box.some((m) => m.body.includes(run.reference_id)) ? box : undefined;
      });
      const mail = mails.find((m) => m.body.includes(run.reference_id))!;
      expect(mail.to).toBe(to);
      expect(mail.subject).toBe("Scheduled report ready: Active Members Report");
      expect(mail.body).toBe(
        "The scheduled Active Members Report is ready.\n\n" +
          "Download it from the schedule's History in the care portal: https://portal.care.test/portal-admin/schedule-reports\n\n" +
          `Reference: ${run.reference_id}\n\n` +
          "You receive this because you are a recipient of this report schedule.",
      );
      // A link to the portal (sign-in and the tenant check), never a presigned S3 URL.
      expect(mail.body).not.toContain("X-Amz");
    }
    // Removed only now: a schedule's runs go with it, and a notice still queued for them then has nobody to tell.
    expect((await h.as("admin").delete(`/api/reports/schedules/${id}`)).status).toBe(200);
  });

  it("schedules refuse dates (each run computes them) with the field", async () => {
    const res = await h.as("admin").post("/api/reports/schedules", {
      report_type: "falls_sos",
      parameters: { from_date: "2026-03-01" },
      frequency: "weekly",
      time_of_day: "25:00",
      timezone: "Mars/Olympus",
    });
    expect(res.status).toBe(400);
    const fields = (res.body.error?.fields as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(["body.parameters.from_date", "body.time_of_day", "body.timezone"]);
  });
});
