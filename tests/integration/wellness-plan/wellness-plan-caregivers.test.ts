import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caregiver, Senior } from "@care/db";
import { startHarness, type Harness } from "../../support/harness.js";
import { pickSeniors } from "../seniors.js";

// Wellness plans of caregivers (issue 15; spec 2 §3 "Caregiver ids are prefixed 'caregiver-' and senior ids
// 'senior-' in the plan"; §7 notes name "caregiver_id or senior_id"). A caregiver of a member's care circle has a
// plan of their own, kept apart from the member's, read and written by the member's care team only.

const PLAN = "/api/users/wellness-plan";
const GOALS = `${PLAN}/goals`;
const NOTES = `${PLAN}/goal-notes`;
const CHANGED = "The wellness plan was changed by someone else since you opened it. Reload the plan and save again.";

let h: Harness;
/** A member coached by agent@demo.care, and one who is not. */
let assigned: Senior;
let outsider: Senior;
/** Caregivers in those members' care circles (made here: the seed's circles are not the point of this file). */
let daughter: Caregiver;
let neighbour: Caregiver;
let outsiderSon: Caregiver;

const details = (situation: string) => ({
  situation,
  background: "Cares for her mother every evening",
  assessment: null,
  recommendations: null,
  member_priorities: [],
  challenges: [{ seq: 1, value: "Little sleep" }],
});

beforeAll(async () => {
  h = await startHarness();
  ({ assigned, outsider } = await pickSeniors(h, 3));
  const caregiver = (s: Senior, firstName: string, caregiverType: "primary" | "secondary") =>
    h.prisma.caregiver.create({
      data: { seniorId: s.id, firstName, lastName: "Caregiver", caregiverType, relationship: "Family" },
    });
  daughter = await caregiver(assigned, "Dana", "primary");
  neighbour = await caregiver(assigned, "Nico", "secondary");
  outsiderSon = await caregiver(outsider, "Sam", "primary");
});
afterAll(async () => {
  await h?.close();
});

describe("a caregiver's plan", () => {
  it("is a plan of its own, answered as caregiver-{id}, versioned apart from the member's plan", async () => {
    const customer = `caregiver-${daughter.id}`;
    const empty = await h.as("agent").get(PLAN, { customer_id: customer });
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body.data).toMatchObject({
      customer_id: customer,
      senior_id: assigned.id,
      caregiver_id: daughter.id,
      customer_name: "Dana Caregiver",
      current_version: 0,
      last_version: 0,
      is_latest_version: true,
    });

    const saved = await h.as("agent").post(PLAN, {
      customer_id: customer,
      current_version: 0,
      wellness_plan_details: details("Tired"),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe("Wellness Plan has been successfully saved.");
    expect(saved.body.data).toMatchObject({
      customer_id: customer,
      caregiver_id: daughter.id,
      current_version: 1,
      last_updated_by: h.user("agent").id,
      wellness_plan_details: { situation: "Tired", challenges: [{ seq: 1, value: "Little sleep" }] },
    });

    // The member's own plan and the other caregiver's are untouched.
    const member = await h.as("agent").get(PLAN, { customer_id: `senior-${assigned.id}` });
    expect(member.body.data).toMatchObject({ customer_id: `senior-${assigned.id}`, caregiver_id: null });
    expect(member.body.data.current_version).toBe(0);
    const other = await h.as("agent").get(PLAN, { customer_id: `caregiver-${neighbour.id}` });
    expect(other.body.data.current_version).toBe(0);

    // Two saves of version 1 at once: one wins, the other is 409 (the same rule as a member's plan).
    const [a, b] = await Promise.all([
      h.as("agent").post(PLAN, { customer_id: customer, current_version: 1, wellness_plan_details: details("A") }),
      h.as("admin").post(PLAN, { customer_id: customer, current_version: 1, wellness_plan_details: details("B") }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body.message).toBe(CHANGED);
    const older = await h.as("admin").get(PLAN, { customer_id: customer, version: 1 });
    expect(older.body.data).toMatchObject({ current_version: 1, last_version: 2, is_latest_version: false });
    expect(older.body.data.wellness_plan_details.situation).toBe("Tired");
  });

  it("has goals saved with role 'caregiver', and notes named by caregiver_id", async () => {
    const customer = `caregiver-${daughter.id}`;
    const envelope = (role: string, goalActions: unknown[]) => ({
      customer_id: customer,
      role,
      careagent_id: h.user("agent").id,
      current_version: 2,
      goal_actions: goalActions,
    });
    const goal = { goal: "Improve sleep", action: "Keep a regular bedtime", status: "not_started", progress: 0 };
    const wrongRole = await h.as("agent").post(GOALS, envelope("senior", [goal]));
    expect(wrongRole.status).toBe(400);
    expect(wrongRole.body.error?.fields).toEqual([{ field: "body.role", reason: "must be 'caregiver' for this plan" }]);

    const saved = await h.as("agent").post(GOALS, envelope("caregiver", [goal]));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.current_version).toBe(3);
    expect(saved.body.data.goals).toMatchObject([
      { goal: "Improve sleep", action: "Keep a regular bedtime", status: "in_progress", progress: 10 },
    ]);
    const goalId = saved.body.data.goals[0].goal_action_id as string;
    const listed = await h.as("agent").get(GOALS, { customer_id: customer });
    expect(listed.body.data.data.map((g: { goal_action_id: string }) => g.goal_action_id)).toEqual([goalId]);
    // The member's plan has no goals.
    expect((await h.as("agent").get(GOALS, { customer_id: assigned.id })).body.data.data).toEqual([]);

    const note = await h.as("agent").post(NOTES, {
      caregiver_id: customer,
      current_version: 3,
      goal_action_id: goalId,
      notes: "Naps after lunch",
    });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    expect(note.body.data).toMatchObject({ goal_action_id: goalId, notes: "Naps after lunch", current_version: 3 });
    const stored = await h.prisma.wellnessGoalNote.findUniqueOrThrow({ where: { id: note.body.data.note_id } });
    expect(stored.caregiverId).toBe(daughter.id);

    const notes = await h
      .as("agent")
      .get(NOTES, { caregiver_id: daughter.id, current_version: 3, goal_action_id: goalId });
    expect(notes.body.data.notes.map((n: { notes: string }) => n.notes)).toEqual(["Naps after lunch"]);

    // The goal is the caregiver's: not reachable through the member, nor through another caregiver.
    const viaMember = await h
      .as("agent")
      .get(NOTES, { senior_id: assigned.id, current_version: 3, goal_action_id: goalId });
    expect(viaMember.status).toBe(404);
    const viaOther = await h
      .as("agent")
      .get(NOTES, { caregiver_id: neighbour.id, current_version: 3, goal_action_id: goalId });
    expect(viaOther.status).toBe(404);
    // Exactly one of senior_id and caregiver_id.
    const both = await h
      .as("agent")
      .get(NOTES, { senior_id: assigned.id, caregiver_id: daughter.id, current_version: 3, goal_action_id: goalId });
    expect(both.status).toBe(400);
    expect(both.body.error?.fields).toEqual([
      { field: "query.senior_id", reason: "Send either senior_id or caregiver_id" },
    ]);
  });

  it("is the care team's of the member: break-glass outside it, 404 for unknown caregivers, 400 for bad ids", async () => {
    const outside = await h.as("agent").post(PLAN, {
      customer_id: `caregiver-${outsiderSon.id}`,
      current_version: 0,
      wellness_plan_details: details("x"),
    });
    expect(outside.status).toBe(403);
    expect(outside.body.error?.fields?.[0]?.reason).toBe("Required Field");
    expect(await h.prisma.wellnessPlan.count({ where: { caregiverId: outsiderSon.id } })).toBe(0);

    const withReason = await h
      .as("agent")
      .post(
        PLAN,
        { customer_id: `caregiver-${outsiderSon.id}`, current_version: 0, wellness_plan_details: details("x") },
        { headers: { "x-break-glass-reason": "Covering for the member's coach tonight" } },
      );
    expect(withReason.status, JSON.stringify(withReason.body)).toBe(200);

    expect((await h.as("agent").get(PLAN, { customer_id: `caregiver-${randomUUID()}` })).status).toBe(404);
    const bad = await h.as("agent").get(PLAN, { customer_id: "caregiver-abc" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toEqual([
      { field: "query.customer_id", reason: "must be a senior id, 'senior-{id}' or 'caregiver-{id}'" },
    ]);
    expect((await h.as("warehouse").get(PLAN, { customer_id: `caregiver-${daughter.id}` })).status).toBe(403);
  });

  it("goes with the caregiver when they leave the care circle; the member's plan stays", async () => {
    const customer = `caregiver-${neighbour.id}`;
    const saved = await h
      .as("agent")
      .post(PLAN, { customer_id: customer, current_version: 0, wellness_plan_details: details("Short-term") });
    expect(saved.status).toBe(200);
    const memberSave = await h
      .as("agent")
      .post(PLAN, { customer_id: assigned.id, current_version: 0, wellness_plan_details: details("Member") });
    expect(memberSave.status).toBe(200);
    const removed = await h
      .as("agent")
      .delete("/api/users/senior/care-circle", { senior_id: assigned.id, caregiver_id: neighbour.id });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await h.prisma.wellnessPlan.count({ where: { caregiverId: neighbour.id } })).toBe(0);
    expect((await h.as("agent").get(PLAN, { customer_id: customer })).status).toBe(404);
    const member = await h.as("agent").get(PLAN, { customer_id: assigned.id });
    expect(member.body.data.wellness_plan_details.situation).toBe("Member");
  });
});
