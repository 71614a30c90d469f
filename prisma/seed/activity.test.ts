// The demo's activity (activity*.ts) at the fixed ANCHOR (2026-01-01T00:00Z, i.e. 19:00 on 31 December in New
// York): the same rows every run, written out here. The database side (constraints, idempotency) is in
// seed.test.ts.
import { describe, expect, it } from "vitest";
import { buildAlarmActivity } from "./activity-alarms.js";
import { buildAssessmentResponses, buildWellnessSurveys } from "./activity-assessments.js";
import { buildCallActivity } from "./activity-calls.js";
import { buildInsightActivity } from "./activity-insights.js";
import { buildMedicalActivity } from "./activity-medical.js";
import { buildPlanActivity } from "./activity-plans.js";
import { ANCHOR } from "./dates.js";
import { seedId } from "./ids.js";
import { DEMO_ACCOUNTS, staffId } from "./staff.js";

const member = (memberId: number): string => seedId("senior", memberId);
const iso = (d: unknown): string => (d as Date).toISOString();
const AGENT = staffId(DEMO_ACCOUNTS.agent.email);

describe("demo assessments and surveys", () => {
  const responses = buildAssessmentResponses(ANCHOR);

  it("answer every scheduled kind over the 90 days, submitted by the member's care agent", () => {
    const perKind: Record<string, number> = {};
    for (const r of responses) perKind[r.kind] = (perKind[r.kind] ?? 0) + 1;
    expect(perKind).toEqual({
      ucla_loneliness_assessment: 1177,
      holistic_assessment: 585,
      fall_hospitalization_assessment: 587,
      adl_katz_assessment: 587,
      adl_brody_assessment: 587,
      caregiver_assessment: 293,
      home_safety_assessment: 289,
      member_questionnaire_1: 287,
      member_questionnaire_2: 291,
      member_questionnaire_3: 298,
    });
    expect(responses.every((r) => r.status === "submit" && r.submittedAt === r.createdAt)).toBe(true);
    expect(responses.every((r) => (r.submittedAt as Date) < ANCHOR)).toBe(true);
  });

  it("give member 100001 one UCLA a month and the scores the contract computes", () => {
    const mine = responses.filter((r) => r.seniorId === member(100001));
    expect(mine.every((r) => r.careAgentId === AGENT)).toBe(true);
    expect(mine.map((r) => [r.kind, iso(r.submittedAt), Number(r.score)])).toEqual([
      ["ucla_loneliness_assessment", "2025-10-07T20:45:00.000Z", 8],
      ["ucla_loneliness_assessment", "2025-11-08T00:30:00.000Z", 8],
      ["ucla_loneliness_assessment", "2025-12-01T19:30:00.000Z", 5],
      ["ucla_loneliness_assessment", "2025-12-26T20:15:00.000Z", 5],
      ["holistic_assessment", "2025-10-14T17:30:00.000Z", 16],
      ["holistic_assessment", "2025-11-25T19:30:00.000Z", 15],
      ["fall_hospitalization_assessment", "2025-10-17T23:45:00.000Z", 21],
      ["fall_hospitalization_assessment", "2025-12-08T17:00:00.000Z", 21],
      ["adl_katz_assessment", "2025-10-19T21:15:00.000Z", 3],
      ["adl_katz_assessment", "2025-12-22T22:00:00.000Z", 2],
      ["adl_brody_assessment", "2025-10-24T18:15:00.000Z", 4],
      ["adl_brody_assessment", "2025-12-16T17:30:00.000Z", 4],
      ["caregiver_assessment", "2025-11-03T21:45:00.000Z", 9],
      ["home_safety_assessment", "2025-10-03T20:45:00.000Z", 20],
      ["member_questionnaire_1", "2025-10-07T22:45:00.000Z", 6],
      ["member_questionnaire_2", "2025-10-28T20:15:00.000Z", 8],
      ["member_questionnaire_3", "2025-11-26T22:15:00.000Z", 2],
    ]);
  });

  it("give member 100001 a completed wellbeing survey every two weeks, scored out of 15", () => {
    const surveys = buildWellnessSurveys(ANCHOR);
    expect(surveys).toHaveLength(2061);
    const mine = surveys.filter((s) => s.seniorId === member(100001));
    expect(mine.map((s) => [iso(s.createdAt), s.score, s.scoreLimit, s.isCompleted])).toEqual([
      ["2025-10-06T21:00:00.000Z", 9, 15, true],
      ["2025-10-23T23:15:00.000Z", 7, 15, true],
      ["2025-11-07T22:45:00.000Z", 6, 15, true],
      ["2025-11-19T23:15:00.000Z", 6, 15, true],
      ["2025-11-30T17:30:00.000Z", 7, 15, true],
      ["2025-12-20T17:45:00.000Z", 6, 15, true],
      ["2025-12-28T17:45:00.000Z", 9, 15, true],
    ]);
  });
});

describe("demo alarms", () => {
  const { alarms, callLogs, insights } = buildAlarmActivity(ANCHOR);

  it("leave three waiting and one taken, all more than 24 hours old (never re-announced by the sweeper)", () => {
    const open = alarms.filter((a) => a.status !== "closed");
    expect(open.map((a) => [a.seniorId, a.type, a.status, iso(a.occurredAt), a.assignedToId ?? null])).toEqual([
      [member(100007), "sos", "pending", "2025-12-30T22:00:00.000Z", null],
      [member(100002), "fall", "pending", "2025-12-30T21:00:00.000Z", null],
      [member(100014), "fall", "pending", "2025-12-30T19:00:00.000Z", null],
      [member(100021), "sos", "assigned", "2025-12-30T17:00:00.000Z", AGENT],
    ]);
  });

  it("close the other 173, each with its call log and approved call entry", () => {
    const closed = alarms.filter((a) => a.status === "closed");
    expect([alarms.length, closed.length, alarms.filter((a) => a.type === "fall").length]).toEqual([177, 173, 120]);
    expect(callLogs.map((l) => l.alarmId)).toEqual(closed.map((a) => a.id));
    expect(insights.every((i) => i.type === "call_entry" && i.status === "approved")).toBe(true);
    expect(closed.every((a) => (a.closedAt as Date) > (a.assignedAt as Date) && a.closedById === a.assignedToId)).toBe(
      true,
    );
  });
});

describe("demo calls", () => {
  const { schedules, logs } = buildCallActivity(ANCHOR);

  it("put four calls of agent@demo.care on the anchor's day: the first made, the others overdue", () => {
    const today = schedules.filter(
      (s) =>
        s.careAgentId === AGENT && iso(s.startTime) >= "2025-12-31T05:00:00.000Z" && (s.startTime as Date) < ANCHOR,
    );
    expect(today.map((s) => [s.seniorId, iso(s.startTime), s.status, s.assignmentStatus])).toEqual([
      [member(100001), "2025-12-31T18:00:00.000Z", "completed", "completed"],
      [member(100002), "2025-12-31T19:00:00.000Z", "not_started", "pending"],
      [member(100003), "2025-12-31T20:00:00.000Z", "not_started", "pending"],
      [member(100004), "2025-12-31T21:00:00.000Z", "not_started", "pending"],
    ]);
  });

  it("log every completed call and no other, with no two calls of one agent or one callee overlapping", () => {
    const counts: Record<string, number> = {};
    for (const s of schedules) counts[s.status as string] = (counts[s.status as string] ?? 0) + 1;
    expect(counts).toEqual({ completed: 1649, not_started: 259, cancelled: 161 });
    expect(logs.map((l) => l.callId)).toEqual(schedules.filter((s) => s.status === "completed").map((s) => s.id));
    for (const key of ["careAgentId", "calleeId"] as const) {
      const slots = new Set(schedules.map((s) => `${s[key]}@${iso(s.startTime)}`));
      expect(slots.size, key).toBe(schedules.length);
    }
  });
});

describe("demo care insights", () => {
  const { insights, history } = buildInsightActivity(ANCHOR);

  it("wait for review: eight heart-rate alerts of the last three days and two summaries; three new alerts", () => {
    const waiting = insights.filter((i) => i.status === "sent_for_approval" || i.status === "new");
    expect(waiting.map((i) => [i.seniorId, i.type, i.status, i.value ?? null, iso(i.createdAt)])).toEqual([
      [member(100104), "alert", "sent_for_approval", 98, "2025-12-31T23:30:00.000Z"],
      [member(100115), "alert", "sent_for_approval", 72, "2025-12-31T15:10:00.000Z"],
      [member(100126), "alert", "sent_for_approval", 74, "2025-12-31T06:50:00.000Z"],
      [member(100137), "alert", "sent_for_approval", 72, "2025-12-30T22:30:00.000Z"],
      [member(100148), "alert", "sent_for_approval", 96, "2025-12-30T14:10:00.000Z"],
      [member(100159), "alert", "sent_for_approval", 98, "2025-12-30T05:50:00.000Z"],
      [member(100170), "alert", "sent_for_approval", 85, "2025-12-29T21:30:00.000Z"],
      [member(100181), "alert", "sent_for_approval", 77, "2025-12-29T13:10:00.000Z"],
      [member(100001), "summary", "sent_for_approval", null, "2025-12-31T22:30:00.000Z"],
      [member(100002), "facility_summary", "sent_for_approval", null, "2025-12-31T21:30:00.000Z"],
      [member(100003), "alert", "new", 91, "2025-12-31T23:15:00.000Z"],
      [member(100011), "alert", "new", 100, "2025-12-31T21:15:00.000Z"],
      [member(100019), "alert", "new", 86, "2025-12-31T19:15:00.000Z"],
    ]);
  });

  it("keep the decided ones with their review history", () => {
    const counts: Record<string, number> = {};
    for (const i of insights) counts[`${i.type}/${i.status}`] = (counts[`${i.type}/${i.status}`] ?? 0) + 1;
    expect(counts).toEqual({
      "alert/approved": 53,
      "alert/approved_with_edit": 12,
      "alert/denied": 24,
      "alert/sent_for_approval": 8,
      "alert/new": 3,
      "summary/approved": 294,
      "summary/sent_for_approval": 1,
      "facility_summary/approved": 124,
      "facility_summary/sent_for_approval": 1,
    });
    // Decided: sent for approval, then the decision; waiting or new: the one step.
    expect(history).toHaveLength(2 * (53 + 12 + 24 + 294 + 124) + 8 + 1 + 1 + 3);
  });
});

describe("demo wellness plans and medical info", () => {
  it("give 209 members a plan at version 2 with three goals, most of them under way", () => {
    const { plans, versions, goals, goalVersions } = buildPlanActivity(ANCHOR);
    expect([plans.length, versions.length, goals.length, goalVersions.length]).toEqual([209, 418, 627, 1254]);
    const now: Record<string, number> = {};
    for (const g of goalVersions.filter((v) => v.planVersion === 2))
      now[g.status as string] = (now[g.status as string] ?? 0) + 1;
    expect(now).toEqual({ in_progress: 401, started: 115, completed: 71, not_started: 40 });
  });

  it("give every coached member conditions with their first history row, and medications", () => {
    const { conditions, history, medications } = buildMedicalActivity(ANCHOR);
    expect([conditions.length, history.length, medications.length]).toEqual([614, 614, 612]);
    expect(medications.every((m) => m.status === "submit" && m.pharmacyName !== null)).toBe(true);
  });
});
