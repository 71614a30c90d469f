import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Senior } from "@care/db";
import { startHarness, type Harness } from "../../support/harness.js";
import { coachedSeniors, pickSeniors } from "../seniors.js";

// The wellness plan API (issue 15): versions, goal rules, paging, notes, resources in the real s3rver, the
// concurrent save, scope. Each describe works on its own senior so the version numbers are written out.

const PLAN = "/api/users/wellness-plan";
const GOALS = `${PLAN}/goals`;
const SAVED = "Wellness Plan has been successfully saved.";
const CHANGED = "The wellness plan was changed by someone else since you opened it. Reload the plan and save again.";
const NOT_LATEST = "This is not the latest version of the wellness plan: it is read-only.";

let h: Harness;
let assigned: Senior;
let outsider: Senior;
/** Seniors coached by agent@demo.care, one per describe (the agent writes for them without break-glass). */
let mine: Senior[];

beforeAll(async () => {
  h = await startHarness();
  ({ assigned, outsider } = await pickSeniors(h));
  mine = await coachedSeniors(h, 7, 1);
});
afterAll(async () => {
  await h?.close();
});

const details = (situation: string) => ({
  situation,
  background: "Lives alone",
  assessment: null,
  recommendations: "  Walk daily  ",
  member_priorities: [{ seq: 1, value: "Stay at home" }],
  challenges: [],
});

async function savePlan(s: Senior, currentVersion: number, situation = "Fell twice"): Promise<number> {
  const res = await h.as("agent").post(PLAN, {
    customer_id: s.id,
    current_version: currentVersion,
    wellness_plan_details: details(situation),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.current_version as number;
}

const newGoal = (goal: string, action: string, extra: Record<string, unknown> = {}) => ({
  goal,
  action,
  status: "not_started",
  progress: 0,
  ...extra,
});

const saveGoals = (s: Senior, currentVersion: number, goalActions: unknown[]) =>
  h.as("agent").post(GOALS, {
    customer_id: `senior-${s.id}`,
    role: "senior",
    last_updated_date: "2026-11-24T10:00:00Z",
    last_updated_by: "someone",
    careagent_id: h.user("agent").id,
    current_version: currentVersion,
    goal_actions: goalActions,
  });

describe("plan versions", () => {
  it("a new plan is empty at version 0; each save is the next version; older versions stay readable", async () => {
    const empty = await h.as("agent").get(PLAN, { customer_id: assigned.id });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({
      customer_id: `senior-${assigned.id}`,
      current_version: 0,
      last_version: 0,
      last_available_version: 0,
      is_latest_version: true,
      wellness_plan_details: { situation: null, member_priorities: [], challenges: [] },
    });

    const first = await h.as("agent").post(PLAN, {
      customer_id: assigned.id,
      current_version: 0,
      wellness_plan_date_started: "2026-11-01",
      wellness_plan_details: details("Fell twice"),
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(SAVED);
    expect(first.body.data).toMatchObject({
      current_version: 1,
      last_version: 1,
      is_latest_version: true,
      last_updated_by: h.user("agent").id,
      wellness_plan_date_started: "2026-11-01",
      wellness_plan_details: {
        situation: "Fell twice",
        background: "Lives alone",
        assessment: null,
        recommendations: "Walk daily",
        member_priorities: [{ seq: 1, value: "Stay at home" }],
        challenges: [],
      },
    });

    expect(await savePlan(assigned, 1, "Walks with a cane")).toBe(2);
    const older = await h.as("admin").get(PLAN, { customer_id: `senior-${assigned.id}`, version: 1 });
    expect(older.body.data).toMatchObject({
      current_version: 1,
      last_version: 2,
      last_available_version: 2,
      is_latest_version: false,
      wellness_plan_details: { situation: "Fell twice" },
    });
    const latest = await h.as("admin").get(PLAN, { customer_id: assigned.id });
    expect(latest.body.data.wellness_plan_details.situation).toBe("Walks with a cane");
    expect((await h.as("admin").get(PLAN, { customer_id: assigned.id, version: 3 })).status).toBe(404);
  });

  it("two saves of the same version at once: one wins, the other is 409 and nothing is merged", async () => {
    const s = mine[0] as Senior;
    expect(await savePlan(s, 0)).toBe(1);
    const [a, b] = await Promise.all([
      h.as("agent").post(PLAN, { customer_id: s.id, current_version: 1, wellness_plan_details: details("A") }),
      h.as("admin").post(PLAN, { customer_id: s.id, current_version: 1, wellness_plan_details: details("B") }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? "A" : "B";
    const loser = a.status === 200 ? b : a;
    expect(loser.body.message).toBe(CHANGED);
    const now = await h.as("admin").get(PLAN, { customer_id: s.id });
    expect(now.body.data.current_version).toBe(2);
    expect(now.body.data.wellness_plan_details.situation).toBe(winner);
    // A stale version is refused the same way, long after.
    const stale = await h
      .as("agent")
      .post(PLAN, { customer_id: s.id, current_version: 1, wellness_plan_details: details("C") });
    expect(stale.status).toBe(409);
  });

  it("two first saves of a plan at once: one is version 1, the other 409", async () => {
    const s = mine[1] as Senior;
    const both = await Promise.all(
      ["A", "B"].map((x) =>
        h.as("agent").post(PLAN, { customer_id: s.id, current_version: 0, wellness_plan_details: details(x) }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("400 names the field; an unknown senior is 404; roles without the tab are 403", async () => {
    const bad = await h.as("agent").get(PLAN, { customer_id: "senior-abc" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields?.[0]?.field).toBe("query.customer_id");
    const long = await h.as("agent").post(PLAN, {
      customer_id: assigned.id,
      current_version: 2,
      wellness_plan_details: { ...details("x"), situation: "x".repeat(5001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.error?.fields?.[0]).toEqual({
      field: "body.wellness_plan_details.situation",
      reason: "Maximum 5000 characters allowed",
    });
    expect((await h.as("admin").get(PLAN, { customer_id: randomUUID() })).status).toBe(404);
    expect((await h.as("warehouse").get(PLAN, { customer_id: assigned.id })).status).toBe(403);
    expect((await h.as("facility").get(PLAN, { customer_id: assigned.id })).status).toBe(403);
  });

  it("a care agent writing another agent's member's plan needs a break-glass reason; reads are audited", async () => {
    const res = await h.as("agent").post(PLAN, {
      customer_id: `senior-${outsider.id}`,
      current_version: 0,
      wellness_plan_details: details("x"),
    });
    expect(res.status).toBe(403);
    expect(res.body.error?.fields?.[0]?.reason).toBe("Required Field");

    await h.as("wellness").get(PLAN, { customer_id: `senior-${outsider.id}` });
    await h.app.readAuditFlush();
    const row = await h.prisma.auditLog.findFirst({
      where: { kind: "read", actorId: h.user("wellness").id, route: PLAN },
    });
    expect(row?.seniorId).toBe(outsider.id);
  });
});

describe("goals", () => {
  it("saves new rows by the spec's rules, carries unchanged rows over, keeps deleted rows apart", async () => {
    const s = mine[2] as Senior;
    expect(await savePlan(s, 0)).toBe(1);
    const res = await saveGoals(s, 1, [
      newGoal("Improve sleep", "Keep a regular bedtime"),
      newGoal("Prevent falls", "Review footwear", {
        status: "Completed",
        progress: 40,
        start_date: "2026-11-01",
        target_date: "2026-12-01",
        notes: " bought shoes ",
      }),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(SAVED);
    expect(res.body.data.current_version).toBe(2);
    const [sleep, falls] = res.body.data.goals;
    expect(sleep).toMatchObject({
      goal: "Improve sleep",
      action: "Keep a regular bedtime",
      status: "in_progress",
      progress: 10,
      percentage: 10,
      start_date: null,
      target_date: null,
      notes: null,
      current_version: 2,
      resources: [],
    });
    expect(falls).toMatchObject({
      goal: "Prevent falls",
      action: "Review footwear",
      status: "completed",
      progress: 40,
      start_date: "2026-11-01",
      target_date: "2026-12-01",
      notes: "bought shoes",
    });
    // The plan text came along into version 2.
    expect((await h.as("agent").get(PLAN, { customer_id: s.id })).body.data.wellness_plan_details.situation).toBe(
      "Fell twice",
    );

    // Version 3: only the sleep row is sent (edited); the falls row is carried over as it was.
    const edit = await saveGoals(s, 2, [
      {
        goal_action_id: sleep.goal_action_id,
        goal: "Improve sleep",
        action: "Limit caffeine after noon",
        status: "started",
        progress: 55,
      },
    ]);
    expect(
      edit.body.data.goals.map((g: { action: string; status: string; progress: number }) => [
        g.action,
        g.status,
        g.progress,
      ]),
    ).toEqual([
      ["Limit caffeine after noon", "started", 55],
      ["Review footwear", "completed", 40],
    ]);

    // Version 4: the falls row deleted: gone from the list, kept with status deleted.
    const del = await saveGoals(s, 3, [
      { goal_action_id: falls.goal_action_id, goal: "Prevent falls", action: "Review footwear", status: "Deleted" },
    ]);
    expect(del.body.data.goals.map((g: { goal: string }) => g.goal)).toEqual(["Improve sleep"]);
    const deleted = await h.as("agent").get(GOALS, { customer_id: s.id, status: ["Deleted"] });
    expect(
      deleted.body.data.data.map((g: { goal_action_id: string; status: string }) => [g.goal_action_id, g.status]),
    ).toEqual([[falls.goal_action_id, "deleted"]]);

    // Version 2 still reads as it was saved.
    const v2 = await h.as("agent").get(GOALS, { customer_id: s.id, version: 2 });
    expect(
      v2.body.data.data.map((g: { action: string; status: string; progress: number }) => [
        g.action,
        g.status,
        g.progress,
      ]),
    ).toEqual([
      ["Keep a regular bedtime", "in_progress", 10],
      ["Review footwear", "completed", 40],
    ]);

    // Goal-action map of the latest version.
    const map = await h.as("agent").get(`${PLAN}/goal-action-map`, { customer_id: s.id });
    const sleepMap = map.body.data.goals.find((g: { goal: string }) => g.goal === "Improve sleep");
    expect(sleepMap).toEqual({
      goal: "Improve sleep",
      occupied: false,
      rowIds: [sleep.goal_action_id],
      actions: [
        { actionName: "Keep a regular bedtime", selected: false, rowId: [] },
        { actionName: "Limit caffeine after noon", selected: true, rowId: [sleep.goal_action_id] },
        { actionName: "Use the sleep mat nightly", selected: false, rowId: [] },
      ],
    });
  });

  it("refuses start after target, unknown goals, duplicate actions and stale versions", async () => {
    const s = mine[2] as Senior;
    const dates = await saveGoals(s, 4, [
      newGoal("Improve sleep", "Use the sleep mat nightly", { start_date: "2026-12-02", target_date: "2026-12-01" }),
    ]);
    expect(dates.status).toBe(400);
    expect(dates.body.error?.fields).toEqual([
      { field: "body.goal_actions.0.start_date", reason: "Start date cannot be greater than Target date" },
      { field: "body.goal_actions.0.target_date", reason: "Target date cannot be less than Start date" },
    ]);
    const unknown = await saveGoals(s, 4, [newGoal("Fly", "Buy a plane")]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields).toEqual([
      { field: "body.goal_actions.0.goal", reason: "Select a goal from the list" },
    ]);
    const dup = await saveGoals(s, 4, [newGoal("Improve sleep", "Limit caffeine after noon")]);
    expect(dup.status).toBe(400);
    expect(dup.body.error?.fields).toEqual([
      { field: "body.goal_actions.0.action", reason: "This action is already selected for this goal" },
    ]);
    // Nothing of the refused saves was kept: the plan is still at version 4.
    expect((await h.as("agent").get(PLAN, { customer_id: s.id })).body.data.current_version).toBe(4);
    const stale = await saveGoals(s, 3, [newGoal("Improve sleep", "Use the sleep mat nightly")]);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CHANGED);
  });

  it("pages 6 at a time with lastEvaluatedKey; a forged key is 400; the dashboards' status filter and limit 5", async () => {
    const s = mine[3] as Senior;
    const seven = [
      newGoal("Increase physical activity", "Walk 4,500 steps a day"),
      newGoal("Increase physical activity", "Join an exercise class", { status: "started" }),
      newGoal("Improve sleep", "Keep a regular bedtime"),
      newGoal("Maintain a healthy weight", "Weigh in weekly", { status: "cancelled" }),
      newGoal("Reduce loneliness", "Call a family member weekly"),
      newGoal("Manage medications", "Use a pill organizer", { status: "completed" }),
      newGoal("Prevent falls", "Review footwear"),
    ];
    expect((await saveGoals(s, 0, seven)).status).toBe(200);
    const first = await h.as("agent").get(GOALS, { customer_id: s.id });
    expect(first.body.data.data.map((g: { action: string }) => g.action)).toEqual([
      "Walk 4,500 steps a day",
      "Join an exercise class",
      "Keep a regular bedtime",
      "Weigh in weekly",
      "Call a family member weekly",
      "Use a pill organizer",
    ]);
    const key = first.body.data.lastEvaluatedKey as string;
    expect(typeof key).toBe("string");
    const second = await h.as("agent").get(GOALS, { customer_id: s.id, last_evaluated_key: key });
    expect(second.body.data.data.map((g: { action: string }) => g.action)).toEqual(["Review footwear"]);
    expect(second.body.data.lastEvaluatedKey).toBeNull();

    for (const forged of [
      "not-a-key",
      Buffer.from('["x",1]').toString("base64url"),
      Buffer.from("[0,1]").toString("base64url"),
    ]) {
      const res = await h.as("agent").get(GOALS, { customer_id: s.id, last_evaluated_key: forged });
      expect(res.status).toBe(400);
      expect(res.body.error?.fields?.[0]?.field).toBe("query.last_evaluated_key");
    }
    // A key of version 1 asked against version 2 (the plan moved on between pages).
    expect((await h.as("agent").get(GOALS, { customer_id: s.id, version: 2, last_evaluated_key: key })).status).toBe(
      400,
    );

    const dash = await h.as("admin").get(GOALS, { customer_id: s.id, status: ["Started", "In_Progress"], limit: 5 });
    expect(dash.body.data.data.map((g: { action: string; status: string }) => [g.action, g.status])).toEqual([
      ["Walk 4,500 steps a day", "in_progress"],
      ["Join an exercise class", "started"],
      ["Keep a regular bedtime", "in_progress"],
      ["Call a family member weekly", "in_progress"],
      ["Review footwear", "in_progress"],
    ]);
    expect(dash.body.data.lastEvaluatedKey).toBeNull();
  });
});

describe("notes", () => {
  it("adds notes to the latest version and lists those written up to a version", async () => {
    const s = mine[4] as Senior;
    const saved = await saveGoals(s, 0, [newGoal("Improve sleep", "Keep a regular bedtime")]);
    const goalId = saved.body.data.goals[0].goal_action_id as string;
    const NOTES = `${PLAN}/goal-notes`;
    const add = await h
      .as("agent")
      .post(NOTES, { senior_id: s.id, current_version: 1, goal_action_id: goalId, notes: " Slept 7 h " });
    expect(add.status).toBe(200);
    expect(add.body.data).toMatchObject({
      goal_action_id: goalId,
      notes: "Slept 7 h",
      current_version: 1,
      created_by: h.user("agent").id,
    });
    expect(await savePlan(s, 1)).toBe(2);
    await h.as("agent").post(NOTES, { senior_id: s.id, current_version: 2, goal_action_id: goalId, notes: "Second" });
    const old = await h
      .as("agent")
      .post(NOTES, { senior_id: s.id, current_version: 1, goal_action_id: goalId, notes: "late" });
    expect(old.status).toBe(409);
    expect(old.body.message).toBe(NOT_LATEST);

    const at2 = await h.as("agent").get(NOTES, { senior_id: s.id, current_version: 2, goal_action_id: goalId });
    expect(at2.body.data.notes.map((n: { notes: string }) => n.notes)).toEqual(["Second", "Slept 7 h"]);
    const at1 = await h.as("agent").get(NOTES, { senior_id: s.id, current_version: 1, goal_action_id: goalId });
    expect(at1.body.data.notes.map((n: { notes: string }) => n.notes)).toEqual(["Slept 7 h"]);
    const elsewhere = await h
      .as("agent")
      .get(NOTES, { senior_id: assigned.id, current_version: 1, goal_action_id: goalId });
    expect(elsewhere.status).toBe(404);
  });
});

describe("resources", () => {
  const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

  it("a file posted to its presigned target comes back through the signed url; read-only rules apply", async () => {
    const s = mine[5] as Senior;
    const saved = await saveGoals(s, 0, [
      newGoal("Improve sleep", "Keep a regular bedtime"),
      newGoal("Prevent falls", "Review footwear", { status: "completed" }),
    ]);
    const [open, done] = saved.body.data.goals as { goal_action_id: string }[];
    if (!open || !done) throw new Error("goals not saved");
    // Upload targets are asked for by resource id (spec 2 §7 'files (resource ids)'): the new file's is the portal's.
    const SLEEP_GUIDE = "5a0f6c1e-2b7d-4e3a-9c18-7d2e4b6f8a01";
    const up = await h.as("agent").post(`${PLAN}/resources/upload-url`, {
      senior_id: s.id,
      version: 1,
      goal_action_id: open.goal_action_id,
      files: [{ resource_id: SLEEP_GUIDE, name: "Sleep guide", content_type: "application/pdf", size: PDF.length }],
      urls: [{ name: "Sleep tips", url: "https://example.org/sleep" }],
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const [file, link] = up.body.data.resources;
    expect(file).toMatchObject({
      resource_id: SLEEP_GUIDE,
      goal_action_id: open.goal_action_id,
      name: "Sleep guide",
      format: "pdf",
      url: null,
      resource_version: 1,
      created_by: h.user("agent").id,
    });
    expect(link).toMatchObject({ name: "Sleep tips", format: "url", url: "https://example.org/sleep" });
    const target = up.body.data.targets[SLEEP_GUIDE];
    expect(Object.keys(up.body.data.targets)).toEqual([SLEEP_GUIDE]);
    // The store takes at most the declared size (issue 25 item 6: what the senior's quota counts).
    expect(JSON.parse(Buffer.from(target.fields.Policy, "base64").toString()).conditions).toContainEqual([
      "content-length-range",
      1,
      PDF.length,
    ]);

    const form = new FormData();
    for (const [k, v] of Object.entries(target.fields as Record<string, string>)) form.append(k, v);
    form.append("file", new Blob([PDF], { type: "application/pdf" }), "guide.pdf");
    const posted = await fetch(target.url, { method: "POST", body: form });
    expect(posted.status, await posted.text()).toBe(204);

    const signed = await h.as("agent").get(`${PLAN}/resources/signed-url`, {
      senior_id: s.id,
      files: [file.resource_id],
      version: 1,
      resource_version: 1,
    });
    expect(signed.status).toBe(200);
    const got = await fetch(signed.body.data.urls[0].url);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PDF);

    // The goal list shows the resources at that version.
    const listed = await h.as("agent").get(GOALS, { customer_id: s.id });
    expect(listed.body.data.data[0].resources.map((r: { name: string }) => r.name)).toEqual([
      "Sleep guide",
      "Sleep tips",
    ]);

    // Completed goal: read-only.
    const closed = await h.as("agent").post(`${PLAN}/resources/upload-url`, {
      senior_id: s.id,
      version: 1,
      goal_action_id: done.goal_action_id,
      urls: [{ name: "x", url: "https://example.org" }],
    });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe("The resources of a completed or cancelled goal are read-only.");

    // A new version: version 1 is read-only; deleting from version 2 leaves version 1 as it was.
    expect(await savePlan(s, 1)).toBe(2);
    const stale = await h
      .as("agent")
      .delete(`${PLAN}/resources`, { senior_id: s.id, version: 1, resource_id: file.resource_id });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(NOT_LATEST);
    const del = await h
      .as("agent")
      .delete(`${PLAN}/resources`, { senior_id: s.id, version: 2, resource_id: file.resource_id });
    expect(del.status).toBe(200);
    const v2 = await h.as("agent").get(GOALS, { customer_id: s.id });
    expect(v2.body.data.data[0].resources.map((r: { name: string }) => r.name)).toEqual(["Sleep tips"]);
    const gone = await h
      .as("agent")
      .get(`${PLAN}/resources/signed-url`, { senior_id: s.id, files: [file.resource_id], version: 2 });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("Failed to retrieve the signed URL.");
    const v1 = await h
      .as("agent")
      .get(`${PLAN}/resources/signed-url`, { senior_id: s.id, files: [file.resource_id], version: 1 });
    expect(v1.status).toBe(200);
  });

  it("a file is replaced by a new one: resource_version + 1, the older file still readable", async () => {
    const s = mine[6] as Senior;
    const TXT = Buffer.from("Walk after lunch.\n");
    const post = async (target: { url: string; fields: Record<string, string> }, body: Buffer, type: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
      form.append("file", new Blob([body], { type }), "file");
      const res = await fetch(target.url, { method: "POST", body: form });
      expect(res.status, await res.text()).toBe(204);
    };
    const signed = async (q: Record<string, unknown>) => {
      const res = await h.as("agent").get(`${PLAN}/resources/signed-url`, { senior_id: s.id, ...q });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return Buffer.from(await (await fetch(res.body.data.urls[0].url)).arrayBuffer());
    };

    const saved = await saveGoals(s, 0, [newGoal("Increase physical activity", "Walk 4,500 steps a day")]);
    const goalId = saved.body.data.goals[0].goal_action_id as string;
    const up = await h.as("agent").post(`${PLAN}/resources/upload-url`, {
      senior_id: s.id,
      version: 1,
      goal_action_id: goalId,
      files: [
        {
          resource_id: "5a0f6c1e-2b7d-4e3a-9c18-7d2e4b6f8a02",
          name: "Walking plan",
          content_type: "application/pdf",
          size: PDF.length,
        },
      ],
      urls: [{ name: "Walking tips", url: "https://example.org/walk" }],
    });
    const [file, link] = up.body.data.resources as { resource_id: string }[];
    if (!file || !link) throw new Error("resources not made");
    await post(up.body.data.targets[file.resource_id], PDF, "application/pdf");
    expect(await savePlan(s, 1)).toBe(2);

    const replaced = await h.as("agent").put(`${PLAN}/resources`, {
      senior_id: s.id,
      version: 2,
      resource_id: file.resource_id,
      file: { name: "Walking plan (December)", content_type: "text/plain", size: TXT.length },
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.message).toBe("Resource has been replaced successfully.");
    expect(replaced.body.data.resource).toMatchObject({
      resource_id: file.resource_id,
      name: "Walking plan (December)",
      format: "txt",
      resource_version: 2,
      created_by: h.user("agent").id,
      last_updated_by: h.user("agent").id,
    });
    await post(replaced.body.data.target, TXT, "text/plain");

    // The newest file at version 2; the first one by its resource_version, and as the file of plan version 1.
    expect(await signed({ files: [file.resource_id], version: 2 })).toEqual(TXT);
    expect(await signed({ files: [file.resource_id], version: 2, resource_version: 2 })).toEqual(TXT);
    expect(await signed({ files: [file.resource_id], version: 2, resource_version: 1 })).toEqual(PDF);
    expect(await signed({ files: [file.resource_id], version: 1 })).toEqual(PDF);
    const missing = await h.as("agent").get(`${PLAN}/resources/signed-url`, {
      senior_id: s.id,
      files: [file.resource_id],
      version: 2,
      resource_version: 3,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Failed to retrieve the signed URL.");
    const listed = await h.as("agent").get(GOALS, { customer_id: s.id });
    expect(
      listed.body.data.data[0].resources.map((r: { name: string; resource_version: number }) => [
        r.name,
        r.resource_version,
      ]),
    ).toEqual([
      ["Walking plan (December)", 2],
      ["Walking tips", 1],
    ]);

    // Read-only rules and bad input.
    const replace = (body: Record<string, unknown>) =>
      h.as("agent").put(`${PLAN}/resources`, {
        senior_id: s.id,
        version: 2,
        resource_id: file.resource_id,
        file: { name: "x", content_type: "application/pdf", size: 10 },
        ...body,
      });
    const stale = await replace({ version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(NOT_LATEST);
    const ofLink = await replace({ resource_id: link.resource_id });
    expect(ofLink.status).toBe(400);
    expect(ofLink.body.error?.fields).toEqual([
      { field: "body.resource_id", reason: "Only the file of a file resource can be replaced." },
    ]);
    const big = await replace({ file: { name: "x", content_type: "application/pdf", size: 15 * 1024 * 1024 + 1 } });
    expect(big.status).toBe(400);
    expect(big.body.error?.fields?.[0]).toEqual({ field: "body.file.size", reason: "File size cannot exceed 15 MB." });
    expect((await replace({ resource_id: randomUUID() })).status).toBe(404);
    expect((await h.as("admin").get(PLAN, { customer_id: s.id })).body.data.current_version).toBe(2);
    const rows = await h.prisma.wellnessResourceFile.findMany({
      where: { resourceId: file.resource_id },
      orderBy: { resourceVersion: "asc" },
      select: { resourceVersion: true, format: true, addedInVersion: true },
    });
    expect(rows).toEqual([
      { resourceVersion: 1, format: "pdf", addedInVersion: 1 },
      { resourceVersion: 2, format: "txt", addedInVersion: 2 },
    ]);
  });

  it("asks upload targets by resource id: an existing file's without goal_action_id, new ones with it", async () => {
    // mine[6]'s plan after the replace test: version 2, the goal's file (resource_version 2, text) and its link.
    const s = mine[6] as Senior;
    const WALKING_PLAN = "5a0f6c1e-2b7d-4e3a-9c18-7d2e4b6f8a02";
    const TXT = Buffer.from("Walk after lunch.\n");
    const listed = await h.as("agent").get(GOALS, { customer_id: s.id });
    const goalId = listed.body.data.data[0].goal_action_id as string;
    const linkId = (listed.body.data.data[0].resources as { resource_id: string; format: string }[]).find(
      (r) => r.format === "url",
    )?.resource_id;
    const ask = (body: Record<string, unknown>) =>
      h.as("agent").post(`${PLAN}/resources/upload-url`, { senior_id: s.id, version: 2, ...body });

    // A fresh target for the file as it is (resource_version 2): same key, at most the size it was given.
    const again = await ask({ files: [WALKING_PLAN] });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.resources).toEqual([
      expect.objectContaining({
        resource_id: WALKING_PLAN,
        goal_action_id: goalId,
        name: "Walking plan (December)",
        format: "txt",
        resource_version: 2,
      }),
    ]);
    expect(Object.keys(again.body.data.targets)).toEqual([WALKING_PLAN]);
    const target = again.body.data.targets[WALKING_PLAN] as { url: string; fields: Record<string, string> };
    expect(target.fields.key).toBe(`wellness-plan/${s.id}/${WALKING_PLAN}/2.txt`);
    expect(JSON.parse(Buffer.from(target.fields.Policy ?? "", "base64").toString()).conditions).toContainEqual([
      "content-length-range",
      1,
      TXT.length,
    ]);
    expect(await h.prisma.wellnessResource.count({ where: { goalId } })).toBe(2);

    // An existing id and a new file in one call: targets keyed by both ids, in the order asked.
    const NEW_ID = "5a0f6c1e-2b7d-4e3a-9c18-7d2e4b6f8a03";
    const both = await ask({
      goal_action_id: goalId,
      files: [{ resource_id: NEW_ID, name: "Step log", content_type: "text/plain", size: 40 }, WALKING_PLAN],
    });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
    expect(both.body.data.resources.map((r: { resource_id: string }) => r.resource_id)).toEqual([NEW_ID, WALKING_PLAN]);
    expect(Object.keys(both.body.data.targets)).toEqual([NEW_ID, WALKING_PLAN]);
    expect(both.body.data.targets[NEW_ID].fields.key).toBe(`wellness-plan/${s.id}/${NEW_ID}/1.txt`);

    // New files need their goal; an id taken, unknown, a link's or listed twice is refused naming the entry.
    const noGoal = await ask({
      files: [{ resource_id: randomUUID(), name: "x", content_type: "text/plain", size: 1 }],
    });
    expect(noGoal.status).toBe(400);
    expect(noGoal.body.error?.fields).toEqual([
      { field: "body.goal_action_id", reason: "Required when adding new files or URLs" },
    ]);
    const taken = await ask({
      goal_action_id: goalId,
      files: [{ resource_id: NEW_ID, name: "Again", content_type: "text/plain", size: 1 }],
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error?.fields).toEqual([
      { field: "body.files.0.resource_id", reason: "This resource id is already in use." },
    ]);
    const unknown = await ask({ files: [WALKING_PLAN, "5a0f6c1e-2b7d-4e3a-9c18-7d2e4b6f8aff"] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.fields).toEqual([{ field: "body.files.1", reason: "Resource not found" }]);
    const ofLink = await ask({ files: [linkId] });
    expect(ofLink.status).toBe(400);
    expect(ofLink.body.error?.fields).toEqual([
      { field: "body.files.0", reason: "A URL resource has no file to upload." },
    ]);
    const twice = await ask({ files: [WALKING_PLAN, WALKING_PLAN.toUpperCase()] });
    expect(twice.status).toBe(400);
    expect(twice.body.error?.fields).toEqual([{ field: "body.files.1", reason: "This resource id is listed twice." }]);
    const stale = await ask({ version: 1, files: [WALKING_PLAN] });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(NOT_LATEST);
  });

  it("documents upload targets asked for by resource id in the OpenAPI", async () => {
    const doc = (await h.anonymous.get("/api/docs/json")).body as unknown as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const body = JSON.stringify(doc.paths[`${PLAN}/resources/upload-url`]?.post?.requestBody);
    expect(body).toContain("Resource ids: a bare id of an existing file resource");
    expect(body).toContain("not needed when `files` lists only existing resources");
    expect(body).toContain("9b1c7e22-5d4f-4e8a-8c3b-2f6a1d0e7c45");
  });

  it("at most 10 attachments and 10 URLs a goal; files over 15 MB refused", async () => {
    const s = mine[5] as Senior;
    const goals = await h.as("agent").get(GOALS, { customer_id: s.id });
    const goalId = goals.body.data.data[0].goal_action_id as string;
    const pdf = (i: number) => ({
      resource_id: randomUUID(),
      name: `f${i}`,
      content_type: "application/pdf",
      size: 10,
    });
    const post = (files: unknown[], urls: unknown[] = []) =>
      h
        .as("agent")
        .post(`${PLAN}/resources/upload-url`, { senior_id: s.id, version: 2, goal_action_id: goalId, files, urls });
    // One file is there (deleted from version 2, so not counted); 10 more fit, the 11th does not.
    expect((await post(Array.from({ length: 10 }, (_, i) => pdf(i)))).status).toBe(200);
    const eleventh = await post([pdf(11)]);
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.error?.fields).toEqual([
      { field: "body.files", reason: "You cannot attach more than 10 files to a goal." },
    ]);
    const urls = await post(
      [],
      Array.from({ length: 10 }, (_, i) => ({ name: `u${i}`, url: `https://example.org/${i}` })),
    );
    expect(urls.status).toBe(400);
    expect(urls.body.error?.fields).toEqual([
      { field: "body.urls", reason: "You cannot add more than 10 URLs to a goal." },
    ]);
    const big = await post([{ ...pdf(12), size: 15 * 1024 * 1024 + 1 }]);
    expect(big.status).toBe(400);
    expect(big.body.error?.fields?.[0]).toEqual({
      field: "body.files.0.size",
      reason: "File size cannot exceed 15 MB.",
    });
  });
});
