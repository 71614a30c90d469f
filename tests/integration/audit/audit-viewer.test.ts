import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";

// The audit viewer's filters and keyset paging over GET /api/users/audit (offset paging is covered in
// auth/audit.test.ts). Rows are written straight into the table at fixed instants.
const ROUTE = "/api/users/audit";
const SENIOR = "11111111-1111-4111-8111-111111111111";

describe("GET /api/users/audit for the viewer", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ seeded: true });
    await h.prisma.auditLog.deleteMany();
    await h.prisma.auditLog.createMany({
      data: Array.from({ length: 9 }, (_, i) => ({
        actorId: null,
        actorEmail: i % 3 === 0 ? "Dana.Ellis@staff.demo.care" : "admin@demo.care",
        actorRoles: ["Admin"],
        method: i % 2 ? "PUT" : "POST",
        route: i % 2 ? "/api/users/announcement" : "/api/users/corporates",
        action: i % 2 ? "updateAnnouncement" : "createCorporate",
        entityType: i === 4 ? "senior" : null,
        entityId: i === 4 ? SENIOR : null,
        statusCode: i === 8 ? 409 : 200,
        requestId: `req-${i}`,
        // Rows 6 and 7 share one millisecond: the id orders them.
        createdAt: new Date(Date.UTC(2026, 4, 1, 12, i === 7 ? 6 : i)),
      })),
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const ids = (res: { body: { data: { items: { request_id: string }[] } } }): string[] =>
    res.body.data.items.map((i) => i.request_id);

  it("pages by key, newest first, without losing or repeating rows that share a millisecond", async () => {
    const seen: string[] = [];
    let key: string | null = null;
    let pages = 0;
    do {
      const res = await h.as("admin").get(ROUTE, { limit: 4, ...(key ? { last_evaluated_key: key } : {}) });
      expect(res.status, res.raw.body).toBe(200);
      expect(res.body.data.total).toBe(9);
      seen.push(...ids(res));
      key = res.body.data.last_evaluated_key;
      pages += 1;
    } while (key !== null);
    expect(pages).toBe(3);
    expect(seen).toEqual(["req-8", "req-7", "req-6", "req-5", "req-4", "req-3", "req-2", "req-1", "req-0"]);
  });

  it("filters by actor email (part, any case), route and method, senior, outcome and time", async () => {
    expect(ids(await h.as("admin").get(ROUTE, { actor_email: "dana.ELLIS" }))).toEqual(["req-6", "req-3", "req-0"]);
    expect(ids(await h.as("admin").get(ROUTE, { route: "/api/users/announcement", method: "PUT" }))).toEqual([
      "req-7",
      "req-5",
      "req-3",
      "req-1",
    ]);
    expect(ids(await h.as("admin").get(ROUTE, { senior_id: SENIOR }))).toEqual(["req-4"]);
    expect(ids(await h.as("admin").get(ROUTE, { outcome: "failure" }))).toEqual(["req-8"]);
    expect(
      ids(
        await h.as("admin").get(ROUTE, {
          from: "2026-05-01T12:02:00Z",
          to: "2026-05-01T12:04:00Z",
          actor_email: "admin@",
        }),
      ),
    ).toEqual(["req-4", "req-2"]);
  });

  it("finds a member-account write (named by member number) under its senior, and names the senior", async () => {
    const member = await h.prisma.senior.findFirstOrThrow({ orderBy: { memberId: "asc" } });
    await h.prisma.auditLog.create({
      data: {
        actorEmail: "admin@demo.care",
        actorRoles: ["Admin"],
        method: "POST",
        route: "/api/users/admin/member/disable",
        action: "disableMember",
        entityType: "member",
        entityId: String(member.memberId),
        statusCode: 200,
        requestId: "req-member",
        createdAt: new Date(Date.UTC(2026, 4, 1, 13, 0)),
      },
    });
    const res = await h.as("admin").get(ROUTE, { senior_id: member.id });
    expect(ids(res)).toEqual(["req-member"]);
    expect(res.body.data.items[0]).toMatchObject({ entity_type: "member", senior_id: member.id });
    // Another senior's filter does not find it.
    expect(ids(await h.as("admin").get(ROUTE, { senior_id: SENIOR }))).toEqual(["req-4"]);
  });

  it("refuses a key it did not answer and bad filters with 400", async () => {
    for (const q of [
      { last_evaluated_key: "yesterday" },
      { last_evaluated_key: "2026-05-01T12:00:00.000Z|x" },
      { outcome: "maybe" },
      { method: "HEAD" },
      { actor_email: "" },
    ]) {
      expect((await h.as("admin").get(ROUTE, q)).status, JSON.stringify(q)).toBe(400);
    }
  });
});
