import { beforeAll, describe, expect, it } from "vitest";
import type { Senior } from "@care/db";
import { settleAssessmentDueTimes } from "../../../apps/worker/src/periodic/assessment-due-times.js";
import { setupHarness } from "../../support/suite-harness.js";
import { coachedSeniors, ref } from "../seniors.js";

// Assessment status and completion (issue 14 item 4) and wellness surveys (spec 2 §7, 2032.3001). Each test works
// on its own senior coached by agent@demo.care.

const A = "/api/users/assessments";
const SURVEY = "/api/users/wellness-survey";
const DAY = 86_400_000;

const h = setupHarness();
let mine: Senior[];

beforeAll(async () => {
  mine = await coachedSeniors(h, 5);
});

const seniorOf = (i: number): Senior => mine[i] as Senior;

interface StatusItem {
  name: string;
  status: string | null;
  is_due: boolean;
  due_reason: string | null;
  isDisabled: boolean;
}
const byName = (items: StatusItem[]) =>
  Object.fromEntries(items.map((i) => [i.name, [i.status, i.is_due, i.due_reason, i.isDisabled]]));

const wellbeing = (value: string) => Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`wellbeing_${n}`, { value }]));

describe("status and completion", () => {
  it("marks never-done kinds due, except holistic and caregiver strain", async () => {
    const res = await h.as("agent").get(`${A}/status`, ref(seniorOf(0)));
    expect(res.status).toBe(200);
    expect(res.body.data.incomplete).toBe(true);
    expect(byName(res.body.data.items)).toEqual({
      adl_brody_assessment: [null, true, "never_done", false],
      adl_katz_assessment: [null, true, "never_done", false],
      caregiver_assessment: [null, false, null, false],
      holistic_assessment: [null, false, null, false],
      wellness_survey: [null, true, "never_done", false],
      medical_condition: [null, true, "never_done", false],
      medication_list: [null, true, "never_done", false],
      ucla_loneliness_assessment: [null, true, "never_done", false],
      fall_hospitalization_assessment: [null, true, "never_done", false],
      home_safety_assessment: [null, true, "never_done", false],
      member_questionnaire_1: [null, true, "never_done", false],
      member_questionnaire_2: [null, true, "never_done", false],
      member_questionnaire_3: [null, true, "never_done", false],
    });
  });

  it("a draft is incomplete, a submit is complete for 90 days, an older one is due again", async () => {
    const s = seniorOf(1);
    const katz = Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`katz_${n}`, { value: `katz_${n}_o1` }]));
    const saved = await h
      .as("agent")
      .post(`${A}/adl-katz`, { ...ref(s), action: "save", form_version: 1, answers: {} });
    expect(saved.status).toBe(200);
    let items = byName((await h.as("agent").get(`${A}/status`, ref(s))).body.data.items);
    expect(items.adl_katz_assessment).toEqual(["save", true, "incomplete", false]);

    const submitted = await h
      .as("agent")
      .post(`${A}/adl-katz`, { ...ref(s), action: "submit", form_version: 1, answers: katz });
    expect(submitted.body.data.response.scores).toMatchObject({ total: 6, max: 6, interpretation: "Independent" });
    items = byName((await h.as("agent").get(`${A}/status`, ref(s))).body.data.items);
    expect(items.adl_katz_assessment).toEqual(["submit", false, null, false]);

    await h.prisma.assessmentResponse.updateMany({
      where: { seniorId: s.id, kind: "adl_katz_assessment" },
      data: { submittedAt: new Date(Date.now() - 91 * DAY) },
    });
    items = byName((await h.as("agent").get(`${A}/status`, ref(s))).body.data.items);
    expect(items.adl_katz_assessment).toEqual(["submit", true, "older_than_90_days", false]);

    // Holistic is complete even as a draft.
    await h.as("agent").post(`${A}/holistic`, { ...ref(s), action: "save", form_version: 1, answers: {} });
    items = byName((await h.as("agent").get(`${A}/status`, ref(s))).body.data.items);
    expect(items.holistic_assessment).toEqual(["save", false, null, false]);
  });

  it("a kind without a published form is NOT_ENABLED and never due", async () => {
    const s = seniorOf(2);
    await h.prisma.assessmentForm.updateMany({ where: { kind: "member_questionnaire_2" }, data: { status: "draft" } });
    try {
      const res = await h.as("agent").get(`${A}/status`, ref(s));
      const mq2 = res.body.data.items.find((i: StatusItem) => i.name === "member_questionnaire_2");
      expect(mq2).toEqual({
        name: "member_questionnaire_2",
        group: "member-questionnaire-2",
        status: "NOT_ENABLED",
        datetime: null,
        isDisabled: true,
        is_due: false,
        due_reason: null,
      });
      expect((await h.as("agent").get(`${A}/member-questionnaire-2/form`)).status).toBe(404);
      const record = await h.as("agent").get(`${A}/member-questionnaire-2`, ref(s));
      expect(record.body.data).toMatchObject({ form: null, live_version: null, response: null });
    } finally {
      await h.prisma.assessmentForm.updateMany({
        where: { kind: "member_questionnaire_2" },
        data: { status: "published" },
      });
    }
  });

  it("clears the marker once every kind is done", async () => {
    const s = seniorOf(3);
    const submit = async (group: string, answers: Record<string, unknown>) => {
      const form = (await h.as("agent").get(`${A}/${group}/form`)).body.data;
      const res = await h
        .as("agent")
        .post(`${A}/${group}`, { ...ref(s), action: "submit", form_version: form.version_number, answers });
      expect(res.status, `${group}: ${JSON.stringify(res.body)}`).toBe(200);
    };
    const all = (prefix: string, n: number, value: (i: number) => string) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}_${i + 1}`, { value: value(i + 1) }]));
    await submit(
      "adl-brody",
      all("lawton", 8, (i) => `lawton_${i}_o1`),
    );
    await submit(
      "adl-katz",
      all("katz", 6, (i) => `katz_${i}_o1`),
    );
    await submit(
      "member-questionnaire-3",
      all("mq3", 6, (i) => `mq3_${i}_o2`),
    );
    await submit(
      "ucla-loneliness",
      all("ucla", 3, () => "hardly_ever"),
    );
    await submit("home-safety", {
      ...all("home_floors", 3, () => "yes"),
      ...all("home_bath", 3, () => "no"),
      ...all("home_habits", 3, () => "always"),
    });
    await submit("fall-hospitalization", {
      ...all("falls_history", 3, () => "no"),
      ...all("falls_balance", 4, () => "no"),
      ...all("falls_hospital", 2, () => "no"),
    });
    await submit(
      "medical-condition",
      all("condition", 10, () => "no"),
    );
    await submit("member-questionnaire-1", {
      mq1_1: { value: "good" },
      mq1_open_1: { text: "Coffee with friends" },
      mq1_open_2: { text: "Getting to appointments" },
    });
    await submit(
      "member-questionnaire-2",
      all("mq2", 4, () => "hardly_ever"),
    );
    await submit("wellness-survey", wellbeing("often"));
    await h.prisma.medication.create({
      data: { seniorId: s.id, medicine: "Metformin", status: "submit" },
    });
    const mine = await h.as("agent").get(`${A}/status`, ref(s));
    expect(mine.body.data.incomplete).toBe(false);
    expect(mine.body.data.items.filter((i: StatusItem) => i.is_due)).toEqual([]);
  });
});

describe("wellness surveys", () => {
  it("records today's survey, updates it while incomplete, and answers 2032.3001 once completed", async () => {
    const s = seniorOf(4);
    const first = await h.as("agent").post(SURVEY, {
      ...ref(s),
      form_version: 1,
      answers: { wellbeing_1: { value: "most_of_the_time" } },
      notes: "  Started on the call  ",
      is_survey_completed: false,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe("Wellness survey saved successfully.");
    expect(first.body.data).toMatchObject({
      form_version: 1,
      score: 3,
      scoreLimit: 15,
      notes: "Started on the call",
      is_survey_completed: false,
    });

    let status = byName((await h.as("agent").get(`${A}/status`, ref(s))).body.data.items);
    expect(status.wellness_survey).toEqual(["save", true, "incomplete", false]);

    const done = await h.as("agent").post(SURVEY, {
      ...ref(s),
      form_version: 1,
      answers: wellbeing("now_and_then"),
      is_survey_completed: true,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({
      wellness_survey_id: first.body.data.wellness_survey_id,
      score: 5,
      scoreLimit: 15,
      notes: "Started on the call",
      is_survey_completed: true,
    });
    status = byName((await h.as("agent").get(`${A}/status`, ref(s))).body.data.items);
    expect(status.wellness_survey).toEqual(["submit", false, null, false]);

    const second = await h.as("agent").post(SURVEY, {
      ...ref(s),
      form_version: 1,
      answers: wellbeing("often"),
      is_survey_completed: true,
    });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      application_code: 2032.3001,
      message: "A wellness survey has already been completed for this member today.",
      data: null,
      error: expect.objectContaining({ code: "CONFLICT" }),
    });
    const viaAssessments = await h
      .as("agent")
      .post(`${A}/wellness-survey`, { ...ref(s), action: "save", form_version: 1, answers: {} });
    expect(viaAssessments.status).toBe(409);
    expect(viaAssessments.body.application_code).toBe(2032.3001);

    const record = await h.as("agent").get(`${A}/wellness-survey`, ref(s));
    expect(record.body.data.response).toMatchObject({
      response_id: first.body.data.wellness_survey_id,
      status: "submit",
      version: "1",
      notes: "Started on the call",
      scores: { total: 5, max: 15, percent: 33 },
    });
    const history = await h.as("agent").get(`${A}/wellness-survey/history`, ref(s));
    expect(history.body.data.items).toHaveLength(1);
  });

  it("refuses an incomplete answer set marked completed, and Submit Later", async () => {
    const s = seniorOf(3);
    const res = await h.as("agent").post(SURVEY, {
      ...ref(s),
      form_version: 1,
      answers: { wellbeing_1: { value: "often" } },
      is_survey_completed: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.[0]).toEqual({
      field: "body.answers.wellbeing_2",
      reason: "'I have felt calm' must be answered",
    });
    const later = await h.as("agent").post(`${A}/wellness-survey`, {
      ...ref(s),
      action: "submit_later",
      form_version: 1,
      answers: {},
      publish_date_time: new Date(Date.now() + DAY).toISOString(),
    });
    expect(later.status).toBe(400);
  });

  it("lists surveys in a window (default 30 days), newest first, with a completion filter and keyset pages", async () => {
    const s = seniorOf(2);
    const form = await h.prisma.assessmentForm.findFirstOrThrow({ where: { kind: "wellness_survey", version: 1 } });
    const now = Date.now();
    for (const [daysAgo, completed] of [
      [1, true],
      [2, false],
      [3, true],
      [10, true],
      [40, true],
    ] as const) {
      await h.prisma.wellnessSurvey.create({
        data: {
          seniorId: s.id,
          formId: form.id,
          answers: {},
          score: daysAgo,
          scoreLimit: 15,
          isCompleted: completed,
          createdAt: new Date(now - daysAgo * DAY),
        },
      });
    }
    const list = await h.as("agent").get(SURVEY, ref(s));
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((i: { score: number }) => i.score)).toEqual([1, 2, 3, 10]);
    expect(list.body.data.lastEvaluatedKey).toBeNull();

    const completed = await h.as("agent").get(SURVEY, { ...ref(s), is_survey_completed: "true", limit: "2" });
    expect(completed.body.data.items.map((i: { score: number }) => i.score)).toEqual([1, 3]);
    const next = await h.as("agent").get(SURVEY, {
      ...ref(s),
      is_survey_completed: "true",
      limit: "2",
      last_evaluated_key: completed.body.data.lastEvaluatedKey,
    });
    expect(next.body.data.items.map((i: { score: number }) => i.score)).toEqual([10]);

    const window = await h.as("agent").get(SURVEY, {
      ...ref(s),
      start_time: new Date(now - 50 * DAY).toISOString(),
      end_time: new Date(now - 5 * DAY).toISOString(),
      ascending: "true",
    });
    expect(window.body.data.items.map((i: { score: number }) => i.score)).toEqual([40, 10]);

    const backwards = await h.as("agent").get(SURVEY, {
      ...ref(s),
      start_time: new Date(now).toISOString(),
      end_time: new Date(now - DAY).toISOString(),
    });
    expect(backwards.status).toBe(400);
    expect((await h.as("agent").get(SURVEY, { ...ref(s), limit: "101" })).status).toBe(400);
    expect((await h.as("bdm").get(SURVEY, ref(s))).status).toBe(403);
  });
});

describe("the worker's due-time settling", () => {
  it("writes down a passed Submit Later and a passed scheduled publish, and nothing else", async () => {
    const s = seniorOf(0);
    const form = await h.prisma.assessmentForm.findFirstOrThrow({
      where: { kind: "home_safety_assessment", version: 1 },
    });
    const due = new Date(Date.now() - 60_000);
    const passed = await h.prisma.assessmentResponse.create({
      data: { seniorId: s.id, formId: form.id, kind: "home_safety_assessment", answers: {}, submitAt: due },
    });
    const pending = await h.prisma.assessmentResponse.create({
      data: {
        seniorId: s.id,
        formId: form.id,
        kind: "home_safety_assessment",
        answers: {},
        submitAt: new Date(Date.now() + DAY),
      },
    });
    const scheduled = await h.prisma.assessmentForm.create({
      data: { kind: "home_safety_assessment", version: 2, status: "scheduled", form: [], publishAt: due },
    });
    expect(await settleAssessmentDueTimes(h.prisma)).toEqual({ responses: 1, forms: 1 });
    expect(await h.prisma.assessmentResponse.findUniqueOrThrow({ where: { id: passed.id } })).toMatchObject({
      status: "submit",
      submittedAt: due,
    });
    expect(await h.prisma.assessmentResponse.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({
      status: "save",
      submittedAt: null,
    });
    expect((await h.prisma.assessmentForm.findUniqueOrThrow({ where: { id: scheduled.id } })).status).toBe("published");
    expect(await settleAssessmentDueTimes(h.prisma)).toEqual({ responses: 0, forms: 0 });
  });
});
