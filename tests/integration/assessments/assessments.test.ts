import { beforeAll, describe, expect, it } from "vitest";
import type { Senior } from "@care/db";
import { setupHarness } from "../../support/suite-harness.js";
import { coachedSeniors, ref } from "../seniors.js";

// The assessment API (issue 14): versioned forms with the admin editor and its history, responses that keep the
// version they answered and are scored by the API, 400s naming the question, Submit Later, Reset, history paging,
// the record header and the roles. One harness (one database) for the file: the holistic form's version numbers are
// written out in the order the tests run.

const EDITOR = "/api/users/admin/assessments";
const A = "/api/users/assessments";

const h = setupHarness();
/** Seniors coached by agent@demo.care, one per describe. */
let mine: Senior[];

beforeAll(async () => {
  mine = await coachedSeniors(h, 6);
});

/** A form as the editor sends it: survey blocks keyed by header (spec 2 §3). */
const holisticForm = (extraQuestion?: string) => ({
  Emotional: {
    data: [
      { id: "holistic_emotional_1", question: "I feel hopeful about the future", style: "holistic" },
      { id: "holistic_emotional_2", question: "I can manage stress when it comes", style: "holistic" },
      ...(extraQuestion ? [{ question: extraQuestion, style: "holistic" }] : []),
    ],
  },
});

const seniorOf = (i: number): Senior => mine[i] as Senior;

describe("versioned forms: publish, answer, publish again, history", () => {
  it("answers with the version they were given on, scored against it, after a newer version is published", async () => {
    const s = seniorOf(0);
    const seeded = await h.as("agent").get(`${A}/holistic/form`);
    expect(seeded.status).toBe(200);
    expect(seeded.body.data).toMatchObject({
      kind: "holistic_assessment",
      version_number: 1,
      form_status: "published",
    });
    expect(Object.keys(seeded.body.data.form)).toEqual(["Physical", "Emotional", "Social", "Spiritual"]);

    // An administrator saves a draft: not live yet.
    const draft = await h.as("wellness").post(`${EDITOR}/holistic/form`, { action: "save", form: holisticForm() });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.message).toBe("Draft saved successfully.");
    expect(draft.body.data).toMatchObject({ version_number: 2, form_status: "draft", publish_date_time: null });
    expect((await h.as("agent").get(`${A}/holistic/form`)).body.data.version_number).toBe(1);
    const editor = await h.as("admin").get(`${EDITOR}/holistic/form`);
    expect(editor.body.data.current.version_number).toBe(1);
    expect(editor.body.data.draft.version_number).toBe(2);
    expect(editor.body.data.scheduled).toBeNull();

    // Published now: version 2 is live.
    const published = await h
      .as("wellness")
      .post(`${EDITOR}/holistic/form`, { action: "publish", form: holisticForm() });
    expect(published.status).toBe(200);
    expect(published.body.message).toBe("Form published successfully.");
    expect(published.body.data).toMatchObject({ version_number: 2, form_status: "published" });

    // The care agent opens version 2 and saves a draft on it.
    const saved = await h.as("agent").post(`${A}/holistic`, {
      ...ref(s),
      action: "save",
      form_version: 2,
      answers: { holistic_emotional_1: { value: "always" } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe("Assessment saved successfully.");
    expect(saved.body.data.header).toMatchObject({
      status: "save",
      version: "2 Draft",
      careAgentName: expect.any(String),
    });

    // Version 3 adds a question; the new question gets an id of its own.
    const v3 = await h
      .as("admin")
      .post(`${EDITOR}/holistic/form`, { action: "publish", form: holisticForm("I laugh every day") });
    expect(v3.body.data.version_number).toBe(3);
    expect(v3.body.data.form.Emotional.data[2]).toMatchObject({
      id: "q1",
      question: "I laugh every day",
      required: true,
    });

    // The submit of the version-2 answers still scores against version 2 (2 questions × 3 = 6, not 9); a score the
    // client sends is no part of the body and changes nothing.
    const submitted = await h.as("agent").post(`${A}/holistic`, {
      ...ref(s),
      scores: { total: 99 },
      action: "submit",
      form_version: 2,
      answers: { holistic_emotional_1: { value: "always" }, holistic_emotional_2: { value: "sometimes" } },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.message).toBe("Assessment submitted successfully.");
    expect(submitted.body.data.response).toMatchObject({
      form_version: 2,
      status: "submit",
      scores: {
        total: 5,
        max: 6,
        percent: 83,
        sections: [{ header: "Emotional", score: 5, max: 6, questions: 2, answered: 2 }],
        interpretation: null,
        scale_note: "Holistic: 3 points a question (Always 3, Sometimes 2, Never 1).",
      },
    });
    expect(submitted.body.data.header).toMatchObject({ status: "submit", version: "2" });
    expect(submitted.body.data.form.version_number).toBe(2);
    expect(submitted.body.data.live_version).toBe(3);
    // The draft became the submitted response: one response, not two.
    expect(await h.prisma.assessmentResponse.count({ where: { seniorId: s.id, kind: "holistic_assessment" } })).toBe(1);

    const history = await h.as("wellness").get(`${EDITOR}/holistic/history`);
    expect(history.status).toBe(200);
    expect(
      history.body.data.items.map((i: { versionNumber: number; formStatus: string }) => [
        i.versionNumber,
        i.formStatus,
      ]),
    ).toEqual([
      [3, "published"],
      [2, "published"],
      [1, "published"],
    ]);
    expect(history.body.data.items[0]).toMatchObject({
      adminName: expect.any(String),
      publishedDateAndTime: expect.any(String),
    });
    expect(history.body.data.last_evaluated_key).toBeNull();
  });

  it("publishes at a chosen time: scheduled until then, not answerable before", async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await h.as("admin").post(`${EDITOR}/holistic/form`, {
      action: "publish",
      form: holisticForm(),
      publish_date_time: at,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Form will be published at the chosen time.");
    expect(res.body.data).toMatchObject({ version_number: 4, form_status: "scheduled", publish_date_time: at });
    expect((await h.as("agent").get(`${A}/holistic/form`)).body.data.version_number).toBe(3);
    expect((await h.as("admin").get(`${EDITOR}/holistic/form`)).body.data.scheduled.version_number).toBe(4);
    const early = await h.as("agent").post(`${A}/holistic`, {
      ...ref(seniorOf(1)),
      action: "save",
      form_version: 4,
      answers: {},
    });
    expect(early.status).toBe(400);
    expect(early.body.error?.fields).toEqual([
      { field: "body.form_version", reason: "Version 4 of this form was never published" },
    ]);
    const past = await h.as("admin").post(`${EDITOR}/holistic/form`, {
      action: "publish",
      form: holisticForm(),
      publish_date_time: "2020-01-01T00:00:00Z",
    });
    expect(past.status).toBe(400);
    expect(past.body.error?.fields).toEqual([
      { field: "body.publish_date_time", reason: "Choose a time in the future" },
    ]);
  });

  it("edits the ADL forms like the others: a new question text published as version 2", async () => {
    const current = await h.as("admin").get(`${EDITOR}/adl-katz/form`);
    expect(current.status).toBe(200);
    const KATZ = "Katz Index of Independence in Activities of Daily Living";
    const form = current.body.data.current.form as Record<string, { data: { question: string }[] }>;
    expect(Object.keys(form)).toEqual([KATZ]);
    form[KATZ]!.data[0]!.question = "Bathes without help from another person";
    const published = await h.as("admin").post(`${EDITOR}/adl-katz/form`, { action: "publish", form });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({
      kind: "adl_katz_assessment",
      version_number: 2,
      form_status: "published",
    });
    const live = await h.as("agent").get(`${A}/adl-katz/form`);
    expect(live.body.data.version_number).toBe(2);
    expect(live.body.data.form[KATZ].data[0].question).toBe("Bathes without help from another person");
  });

  it("refuses editors for forms without one, and bad forms with the field named", async () => {
    const strain = await h
      .as("admin")
      .post(`${EDITOR}/caregiver-strain/form`, { action: "save", form: holisticForm() });
    expect(strain.status).toBe(400);
    const bad = await h.as("admin").post(`${EDITOR}/home-safety/form`, {
      action: "save",
      form: { Home: { data: [{ question: "Pick", style: "mcq", mcq_options: [] }] } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toContainEqual({
      field: "body.form.Home.data.0.mcq_options",
      reason: "An mcq needs at least 2 options",
    });
    // The list of blocks of before is no longer taken; a header JSON would reorder, or one twice, is refused.
    const list = await h.as("admin").post(`${EDITOR}/home-safety/form`, {
      action: "save",
      form: [{ header: "Home", data: [{ question: "Pick", style: "selected" }] }],
    });
    expect(list.status).toBe(400);
    const headers = await h.as("admin").post(`${EDITOR}/home-safety/form`, {
      action: "save",
      form: {
        Home: { data: [{ question: "Pick", style: "selected" }] },
        " Home ": { data: [{ question: "Again", style: "selected" }] },
        "2024": { data: [{ question: "Year", style: "selected" }] },
      },
    });
    expect(headers.status).toBe(400);
    expect(headers.body.error?.fields).toEqual([
      { field: "body.form.2024", reason: "A header cannot be only digits" },
      { field: "body.form. Home ", reason: "Two blocks have this header" },
    ]);
  });

  it("keeps the order of the blocks keyed by header, in and out, in the draft, the editor and the history", async () => {
    const q = (id: string, question: string) => ({ id, question, style: "selected" });
    const sent = {
      "Zebra crossings": { data: [q("z1", "Crosses at the lights")] },
      "Around the house": { data: [q("a1", "Rugs are taped down"), q("a2", "Stairs have a rail")] },
      "Mornings, 7 am": { data: [q("m1", "Gets up without help")] },
    };
    const saved = await h.as("admin").post(`${EDITOR}/ucla-loneliness/form`, { action: "save", form: sent });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = {
      "Zebra crossings": { data: [{ id: "z1", question: "Crosses at the lights", style: "selected", required: true }] },
      "Around the house": {
        data: [
          { id: "a1", question: "Rugs are taped down", style: "selected", required: true },
          { id: "a2", question: "Stairs have a rail", style: "selected", required: true },
        ],
      },
      "Mornings, 7 am": { data: [{ id: "m1", question: "Gets up without help", style: "selected", required: true }] },
    };
    const order = ["Zebra crossings", "Around the house", "Mornings, 7 am"];
    expect(saved.body.data.form).toEqual(expected);
    expect(Object.keys(saved.body.data.form)).toEqual(order);
    const editor = await h.as("admin").get(`${EDITOR}/ucla-loneliness/form`);
    expect(Object.keys(editor.body.data.draft.form)).toEqual(order);
    expect(editor.body.data.draft.form).toEqual(expected);
    const history = await h.as("admin").get(`${EDITOR}/ucla-loneliness/history`);
    const draft = history.body.data.items.find((i: { formStatus: string }) => i.formStatus === "draft");
    expect(Object.keys(draft.form)).toEqual(order);
  });
});

describe("answers that do not fit the version", () => {
  it("answers 400 naming each question", async () => {
    const res = await h.as("agent").post(`${A}/home-safety`, {
      ...ref(seniorOf(1)),
      action: "save",
      form_version: 1,
      answers: {
        home_floors_1: { value: "often" },
        home_habits_1: { value: "yes" },
        nowhere: { value: "yes" },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "The answers do not match the form version: Question nowhere is not in version 1 of this form",
    );
    expect(res.body.error?.fields).toEqual([
      { field: "body.answers.nowhere", reason: "Question nowhere is not in version 1 of this form" },
      {
        field: "body.answers.home_floors_1",
        reason: "'Are walkways free of clutter, cords and loose rugs?' takes yes, no, comment, not often",
      },
      {
        field: "body.answers.home_habits_1",
        reason: "'Do you switch on a light before you walk at night?' takes always, never, sometimes, not yes",
      },
    ]);
  });

  it("on submit, requires every required question", async () => {
    const res = await h.as("agent").post(`${A}/adl-katz`, {
      ...ref(seniorOf(1)),
      action: "submit",
      form_version: 1,
      answers: { katz_1: { value: "katz_1_o1" } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.map((f: { field: string }) => f.field)).toEqual([
      "body.answers.katz_2",
      "body.answers.katz_3",
      "body.answers.katz_4",
      "body.answers.katz_5",
      "body.answers.katz_6",
    ]);
    expect(res.body.error?.fields?.[0]?.reason).toBe("'Dressing' must be answered");
  });

  it("refuses a version that does not exist and an unknown group", async () => {
    const res = await h
      .as("agent")
      .post(`${A}/adl-brody`, { ...ref(seniorOf(1)), action: "save", form_version: 9, answers: {} });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual([
      { field: "body.form_version", reason: "Version 9 of this form was never published" },
    ]);
    expect((await h.as("agent").get(`${A}/not-a-kind`, ref(seniorOf(1)))).status).toBe(400);
  });
});

describe("falls scoring, Submit Later, Reset and history", () => {
  const falls = {
    falls_history_1: { value: "yes" },
    falls_history_2: { value: "comment", text: "Bruised wrist" },
    falls_history_3: { value: "no" },
    falls_balance_1: { value: "no" },
    falls_balance_2: { value: "no" },
    falls_balance_3: { value: "yes" },
    falls_balance_4: { value: "yes" },
    falls_hospital_1: { value: "no" },
    falls_hospital_2: { value: "no" },
  };

  it("scores falls 3 points a question at most, per block and overall", async () => {
    const s = seniorOf(2);
    const res = await h.as("agent").post(`${A}/fall-hospitalization`, {
      ...ref(s),
      action: "submit",
      form_version: 1,
      answers: falls,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.response.scores).toEqual({
      total: 16,
      max: 30,
      percent: 53,
      sections: [
        { header: "Falls History", score: 6, max: 9, questions: 3, answered: 3 },
        { header: "Balance and Mobility", score: 6, max: 12, questions: 4, answered: 4 },
        { header: "Hospitalization", score: 4, max: 9, questions: 3, answered: 2 },
      ],
      interpretation: null,
      scale_note: "Falls: 3 points a question.",
    });
    const stored = await h.prisma.assessmentResponse.findFirstOrThrow({ where: { seniorId: s.id } });
    expect(Number(stored.score)).toBe(16);
  });

  it("Submit Later stays a draft until its time; Reset starts an empty draft on the live version", async () => {
    const s = seniorOf(2);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const later = await h.as("agent").post(`${A}/fall-hospitalization`, {
      ...ref(s),
      action: "submit_later",
      form_version: 1,
      answers: falls,
      publish_date_time: at,
    });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    expect(later.body.message).toBe("Assessment will be submitted at the chosen time.");
    expect(later.body.data.response).toMatchObject({ status: "save", publish_date_time: at, submitted_date: at });
    expect(later.body.data.header.version).toBe("1 Draft");
    // Its time comes: from then on it reads as submitted, with that time.
    const past = new Date(Date.now() - 60_000);
    await h.prisma.assessmentResponse.updateMany({
      where: { seniorId: s.id, submitAt: { not: null } },
      data: { submitAt: past },
    });
    const now = await h.as("agent").get(`${A}/fall-hospitalization`, ref(s));
    expect(now.body.data.header).toMatchObject({ status: "submit", version: "1", dateTime: past.toISOString() });

    const reset = await h.as("agent").post(`${A}/fall-hospitalization`, { ...ref(s), action: "reset" });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.message).toBe("Assessment has been reset.");
    expect(reset.body.data.response).toMatchObject({ status: "save", answers: {}, form_version: 1 });
    expect(reset.body.data.response.scores.total).toBe(0);

    const later2 = await h.as("agent").post(`${A}/fall-hospitalization`, {
      ...ref(s),
      action: "submit_later",
      form_version: 1,
      answers: falls,
      publish_date_time: "2020-01-01T00:00:00Z",
    });
    expect(later2.status).toBe(400);
  });

  it("lists the history newest first, 6 a page with last_evaluated_key", async () => {
    const s = seniorOf(3);
    for (let i = 0; i < 7; i += 1) {
      const res = await h.as("agent").post(`${A}/ucla-loneliness`, {
        ...ref(s),
        action: "submit",
        form_version: 1,
        answers: {
          ucla_1: { value: "often" },
          ucla_2: { value: "often" },
          ucla_3: { value: i % 2 ? "hardly_ever" : "often" },
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const first = await h.as("agent").get(`${A}/ucla-loneliness/history`, ref(s));
    expect(first.status).toBe(200);
    expect(first.body.data.items.map((r: { scores: { total: number } }) => r.scores.total)).toEqual([9, 7, 9, 7, 9, 7]);
    expect(first.body.data.items[0].scores.interpretation).toBe("Lonely");
    expect(first.body.data.last_evaluated_key).toEqual(expect.any(String));
    const second = await h
      .as("agent")
      .get(`${A}/ucla-loneliness/history`, { ...ref(s), last_evaluated_key: first.body.data.last_evaluated_key });
    expect(second.body.data.items.map((r: { scores: { total: number } }) => r.scores.total)).toEqual([9]);
    expect(second.body.data.last_evaluated_key).toBeNull();
    const forged = await h.as("agent").get(`${A}/ucla-loneliness/history`, { ...ref(s), last_evaluated_key: "abc" });
    expect(forged.status).toBe(400);
  });
});

describe("record header", () => {
  it("shows the preferred name, account id, age, gender, status, date, care agent and version", async () => {
    const s = seniorOf(4);
    const dob = new Date();
    dob.setUTCFullYear(dob.getUTCFullYear() - 81);
    dob.setUTCDate(dob.getUTCDate() - 40);
    await h.prisma.senior.update({
      where: { id: s.id },
      data: { dob: new Date(dob.toISOString().slice(0, 10)), gender: "Female" },
    });
    await h.prisma.seniorBasicInfo.upsert({
      where: { seniorId: s.id },
      create: { seniorId: s.id, preferredName: "Dottie" },
      update: { preferredName: "Dottie" },
    });
    const empty = await h.as("agent").get(`${A}/adl-brody`, ref(s));
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({
      group: "adl-brody",
      kind: "adl_brody_assessment",
      header: {
        preferredName: "Dottie",
        accountId: s.accountId,
        age: 81,
        gender: "Female",
        status: null,
        dateTime: null,
        careAgentName: null,
        version: null,
      },
      response: null,
      form: { version_number: 1 },
      live_version: 1,
    });
    await h.as("agent").post(`${A}/adl-brody`, {
      ...ref(s),
      action: "save",
      form_version: 1,
      answers: { lawton_1: { value: "lawton_1_o1" } },
    });
    const agent = await h.prisma.staffUser.findUniqueOrThrow({ where: { id: h.user("agent").id } });
    const saved = await h.as("admin").get(`${A}/adl-brody`, ref(s));
    expect(saved.body.data.header).toMatchObject({
      status: "save",
      careAgentName: `${agent.firstName} ${agent.lastName}`,
      version: "1 Draft",
    });
  });
});

describe("roles", () => {
  it("keeps senior routes to the Assessments tab's roles and editors to administrators", async () => {
    const s = seniorOf(5);
    for (const role of ["warehouse", "bdm"] as const) {
      expect((await h.as(role).get(`${A}/holistic`, ref(s))).status).toBe(403);
      expect((await h.as(role).get(`${A}/status`, ref(s))).status).toBe(403);
    }
    expect((await h.as("facility").get(`${A}/holistic`, ref(s))).status).toBe(403);
    expect((await h.as("agent").get(`${EDITOR}/holistic/form`)).status).toBe(403);
    expect((await h.as("agent").post(`${EDITOR}/holistic/form`, { action: "save", form: holisticForm() })).status).toBe(
      403,
    );
    expect((await h.as("facility").get(`${EDITOR}/holistic/history`)).status).toBe(403);
    expect((await h.as("wellness").get(`${A}/holistic`, ref(s))).status).toBe(200);
  });

  it("audits every write", async () => {
    const s = seniorOf(5);
    const res = await h.as("agent").post(`${A}/holistic`, { ...ref(s), action: "reset" });
    expect(res.status).toBe(200);
    await h.app.auditFlush();
    const row = await h.prisma.auditLog.findFirstOrThrow({ where: { requestId: String(res.headers["x-request-id"]) } });
    expect(row).toMatchObject({ actorId: h.user("agent").id, statusCode: 200 });
  });
});

describe("OpenAPI", () => {
  it("documents a form as survey blocks keyed by header, in the answers and in the editor's body", async () => {
    const doc = (await h.anonymous.get("/api/docs/json")).body as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const text = JSON.stringify(doc.paths["/api/users/assessments/{group}/form"]?.get);
    expect(text).toContain("Survey blocks keyed by header");
    const body = JSON.stringify(doc.paths["/api/users/admin/assessments/{group}/form"]?.post?.requestBody);
    expect(body).toContain("Survey blocks keyed by header");
    expect(body).toContain('"Activities of daily living"');
  });
});
