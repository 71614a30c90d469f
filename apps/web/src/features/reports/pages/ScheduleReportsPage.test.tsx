import {
  REPORT_TYPES,
  reportRoutes,
  facilityOptionRoutes,
  type ScheduleRow,
  type ScheduleRunRow,
} from "@care/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const SCHEDULE = "40000000-0000-4000-8000-000000000001";
const FAILED_RUN = "50000000-0000-4000-8000-000000000001";
const LIST = `GET ${reportRoutes.listSchedules.path}`;
const CREATE = `POST ${reportRoutes.createSchedule.path}`;
const ONE = `/api/reports/schedules/${SCHEDULE}`;
const HISTORY = `GET ${ONE}/history`;
const RETRY = `POST /api/reports/runs/${FAILED_RUN}/retry`;
const TYPES = `GET ${reportRoutes.reportTypes.path}`;

/** GET /api/reports/types answering these keys of the catalogue (default: every type, an admin's answer). */
const typesOf =
  (keys: readonly string[] = REPORT_TYPES.map((t) => t.key), unavailable: readonly string[] = []): FakeHandler =>
  () =>
    envelope(
      REPORT_TYPES.filter((t) => keys.includes(t.key)).map((t) => ({
        key: t.key,
        title: t.title,
        area: t.area,
        parameters: [...t.parameters],
        required: [...t.required],
        available: !unavailable.includes(t.key),
      })),
    );

function schedule(over: Partial<ScheduleRow> = {}): ScheduleRow {
  return {
    id: SCHEDULE,
    report_type: "falls_sos",
    report_title: "Falls and SOS Report",
    parameters: { zone: "blue" },
    frequency: "daily",
    time_of_day: "07:00",
    timezone: "America/Chicago",
    recipients: ["ops@example.com"],
    next_run_at: new Date(2026, 2, 12, 8, 0).toISOString(),
    last_run_at: null,
    creator_user_id: "user-1",
    creator_name: "Casey Rivera",
    created_date: "2026-03-01T12:00:00.000Z",
    modification_date: "2026-03-01T12:00:00.000Z",
    ...over,
  };
}

function historyRun(over: Partial<ScheduleRunRow> = {}): ScheduleRunRow {
  return {
    run_id: FAILED_RUN,
    schedule_id: SCHEDULE,
    scheduled_for: new Date(2026, 2, 11, 7, 0).toISOString(),
    status: "failed",
    started_at: new Date(2026, 2, 11, 7, 0).toISOString(),
    finished_at: new Date(2026, 2, 11, 7, 1).toISOString(),
    error: "Database timeout",
    attempt: 1,
    reference_id: null,
    ...over,
  };
}

const paged = (items: unknown[]): Response => envelope({ items, total: items.length, next_offset: -1 });

function routes(over: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    [`GET ${facilityOptionRoutes.facilityOptions.path}`]: () => envelope({ corporations: [], facilities: [] }),
    [LIST]: () => paged([schedule()]),
    [TYPES]: typesOf(),
    ...over,
  };
}

const sent = (calls: { method: string; path: string; body: string | undefined }[], key: string): unknown[] =>
  calls.filter((c) => `${c.method} ${c.path}` === key).map((c) => JSON.parse(c.body ?? "null"));

async function choose(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

async function openPage(over: Record<string, FakeHandler> = {}) {
  const app = renderApp("/portal-admin/schedule-reports", sessionFor(["Admin"]), routes(over));
  await screen.findByRole("heading", { level: 1, name: "Schedule Reports" });
  const table = await screen.findByRole("table", { name: "Schedule Reports" });
  await within(table).findByText("Falls and SOS Report");
  return { ...app, table };
}

describe("Schedule Reports", () => {
  it("lists the schedules with their timing and recipients", async () => {
    const { table } = await openPage();
    const row = within(table).getAllByRole("row")[1]!;
    expect(
      within(row)
        .getAllByRole("cell")
        .slice(0, 8)
        .map((c) => c.textContent),
    ).toEqual([
      "Falls and SOS Report",
      "Blue Zone",
      "Daily",
      "07:00 America/Chicago",
      "ops@example.com",
      "03/12/2026 08:00",
      "-",
      "Casey Rivera",
    ]);
  });

  it("creates a daily schedule: type, filters without dates, time, zone and recipients", async () => {
    const { fake } = await openPage({ [CREATE]: () => envelope(schedule({ id: SCHEDULE }), 200, "Schedule created") });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Add Schedule" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Schedule" });
    await choose(user, "Report Type", "Falls and SOS Report");
    // A schedule's runs compute their own dates.
    expect(within(dialog).queryByRole("group", { name: /Date/ })).toBeNull();
    await choose(user, "Member Type", "At Home");
    await choose(user, "Timezone", "America/Denver");

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Required Field")).toBeTruthy();
    expect(sent(fake.calls, CREATE)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Time of Day/), "06:45");
    const recipients = within(dialog).getByRole("combobox", { name: "Recipients" });
    await user.type(recipients, "Ops@Example.com{Enter}");
    await user.type(recipients, "nurse@example.com{Enter}");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await screen.findByText("Schedule created");
    expect(sent(fake.calls, CREATE)).toEqual([
      {
        report_type: "falls_sos",
        parameters: { member_type: "at_home" },
        frequency: "daily",
        time_of_day: "06:45",
        timezone: "America/Denver",
        recipients: ["ops@example.com", "nurse@example.com"],
      },
    ]);
  });

  it("offers the types the API answers that are available, and no other", async () => {
    await openPage({ [TYPES]: typesOf(["falls_sos", "active_members", "members_per_zone"], ["members_per_zone"]) });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Add Schedule" }));
    await screen.findByRole("dialog", { name: "Add Schedule" });
    await user.click(screen.getByRole("combobox", { name: "Report Type" }));
    const offered = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(offered).toEqual(["Falls and SOS Report", "Active Members Report"]);
  });

  it("edits a schedule in place and deletes another after asking", async () => {
    const { fake, table } = await openPage({
      [`PUT ${ONE}`]: () => envelope(schedule({ frequency: "weekly" }), 200, "Schedule updated"),
      [`DELETE ${ONE}`]: () => envelope({ id: SCHEDULE }, 200, "Schedule deleted"),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getByRole("button", { name: "Edit Falls and SOS Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Schedule" });
    expect(within(dialog).getByRole("combobox", { name: "Zone" }).textContent).toBe("Blue Zone");
    await choose(user, "Frequency", "Weekly");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Schedule updated");
    expect(sent(fake.calls, `PUT ${ONE}`)).toEqual([
      {
        report_type: "falls_sos",
        parameters: { zone: "blue" },
        frequency: "weekly",
        time_of_day: "07:00",
        timezone: "America/Chicago",
        recipients: ["ops@example.com"],
      },
    ]);

    await user.click(within(table).getByRole("button", { name: "Delete Falls and SOS Report" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Schedule?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    // The confirmation closes once the schedule is gone (the toast queues behind 'Schedule updated').
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete Schedule?" })).toBeNull());
    expect(fake.calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([ONE]);
  });

  it("shows a schedule's history and retries a failed run", async () => {
    let retried = false;
    const { fake, table } = await openPage({
      [HISTORY]: () =>
        paged([
          historyRun(retried ? { status: "in_progress", error: null, attempt: 2, finished_at: null } : {}),
          historyRun({
            run_id: "50000000-0000-4000-8000-000000000002",
            scheduled_for: new Date(2026, 2, 10, 7, 0).toISOString(),
            started_at: new Date(2026, 2, 10, 7, 0).toISOString(),
            finished_at: new Date(2026, 2, 10, 7, 2).toISOString(),
            status: "success",
            error: null,
            reference_id: "60000000-0000-4000-8000-000000000001",
          }),
        ]),
      [RETRY]: () => {
        retried = true;
        return envelope({ reference_id: FAILED_RUN, status: "in_progress" }, 200, "Report generation restarted");
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(within(table).getByRole("button", { name: "History of Falls and SOS Report" }));
    const dialog = await screen.findByRole("dialog", { name: "History — Falls and SOS Report" });
    const history = await within(dialog).findByRole("table", { name: "Schedule History" });
    await within(history).findByText("Database timeout");
    const [failed, succeeded] = within(history).getAllByRole("row").slice(1);
    expect(
      within(failed!)
        .getAllByRole("cell")
        .slice(0, 4)
        .map((c) => c.textContent),
    ).toEqual(["03/11/2026 07:00", "03/11/2026 07:00", "03/11/2026 07:01", "1"]);
    expect(within(failed!).getByText("Failed")).toBeTruthy();
    expect(within(succeeded!).queryByRole("button", { name: "Retry" })).toBeNull();
    expect(within(succeeded!).getByRole("button", { name: "Download" })).toBeTruthy();

    await user.click(within(failed!).getByRole("button", { name: "Retry" }));
    await screen.findByText("Report generation restarted");
    await waitFor(() => expect(within(history).getByText("In Progress")).toBeTruthy());
    expect(fake.calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      `/api/reports/runs/${FAILED_RUN}/retry`,
    ]);
  });
});
