import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";

// Coach assignment (issue 17 item 5): POST/DELETE /api/users/senior-coach-map. Seed: agent@demo.care (Casey
// Rivera) coaches members 100001–100040, mfa@demo.care (Morgan Fields) 100281–100298; 100299 and 100300 are
// disabled and have no coach.

const MAP = "/api/users/senior-coach-map";

let h: Harness;
const ids = new Map<number, string>();
beforeAll(async () => {
  h = await startHarness();
  const rows = await h.prisma.senior.findMany({ select: { id: true, memberId: true } });
  for (const r of rows) ids.set(r.memberId, r.id);
});
afterAll(async () => {
  await h?.close();
});

const id = (memberId: number): string => ids.get(memberId) ?? "";
const coachOf = async (memberId: number): Promise<string | null> =>
  (
    await h.prisma.careAgentAssignment.findFirst({
      where: { seniorId: id(memberId), unassignedAt: null },
      select: { staffUser: { select: { email: true } } },
    })
  )?.staffUser.email ?? null;

/** The member ids of the care agent's home list (what the portal's Home page asks for). */
async function homeList(role: "agent" | "mfa"): Promise<number[]> {
  const res = await h.as(role).get("/api/users/senior/list", { order: "member_id" });
  expect(res.status).toBe(200);
  return res.body.data.items.map((i: { member_id: number }) => i.member_id);
}

describe("POST /api/users/senior-coach-map", () => {
  it("moves members to a coach, leaves disabled and unknown ones out, and the coach's lists follow at once", async () => {
    const ghost = randomUUID();
    const res = await h.as("admin").post(MAP, {
      care_agent_id: h.user("mfa").id,
      senior_ids: [id(100002), id(100001), id(100281), id(100300), ghost],
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Members assigned successfully.");
    expect(res.body.data).toEqual({ assigned: [100001, 100002], unchanged: [100281], skipped: [ghost, id(100300)] });
    expect(await coachOf(100001)).toBe("mfa@demo.care");
    expect(await coachOf(100300)).toBeNull();
    // The previous coach's row is closed, not deleted: the history stays.
    expect(await h.prisma.careAgentAssignment.count({ where: { seniorId: id(100001) } })).toBe(2);

    const fields = await homeList("mfa");
    expect(fields.slice(0, 2)).toEqual([100001, 100002]);
    expect(fields).toHaveLength(20);
    expect((await homeList("agent")).slice(0, 2)).toEqual([100003, 100004]);
    const dashboard = await h.as("mfa").get("/api/measurement/dashboard", {
      search_query: [{ type: "member_id", value: "100001" }],
    });
    expect(Object.values(dashboard.body.data.dashboard).map((c) => (c as { member_id: number }).member_id)).toEqual([
      100001,
    ]);
  });

  it("takes at most 100 members a call and refuses a coach who is not an active care agent", async () => {
    const tooMany = await h.as("admin").post(MAP, {
      care_agent_id: h.user("mfa").id,
      senior_ids: Array.from({ length: 101 }, (_, i) => id(100001 + i)),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.fields?.[0]?.field).toBe("body.senior_ids");
    const hundred = await h.as("admin").post(MAP, {
      care_agent_id: h.user("agent").id,
      senior_ids: Array.from({ length: 100 }, (_, i) => id(100001 + i)),
    });
    expect(hundred.status).toBe(200);
    expect(hundred.body.data.assigned).toHaveLength(62);
    expect(hundred.body.data.unchanged).toHaveLength(38);

    const notACoach = await h.as("admin").post(MAP, { care_agent_id: h.user("wellness").id, senior_ids: [id(100050)] });
    expect(notACoach.status).toBe(404);
    expect(notACoach.body.message).toBe("Wellness coach not found");
    expect(notACoach.body.error?.fields).toEqual([{ field: "body.care_agent_id", reason: "Wellness coach not found" }]);
  });
});

describe("DELETE /api/users/senior-coach-map", () => {
  it("unassigns members from their coach; members without one are reported", async () => {
    const res = await h.as("wellness").delete(MAP, { senior_ids: [id(100290), id(100299)] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "Members unassigned successfully.",
      data: { unassigned: [100290], skipped: [id(100299)] },
    });
    expect(await coachOf(100290)).toBeNull();
    expect(await homeList("mfa")).not.toContain(100290);
  });

  it("refuses care agents, facility agents and BDMs", async () => {
    for (const role of ["agent", "facility", "bdm"] as const) {
      const post = await h.as(role).post(MAP, { care_agent_id: h.user("agent").id, senior_ids: [id(100001)] });
      expect(post.status, role).toBe(403);
      expect((await h.as(role).delete(MAP, { senior_ids: [id(100001)] })).status, role).toBe(403);
    }
  });
});
