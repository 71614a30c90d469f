import { REPORT_TYPES, reportRoutes, facilityOptionRoutes, type ReportRow } from "@care/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const NOW = new Date(2026, 2, 11, 15, 0);
const LIST = `GET ${reportRoutes.listReports.path}`;
const CREATE = `POST ${reportRoutes.createReport.path}`;
const DOWNLOAD = `GET ${reportRoutes.downloadReport.path}`;
const OPTIONS = `GET ${facilityOptionRoutes.facilityOptions.path}`;
const TYPES = `GET ${reportRoutes.reportTypes.path}`;

/** GET /api/reports/types as it answers these keys of the catalogue (an admin's answer: every type). */
const typesOf =
  (keys: readonly string[] = REPORT_TYPES.map((t) => t.key)): FakeHandler =>
  () =>
    envelope(
      REPORT_TYPES.filter((t) => keys.includes(t.key)).map((t) => ({
        key: t.key,
        title: t.title,
        area: t.area,
        parameters: [...t.parameters],
        required: [...t.required],
        available: t.available,
      })),
    );

const SUNRISE = "10000000-0000-4000-8000-000000000001";
const HARBOR = "10000000-0000-4000-8000-000000000002";
const MAPLE = "20000000-0000-4000-8000-000000000001";
const PIER = "20000000-0000-4000-8000-000000000002";
const RUN = "30000000-0000-4000-8000-000000000001";

const options: FakeHandler = () =>
  envelope({
    corporations: [
      { id: SUNRISE, name: "Sunrise Corp" },
      { id: HARBOR, name: "Harbor Corp" },
    ],
    facilities: [
      { id: MAPLE, name: "Maple House", corporate_id: SUNRISE, facility_type: "assisted_living" },
      { id: PIER, name: "Pier Point", corporate_id: HARBOR, facility_type: "memory_care" },
    ],
  });

function run(over: Partial<ReportRow> = {}): ReportRow {
  return {
    reference_id: RUN,
    report_type: "falls_sos",
    report_title: "Falls and SOS Report",
    from_date: "2026-03-02",
    to_date: "2026-03-10",
    corporation_id: null,
    corporation_name: null,
    facility_id: MAPLE,
    facility_name: "Maple House",
    zone: null,
    member_type: null,
    questionnaire_no: null,
    shift: null,
    creator_user_id: "user-1",
    creator_name: "Casey Rivera",
    status: "success",
    // 09:30 on the test machine's clock, whatever its zone: the list shows the viewer's local time.
    created_date: new Date(2026, 2, 11, 9, 30).toISOString(),
    modification_date: "2026-03-11T14:00:05.000Z",
    schedule: false,
    error: null,
    ...over,
  };
}

const list =
  (...items: ReportRow[]): FakeHandler =>
  () =>
    envelope({ items, last_evaluated_key: null });

const listCalls = (calls: { method: string; path: string }[]): number =>
  calls.filter((c) => `${c.method} ${c.path}` === LIST).length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function openPage(routes: Record<string, FakeHandler>) {
  const app = renderApp("/portal-admin/reports", sessionFor(["Admin"]), {
    [OPTIONS]: options,
    [TYPES]: typesOf(),
    ...routes,
  });
  await screen.findByRole("heading", { level: 1, name: "Reports" });
  // The tiles come from the API's answer.
  await screen.findAllByRole("region", undefined);
  return app;
}

const tileTitles = (list: HTMLElement): string[] =>
  within(list)
    .getAllByRole("listitem")
    .map((t) => within(t).getByRole("button").getAttribute("aria-label") ?? "");

async function choose(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

async function pickDay(user: UserEvent, label: string, day: string): Promise<void> {
  await user.click(screen.getByRole("group", { name: new RegExp(`^${label}`) }));
  await user.click(within(await screen.findByRole("grid")).getByRole("gridcell", { name: day }));
  await waitFor(() => expect(screen.queryByRole("grid")).toBeNull());
}

const comboboxNames = (dialog: HTMLElement): string[] =>
  within(dialog)
    .getAllByRole("combobox")
    .map((c) =>
      c
        .getAttribute("aria-labelledby")
        ?.split(" ")
        .map((id) => document.getElementById(id)?.textContent),
    )
    .map((parts) => (parts?.[0] ?? "").replace(/\s*\*$/, "").trim());

describe("Reports", () => {
  it("shows the catalogue's tiles grouped by area, in rows of at most 6", async () => {
    await openPage({ [LIST]: list() });
    const areas = screen.getAllByRole("region").map((r) => r.getAttribute("aria-label"));
    expect(areas).toEqual([
      "Vitals",
      "Alarms",
      "Care Insights",
      "Calls",
      "Assessments",
      "Wellness Plans",
      "Medical",
      "Devices",
      "Members",
      "Staff",
    ]);
    const vitals = screen.getByRole("region", { name: "Vitals" });
    expect(within(vitals).getAllByRole("list")).toHaveLength(1);
    expect(tileTitles(within(vitals).getByRole("list", { name: "Vitals 1" }))).toEqual([
      "Heart Rate Report",
      "Watch Activity Report",
      "14-Day Sleep Report",
      "Body Scale Report",
      "Hydration Report",
    ]);
    // Six assessment types: exactly one full row.
    const assessments = screen.getByRole("region", { name: "Assessments" });
    expect(within(assessments).getAllByRole("list")).toHaveLength(1);
    expect(tileTitles(within(assessments).getByRole("list", { name: "Assessments 1" }))).toEqual([
      "Holistic Assessment Report",
      "Falls and Hospitalization Assessment Report",
      "UCLA Loneliness Assessment Report",
      "Katz / Lawton ADL Assessment Report",
      "Caregiver Strain Assessment Report",
      "Member Questionnaire Report",
    ]);
    // Every type is available since the assessment reports arrived (issue 14): none greyed.
    expect(within(assessments).queryAllByText("This report is not available yet")).toHaveLength(0);
    expect(
      within(assessments).getByRole("button", { name: "Holistic Assessment Report" }).hasAttribute("disabled"),
    ).toBe(false);
    expect(tileTitles(screen.getByRole("list", { name: "Staff 1" }))).toEqual(["Staff Caseloads Report"]);
    expect(await screen.findByText("No Records")).toBeTruthy();
  });

  it("shows only the types the API answers, whatever the roles (a BDM's four, in two areas)", async () => {
    // The session says Admin; the tiles are still the API's answer, which follows the route rules per type.
    const { fake } = await openPage({
      [LIST]: list(),
      [TYPES]: typesOf(["offline_watches", "active_members", "disable_report", "members_per_zone"]),
    });
    const areas = screen.getAllByRole("region").map((r) => r.getAttribute("aria-label"));
    expect(areas).toEqual(["Devices", "Members"]);
    expect(tileTitles(screen.getByRole("list", { name: "Devices 1" }))).toEqual(["Offline Watches Report"]);
    expect(tileTitles(screen.getByRole("list", { name: "Members 1" }))).toEqual([
      "Active Members Report",
      "Disable Report",
      "Members per Zone Report",
    ]);
    expect(screen.queryByRole("button", { name: "Medication List Report" })).toBeNull();
    expect(fake.calls.filter((c) => `${c.method} ${c.path}` === TYPES)).toHaveLength(1);
  });

  it("asks each type for its own parameters and sends only those, dates as YYYY-MM-DD", async () => {
    const { fake } = await openPage({
      [LIST]: list(),
      [CREATE]: () => envelope({ reference_id: RUN, status: "in_progress" }, 200, "Report generation started"),
    });
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole("button", { name: "Falls and SOS Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Falls and SOS Report" });
    expect(within(dialog).getByRole("group", { name: /^From Date/ })).toBeTruthy();
    expect(within(dialog).getByRole("group", { name: /^To Date/ })).toBeTruthy();
    expect(comboboxNames(dialog)).toEqual(["Corporation", "Facility", "Zone", "Member Type"]);

    // Both dates are required: nothing is sent.
    await user.click(within(dialog).getByRole("button", { name: "Generate" }));
    expect(await within(dialog).findAllByText("Required Field")).toHaveLength(2);
    expect(fake.calls.some((c) => `${c.method} ${c.path}` === CREATE)).toBe(false);

    await pickDay(user, "From Date", "2");
    await pickDay(user, "To Date", "10");
    await choose(user, "Corporation", "Sunrise Corp");
    // Only the chosen corporation's facilities are offered.
    await user.click(screen.getByRole("combobox", { name: "Facility" }));
    const offered = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(offered).toEqual(["All Facilities", "Maple House"]);
    await user.click(screen.getByRole("option", { name: "Maple House" }));
    await choose(user, "Zone", "Blue Zone");
    await user.click(within(dialog).getByRole("button", { name: "Generate" }));

    await screen.findByText("Report generation started");
    const sent = fake.calls.filter((c) => `${c.method} ${c.path}` === CREATE);
    expect(sent.map((c) => JSON.parse(c.body ?? "null"))).toEqual([
      {
        report_type: "falls_sos",
        parameters: {
          from_date: "2026-03-02",
          to_date: "2026-03-10",
          corporation_id: SUNRISE,
          facility_id: MAPLE,
          zone: "blue",
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // A type about the present asks for no dates; the staff types ask for the shift.
    await user.click(screen.getByRole("button", { name: "Staff Caseloads Report" }));
    const staff = await screen.findByRole("dialog", { name: "Staff Caseloads Report" });
    expect(within(staff).queryByRole("group", { name: /Date/ })).toBeNull();
    expect(comboboxNames(staff)).toEqual(["Corporation", "Facility", "Shift"]);
    await choose(user, "Shift", "Overnight");
    await user.click(within(staff).getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(fake.calls.filter((c) => `${c.method} ${c.path}` === CREATE)).toHaveLength(2));
    expect(JSON.parse(fake.calls.filter((c) => `${c.method} ${c.path}` === CREATE)[1]?.body ?? "null")).toEqual({
      report_type: "staff_caseloads",
      parameters: { shift: "overnight" },
    });
  });

  it("lists the runs with their status, polls while one is in progress and stops once none is", async () => {
    // Only the interval is faked: the list's refetch runs when the test moves the clock, nothing else waits on it.
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(NOW);
    let answered = 0;
    const failed = run({
      reference_id: "30000000-0000-4000-8000-000000000002",
      report_type: "body_scale",
      report_title: "Body Scale Report",
      status: "failed",
      error: "S3 upload failed: connection reset",
      created_date: "2026-03-11T13:00:00.000Z",
    });
    const { fake } = await openPage({
      [LIST]: () => {
        answered += 1;
        // The run finishes on the third answer.
        return envelope({
          items: [run({ status: answered < 3 ? "in_progress" : "success" }), failed],
          last_evaluated_key: null,
        });
      },
      [DOWNLOAD]: () =>
        envelope({
          presigned_url: "http://s3.test/reports/run.xlsx?X-Amz-Signature=abc",
          expires_in_s: 300,
          file_name: "falls.xlsx",
        }),
    });
    const table = await screen.findByRole("table", { name: "Reports" });
    await within(table).findByText("In Progress");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([
      "Falls and SOS Report",
      "03/02/2026",
      "03/10/2026",
      "-",
      "Maple House",
      "Casey Rivera",
      "03/11/2026 09:30",
      "In Progress",
      "Download",
    ]);
    expect(
      within(rows[0]!)
        .getByRole("button", { name: /^Download/ })
        .hasAttribute("disabled"),
    ).toBe(true);
    expect(within(rows[1]!).getByText("Failed")).toBeTruthy();
    expect(within(rows[1]!).getByText("S3 upload failed: connection reset")).toBeTruthy();
    expect(listCalls(fake.calls)).toBe(1);

    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(listCalls(fake.calls)).toBe(2));
    expect(within(table).getByText("In Progress")).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await within(table).findByText("Success");
    expect(listCalls(fake.calls)).toBe(3);

    // Nothing is in progress any more: the clock moves on and nobody asks.
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(listCalls(fake.calls)).toBe(3);

    // The finished run downloads through its presigned URL.
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.href} ${this.download}`);
    });
    const user = userEvent.setup({ delay: null });
    const download = within(within(table).getAllByRole("row")[1]!).getByRole("button", { name: /^Download/ });
    expect(download.hasAttribute("disabled")).toBe(false);
    await user.click(download);
    await waitFor(() => expect(clicked).toEqual(["http://s3.test/reports/run.xlsx?X-Amz-Signature=abc falls.xlsx"]));
    const asked = fake.calls.filter((c) => `${c.method} ${c.path}` === DOWNLOAD);
    expect(asked.map((c) => c.url.searchParams.get("reference_id"))).toEqual([RUN]);
  });
});
