// The assessment reports (issue 14, docs/assessments.md): responses submitted through the API (so their scores are
// the API's), moved to March 2026, then each report run end to end through the worker and read back from the S3
// store. Expected rows are written out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Senior } from "@care/db";
import { seniorByMember } from "../../support/fixtures.js";
import { startWorkerHarness, type WorkerHarness } from "../../support/worker-harness.js";
import { createReportsProcessor } from "../../../apps/worker/src/queues/reports.js";
import { download, finished, startReport } from "./report-support.js";

let h: WorkerHarness;
let a: Senior;
let b: Senior;
let agentName: string;
const MARCH = { from_date: "2026-03-01", to_date: "2026-03-31" };
const MEMBER = ["Member ID", "Member Name", "Facility", "Zone"];
const COMMON = [...MEMBER, "Submitted", "Form Version", "Care Agent"];

const all = (prefix: string, n: number, value: (i: number) => string): Record<string, { value: string }> =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}_${i + 1}`, { value: value(i + 1) }]));

/** Submits through the API, then dates the response `at` (the report filters on the submitted day). */
async function submit(s: Senior, group: string, answers: Record<string, unknown>, at: string): Promise<void> {
  const res = await h.as("agent").post(`/api/users/assessments/${group}`, {
    senior_id: s.id,
    account_id: s.accountId,
    action: "submit",
    form_version: 1,
    answers,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await h.prisma.assessmentResponse.update({
    where: { id: res.body.data.response.response_id as string },
    data: { submittedAt: new Date(at) },
  });
}

beforeAll(async () => {
  h = await startWorkerHarness();
  a = await seniorByMember(h.prisma, 100001);
  b = await seniorByMember(h.prisma, 100002);
  const agent = await h.prisma.staffUser.findUniqueOrThrow({ where: { id: h.user("agent").id } });
  agentName = `${agent.firstName} ${agent.lastName}`;
  const holistic = { ...all("holistic_physical", 2, () => "always"), ...all("holistic_emotional", 2, () => "never") };
  await submit(
    a,
    "holistic",
    {
      ...holistic,
      ...all("holistic_social", 2, () => "sometimes"),
      ...all("holistic_spiritual", 2, () => "sometimes"),
    },
    "2026-03-10T15:00:00Z",
  );
  await submit(
    a,
    "fall-hospitalization",
    {
      ...all("falls_history", 3, () => "yes"),
      ...all("falls_balance", 4, () => "no"),
      ...all("falls_hospital", 2, () => "no"),
    },
    "2026-03-11T15:00:00Z",
  );
  await submit(
    b,
    "ucla-loneliness",
    all("ucla", 3, () => "often"),
    "2026-03-12T15:00:00Z",
  );
  await submit(
    a,
    "adl-katz",
    all("katz", 6, (i) => (i === 1 ? `katz_${i}_o2` : `katz_${i}_o1`)),
    "2026-03-13T15:00:00Z",
  );
  await submit(
    b,
    "adl-brody",
    all("lawton", 8, (i) => `lawton_${i}_o1`),
    "2026-03-14T15:00:00Z",
  );
  await submit(
    a,
    "caregiver-strain",
    all("strain", 10, (i) => (i <= 3 ? "regular" : "no")),
    "2026-03-15T15:00:00Z",
  );
  await submit(
    b,
    "member-questionnaire-3",
    all("mq3", 6, (i) => `mq3_${i}_o1`),
    "2026-03-16T15:00:00Z",
  );
  await submit(
    b,
    "member-questionnaire-1",
    { mq1_1: { value: "good" }, mq1_open_1: { text: "Gardening" }, mq1_open_2: { text: "Rides" } },
    "2026-03-17T15:00:00Z",
  );
  // Outside March: not listed.
  await submit(
    a,
    "ucla-loneliness",
    all("ucla", 3, () => "hardly_ever"),
    "2026-04-02T15:00:00Z",
  );
  // A draft: not listed.
  await h.as("agent").post("/api/users/assessments/holistic", {
    senior_id: b.id,
    account_id: b.accountId,
    action: "save",
    form_version: 1,
    answers: {},
  });
  await h.start(createReportsProcessor());
}, 90_000);

afterAll(async () => {
  await h?.close();
});

async function sheetOf(type: string, parameters: Record<string, unknown> = MARCH) {
  const ref = await startReport(h, "admin", type, parameters);
  expect(await finished(h, ref)).toEqual({ status: "success", error: null });
  return download(h, "admin", ref);
}

const member = (s: Senior, facility: string | null) => [s.memberId, `${s.firstName} ${s.lastName}`, facility, s.zone];

async function facilityName(s: Senior): Promise<string | null> {
  if (!s.facilityId) return null;
  return (await h.prisma.facility.findUniqueOrThrow({ where: { id: s.facilityId } })).name;
}

/** Spreadsheet cells as exceljs reads them back: an empty cell is absent from the row (undefined). */
const cells = (row: unknown[] | undefined, n: number) => Array.from({ length: n }, (_, i) => row?.[i] ?? null);

describe("assessment reports", () => {
  it("holistic: score, max, percent and the blocks of the version answered", async () => {
    const sheet = await sheetOf("holistic");
    expect(sheet.header).toEqual([...COMMON, "Score", "Max Score", "Percent", "Sections"]);
    expect(sheet.rows.map((r) => cells(r, 11))).toEqual([
      [
        ...member(a, await facilityName(a)),
        "03/10/2026 " + localTime(a, "2026-03-10T15:00:00Z"),
        1,
        agentName,
        16,
        24,
        67,
        "Physical: 6/6; Emotional: 2/6; Social: 4/6; Spiritual: 4/6",
      ],
    ]);
  });

  it("falls: the total and each section's total", async () => {
    const sheet = await sheetOf("falls_assessment");
    expect(sheet.header).toEqual([...COMMON, "Total Score", "Max Score", "Section Totals"]);
    expect(sheet.rows.map((r) => cells(r, 10).slice(7))).toEqual([
      [15, 30, "Falls History: 3/9; Balance and Mobility: 8/12; Hospitalization: 4/9"],
    ]);
  });

  it("UCLA loneliness: only March's submitted responses, with the reading", async () => {
    const sheet = await sheetOf("ucla_loneliness");
    expect(sheet.header).toEqual([...COMMON, "Score", "Max Score", "Interpretation"]);
    expect(sheet.rows.map((r) => [r[0], ...cells(r, 10).slice(7)])).toEqual([[b.memberId, 9, 9, "Lonely"]]);
  });

  it("Katz / Lawton: both instruments, by member", async () => {
    const sheet = await sheetOf("adl_katz_lawton");
    expect(sheet.header).toEqual([...COMMON, "Assessment", "Score", "Max Score", "Interpretation"]);
    expect(sheet.rows.map((r) => [r[0], ...cells(r, 11).slice(7)])).toEqual([
      [a.memberId, "Katz", 5, 6, "Dependent"],
      [b.memberId, "Lawton-Brody", 8, 8, null],
    ]);
  });

  it("caregiver strain: score and percent", async () => {
    const sheet = await sheetOf("caregiver_strain");
    expect(sheet.header).toEqual([...COMMON, "Score", "Max Score", "Percent"]);
    expect(sheet.rows.map((r) => cells(r, 10).slice(7))).toEqual([[6, 20, 30]]);
  });

  it("member questionnaires: all three, or the one asked for", async () => {
    const header = [...COMMON, "Questionnaire", "Questions Answered", "Score", "Max Score", "Interpretation"];
    const both = await sheetOf("member_questionnaire");
    expect(both.header).toEqual(header);
    expect(both.rows.map((r) => cells(r, 12).slice(7))).toEqual([
      ["3", 6, 6, 6, "Independent"],
      ["1", 3, 3, 8, null],
    ]);
    const third = await sheetOf("member_questionnaire", { ...MARCH, questionnaire_no: 3 });
    expect(third.rows.map((r) => r[7])).toEqual(["3"]);
  });
});

/** HH:mm of an instant in the member's zone (the report's local time; the zone is seed data, not the code's). */
function localTime(s: Senior, iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: s.timezone,
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(new Date(iso));
}
