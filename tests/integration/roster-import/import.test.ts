import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rosterImport } from "../../../apps/worker/src/roster-import/processor.js";
import { startWorkerHarness, type WorkerHarness } from "../../support/worker-harness.js";
import { csv, dryRun, importAndWait, startImport } from "./roster.js";

// Roster import (issue 30 item 3): the real run through the roster-import job, its repeat, a facility agent's scope,
// the audit rows and who may follow an import. The check's texts and bounds: check.test.ts.

let h: WorkerHarness;
beforeAll(async () => {
  h = await startWorkerHarness();
  await h.start(rosterImport);
});
afterAll(async () => {
  await h?.close();
});

const NEW_MEMBER =
  "200101,Ada,Lee,Example,ada@example.com,(555) 010-0101,Female,05/17/1941,20 W 34th St,4B,New York,NY,10118,At Home,,no";
const BAD_ROW =
  "200102,Bo,,Example,not-an-email,5550100102,Male,1940-01-02,20 W 34th St,,New York,NY,10118,At Home,,no";
const UPDATE_100005 =
  "100005,Cleo,,Renamed,cleo.renamed@example.com,5550100105,Female,1939-03-04,233 S Wacker Dr,,Chicago,IL,60606,Study,,no";

describe("an admin's import", () => {
  it("creates and updates the valid rows, leaves out the bad one and audits each write", async () => {
    const admin = h.user("admin");
    const file = csv([NEW_MEMBER, BAD_ROW, UPDATE_100005]);
    const done = await importAndWait(h.as("admin"), file);
    expect(done).toMatchObject({
      state: "done",
      file_name: "roster.csv",
      rows: 3,
      total: 2,
      processed: 2,
      created: 1,
      updated: 1,
      unchanged: 0,
      errors: [{ line: 3, member_id: "200102", column: "email", message: "Invalid email address" }],
      failure: null,
    });
    expect(done.finished_at).toEqual(expect.any(String));

    const created = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 200101 } });
    expect(created).toMatchObject({
      firstName: "Ada",
      middleName: "Lee",
      lastName: "Example",
      email: "ada@example.com",
      mobileNumber: "5550100101",
      gender: "Female",
      dob: new Date("1941-05-17T00:00:00Z"),
      memberType: "at_home",
      facilityId: null,
      isResident: false,
      timezone: "America/New_York",
      addressStreet: "20 W 34th St",
      addressApartment: "4B",
      addressCity: "New York",
      addressState: "NY",
      addressZipcode: "10118",
    });
    // The offline geocoder's point of ZIP 10118 (docs/geocoding.md).
    expect(created.latitude).toBeCloseTo(40.7487, 3);
    expect(created.longitude).toBeCloseTo(-73.9864, 3);
    const updated = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 100005 } });
    expect(updated).toMatchObject({
      firstName: "Cleo",
      lastName: "Renamed",
      email: "cleo.renamed@example.com",
      memberType: "study",
      addressCity: "Chicago",
      addressState: "IL",
      timezone: "America/Chicago",
    });
    expect(await h.prisma.senior.findUnique({ where: { memberId: 200102 } })).toBeNull();

    const audit = await h.prisma.auditLog.findMany({
      where: { route: "/api/roster-import/imports" },
      orderBy: { id: "asc" },
    });
    // The start's own row (the audit hook, after the answer) and the job's rows are written side by side: by action.
    const rows = audit.map((a) => [a.action, a.actorId, a.entityType, a.entityId]);
    expect(rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      ["createMemberFromRoster", admin.id, "senior", created.id],
      ["finishRosterImport", admin.id, "roster_import", done.import_id],
      ["startRosterImport", admin.id, null, null],
      ["updateMemberFromRoster", admin.id, "senior", updated.id],
    ]);
    expect(audit.find((a) => a.action === "updateMemberFromRoster")?.summary).toEqual({
      import_id: done.import_id,
      line: 4,
      member_id: 100005,
      changed: expect.arrayContaining(["firstName", "lastName", "email", "memberType", "addressCity", "timezone"]),
    });
  });

  it("is idempotent: the same file again changes nothing and writes no member audit rows", async () => {
    const file = csv([NEW_MEMBER, BAD_ROW, UPDATE_100005]);
    const before = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 200101 } });
    const auditBefore = await h.prisma.auditLog.count({
      where: { entityType: "senior", route: "/api/roster-import/imports" },
    });
    const check = await dryRun(h.as("admin"), file);
    expect(check.body.data).toMatchObject({ rows: 3, valid: 2, to_create: 0, to_update: 0, unchanged: 2 });
    const done = await importAndWait(h.as("admin"), file);
    expect(done).toMatchObject({ state: "done", total: 2, processed: 2, created: 0, updated: 0, unchanged: 2 });
    const after = await h.prisma.senior.findUniqueOrThrow({ where: { memberId: 200101 } });
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await h.prisma.senior.count({ where: { memberId: 200101 } })).toBe(1);
    expect(
      await h.prisma.auditLog.count({ where: { entityType: "senior", route: "/api/roster-import/imports" } }),
    ).toBe(auditBefore);
  });

  it("shows an import only to who started it", async () => {
    const started = await startImport(h.as("admin"), csv([NEW_MEMBER]));
    const id = started.body.data.import_id as string;
    expect(started.body).toMatchObject({ message: "Roster import started", data: { state: "queued", total: 1 } });
    for (const role of ["wellness", "facility"] as const) {
      const res = await h.as(role).get(`/api/roster-import/imports/${id}`);
      expect(res.status, role).toBe(404);
    }
  });
});

describe("a facility agent's import", () => {
  it("writes residents of their own facility only", async () => {
    const agent = h.user("facility");
    const own = await h.prisma.facility.findUniqueOrThrow({ where: { id: agent.facilityId! } });
    expect(own.name).toBe("Evergreen Gardens Assisted Living");
    const outsider = await h.prisma.senior.findFirstOrThrow({
      where: { facilityId: { not: own.id }, NOT: { facilityId: null } },
      orderBy: { memberId: "asc" },
    });
    const file = csv([
      // 2: no facility named: the agent's own, as a resident.
      "200201,Dot,,Resident,dot@example.com,5550100201,Female,1938-08-09,20 W 34th St,,New York,NY,10118,Agency,,",
      // 3: their facility by name.
      "200202,Eve,,Resident,eve@example.com,5550100202,Female,1938-08-09,20 W 34th St,,New York,NY,10118,Agency,evergreen gardens assisted living,yes",
      // 4: another facility; 5: another facility's member.
      "200203,Fay,,Resident,fay@example.com,5550100203,Female,1938-08-09,20 W 34th St,,New York,NY,10118,Agency,Canyon Ridge Memory Care,yes",
      `${outsider.memberId},Gil,,Resident,gil@example.com,5550100204,Male,1938-08-09,20 W 34th St,,New York,NY,10118,Agency,,yes`,
    ]);
    const check = await dryRun(h.as("facility"), file);
    expect(check.body.data).toEqual({
      rows: 4,
      valid: 2,
      to_create: 2,
      to_update: 0,
      unchanged: 0,
      errors: [
        {
          line: 4,
          member_id: "200203",
          column: "facility",
          message: "You can import members of your own facility only",
        },
        { line: 5, member_id: String(outsider.memberId), column: "member_id", message: "Member id already in use" },
      ],
    });
    const done = await importAndWait(h.as("facility"), file);
    expect(done).toMatchObject({ state: "done", created: 2, updated: 0, unchanged: 0, errors: check.body.data.errors });
    for (const memberId of [200201, 200202]) {
      const s = await h.prisma.senior.findUniqueOrThrow({ where: { memberId } });
      expect([s.facilityId, s.isResident, s.timezone], String(memberId)).toEqual([own.id, true, "America/New_York"]);
    }
    expect(await h.prisma.senior.findUnique({ where: { memberId: 200203 } })).toBeNull();
    expect((await h.prisma.senior.findUniqueOrThrow({ where: { id: outsider.id } })).firstName).toBe(
      outsider.firstName,
    );
    const audit = await h.prisma.auditLog.findMany({
      where: { action: "createMemberFromRoster", actorId: agent.id },
      select: { actorEmail: true, actorRoles: true },
    });
    expect(audit).toEqual([
      { actorEmail: "facility@demo.care", actorRoles: ["FACILITY_AGENT"] },
      { actorEmail: "facility@demo.care", actorRoles: ["FACILITY_AGENT"] },
    ]);
  });
});
