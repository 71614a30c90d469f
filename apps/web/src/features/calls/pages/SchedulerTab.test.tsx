import { callRoutes, careCircleRoutes, memberRoutes } from "@care/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, hang, json, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const SENIOR_ID = "00000000-0000-4000-8000-000000000001";
const ACCOUNT_ID = "00000000-0000-4000-8000-000000000002";
const CAREGIVER_ID = "00000000-0000-4000-8000-000000000003";
const OTHER_AGENT = "00000000-0000-4000-8000-000000000004";
const CALL_ID = "00000000-0000-4000-8000-000000000005";
const PATH = `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-New_York/scheduler`;
const R = callRoutes;

const SHELL: Record<string, FakeHandler> = {
  "GET /api/supervision/alarms": hang,
  "GET /api/users/senior/header": hang,
  [`GET ${memberRoutes.minimalInfo.path}`]: () =>
    envelope({
      user_id: "u1",
      senior_id: SENIOR_ID,
      account_id: ACCOUNT_ID,
      name: { first_name: "Ada", middle_name: null, last_name: "Lovelace" },
      zone: "white",
      member_id: 100001,
      member_type: "At Home",
      dob: null,
      created_date: "2025-01-01T00:00:00.000Z",
      email: null,
      gender: null,
      mobile_number: "5551234567",
      timezone: "America/New_York",
      address: {
        street: null,
        apartment_number: null,
        city: null,
        state: null,
        zipcode: null,
        timezone: "America/New_York",
        coordinates: null,
      },
    }),
  [`GET ${careCircleRoutes.list.path}`]: () =>
    envelope({
      caregivers: [
        {
          caregiver_id: CAREGIVER_ID,
          basic_info: { email: null },
          name: { firstName: "Grace", lastName: "Hopper" },
          email: null,
          mobileNumber: "5559876543",
          emergencyContact: true,
          caregiverType: "primary",
          senior_info: { caregiver_type: "primary", emergency_contact: true, relationship_with_senior: "Daughter" },
        },
      ],
    }),
  [`GET ${R.calleeCallSchedule.path}`]: () => envelope([]),
  [`GET ${R.careAgentList.path}`]: () =>
    envelope([
      { userId: "user-1", fullName: "Casey Agent", email: "agent@demo.care", assignedSenior: 40 },
      { userId: OTHER_AGENT, fullName: "Morgan Coach", email: "mfa@demo.care", assignedSenior: 0 },
    ]),
};

const UPCOMING = {
  call_id: CALL_ID,
  senior_id: SENIOR_ID,
  account_id: ACCOUNT_ID,
  senior_name: "Ada Lovelace",
  callee_id: SENIOR_ID,
  callee_type: "senior",
  callee_name: "Ada Lovelace",
  careagent_id: "user-1",
  careagent_name: "Casey Agent",
  start_time: "2030-03-04T15:00:00.000Z",
  end_time: "2030-03-04T15:30:00.000Z",
  duration: 30,
  call_reason: "Senior Check-in",
  call_status: "not_started",
  assignment_status: "pending",
  created_at: "2030-03-01T12:00:00.000Z",
};

const conflict =
  (code: number, message: string): FakeHandler =>
  () =>
    json(409, { application_code: code, message, data: null, error: { code: "CONFLICT" } });

const bodies = (calls: { method: string; path: string; body: string | undefined }[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => JSON.parse(c.body ?? "null") as unknown);

async function choose(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(within(screen.getByRole("form", { name: /call/i })).getByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

function fillDate(form: HTMLElement, date: string, time: string): void {
  const dateInput = within(form).getByLabelText(/^Date/) as HTMLInputElement;
  const timeInput = within(form).getByLabelText(/^Start Time/) as HTMLInputElement;
  fireEvent.change(dateInput, { target: { value: date } });
  fireEvent.change(timeInput, { target: { value: time } });
}

describe("Scheduler tab", () => {
  it("shows the server's 2032.3002 text when the agent is busy, sends the senior-local start as UTC, then books", async () => {
    let booked = 0;
    const { fake } = renderApp(PATH, sessionFor(["CareAgent"]), {
      ...SHELL,
      [`GET ${R.listCallSchedule.path}`]: () => envelope([]),
      [`POST ${R.checkSchedulerSlot.path}`]: () => envelope({ available: true }),
      [`POST ${R.createCallSchedule.path}`]: () =>
        ++booked === 1
          ? conflict(2032.3002, "The care agent already has a call scheduled in this time slot.")({} as never)
          : envelope(UPCOMING, 200, "Call Scheduled Successfully!"),
    });
    const form = await screen.findByRole("form", { name: "Schedule a call" });
    // The signed-in care agent is preselected; the senior is the default callee.
    await waitFor(() =>
      expect(within(form).getByRole("combobox", { name: "Care Agent" }).textContent).toBe("Casey Agent"),
    );
    expect(within(form).getByRole("combobox", { name: "Callee" }).textContent).toBe("Ada Lovelace (Senior)");
    await choose("Call Reason", "Senior Check-in");
    fillDate(form, "2030-03-04", "10:00");

    await userEvent.setup({ delay: null }).click(within(form).getByRole("button", { name: "Check Availability" }));
    await screen.findByText("The time slot is available.");
    expect(bodies(fake.calls, "POST", R.checkSchedulerSlot.path)).toEqual([
      {
        callee_id: SENIOR_ID,
        careagent_id: "user-1",
        start_time: "2030-03-04T15:00:00.000Z",
        duration: 30,
      },
    ]);

    fireEvent.click(within(form).getByRole("button", { name: "Schedule Call" }));
    expect((await screen.findByTestId("schedule-conflict")).textContent).toBe(
      "The care agent already has a call scheduled in this time slot.",
    );
    expect((await screen.findByTestId("toast")).textContent).toContain("Call Scheduled Unsuccessful!");

    fireEvent.click(within(form).getByRole("button", { name: "Schedule Call" }));
    // Booked: the form clears the slot for the next call (the success toast waits behind the failure's: the
    // browser test sees it).
    await waitFor(() => expect((within(form).getByLabelText(/^Date/) as HTMLInputElement).value).toBe(""));
    const expected = {
      senior_id: SENIOR_ID,
      account_id: ACCOUNT_ID,
      callee_id: SENIOR_ID,
      careagent_id: "user-1",
      start_time: "2030-03-04T15:00:00.000Z",
      duration: 30,
      call_reason: "Senior Check-in",
    };
    expect(bodies(fake.calls, "POST", R.createCallSchedule.path)).toEqual([expected, expected]);
    expect(screen.queryByTestId("schedule-conflict")).toBeNull();
  });

  it("moves a call with PUT (the call named, its new start) and shows the callee conflict 2032.3003", async () => {
    const { fake } = renderApp(PATH, sessionFor(["CareAgent"]), {
      ...SHELL,
      [`GET ${R.listCallSchedule.path}`]: () => envelope([UPCOMING]),
      [`PUT ${R.updateCallSchedule.path}`]: conflict(
        2032.3003,
        "The senior already has a call scheduled in this time slot.",
      ),
    });
    const table = await screen.findByRole("table", { name: "Upcoming calls" });
    const row = await within(table).findByText("03/04/2030 10:00 AM");
    fireEvent.click(within(row.closest("tr") as HTMLElement).getByRole("button", { name: "Move" }));
    const form = await screen.findByRole("form", { name: "Move call" });
    expect((within(form).getByLabelText(/^Date/) as HTMLInputElement).value).toBe("2030-03-04");
    expect((within(form).getByLabelText(/^Start Time/) as HTMLInputElement).value).toBe("10:00");
    fireEvent.change(within(form).getByLabelText(/^Start Time/), { target: { value: "11:30" } });
    fireEvent.click(within(form).getByRole("button", { name: "Update Call" }));
    expect((await within(form).findByTestId("schedule-conflict")).textContent).toBe(
      "The senior already has a call scheduled in this time slot.",
    );
    expect(bodies(fake.calls, "PUT", R.updateCallSchedule.path)).toEqual([
      {
        senior_id: SENIOR_ID,
        account_id: ACCOUNT_ID,
        call_id: CALL_ID,
        callee_id: SENIOR_ID,
        careagent_id: "user-1",
        start_time: "2030-03-04T16:30:00.000Z",
        duration: 30,
        call_reason: "Senior Check-in",
      },
    ]);
  });

  it("completes a due call with POST call-logs/outbound, then shows the senior's last completed and next pending calls", async () => {
    const DUE_ID = "00000000-0000-4000-8000-000000000006";
    const DUE = {
      ...UPCOMING,
      call_id: DUE_ID,
      start_time: "2026-01-05T15:00:00.000Z",
      end_time: "2026-01-05T15:30:00.000Z",
    };
    let completed = false;
    const { fake } = renderApp(PATH, sessionFor(["CareAgent"]), {
      ...SHELL,
      // The due list is the 30 days before now; the upcoming list the 31 days after.
      [`GET ${R.listCallSchedule.path}`]: ({ url }) => {
        const span =
          Date.parse(url.searchParams.get("end_time") ?? "") - Date.parse(url.searchParams.get("start_time") ?? "");
        if (span === 30 * 86_400_000) return envelope(completed ? [{ ...DUE, call_status: "completed" }] : [DUE]);
        return envelope([UPCOMING]);
      },
      [`GET ${R.calleeCallSchedule.path}`]: ({ url }) =>
        envelope(
          url.searchParams.get("call_status") === "completed"
            ? completed
              ? [{ ...DUE, call_status: "completed", assignment_status: "completed" }]
              : []
            : [UPCOMING],
        ),
      [`POST ${R.outboundCallLog.path}`]: () => {
        completed = true;
        return envelope({ call_log_id: "log-1" });
      },
    });
    const last = await screen.findByRole("region", { name: "Last Completed Call" });
    await waitFor(() => expect(last.textContent).toContain("None"));
    const next = screen.getByRole("region", { name: "Next Pending Call" });
    await waitFor(() => expect(next.textContent).toContain("03/04/2030 10:00 AM · Senior Check-in · Casey Agent"));

    const dueTable = await screen.findByRole("table", { name: "Due calls" });
    const row = (await within(dueTable).findByText("01/05/2026 10:00 AM")).closest("tr") as HTMLElement;
    // A future call offers no completion.
    const upcoming = screen.getByRole("table", { name: "Upcoming calls" });
    await within(upcoming).findByText("03/04/2030 10:00 AM");
    expect(within(upcoming).queryByRole("button", { name: "Call completed" })).toBeNull();

    fireEvent.click(within(row).getByRole("button", { name: "Call completed" }));
    const form = await screen.findByRole("form", { name: "Call completed" });
    fireEvent.change(within(form).getByLabelText(/^Call Date/), { target: { value: "2026-01-05" } });
    fireEvent.change(within(form).getByLabelText(/^Call Time/), { target: { value: "10:05" } });
    fireEvent.change(within(form).getByLabelText("Notes"), { target: { value: "  Walked twice this week " } });
    fireEvent.change(within(form).getByLabelText("Action Items"), {
      target: { value: "Send the plan\n\nCall Friday" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    await screen.findByText("Call logged successfully.");
    expect(bodies(fake.calls, "POST", R.outboundCallLog.path)).toEqual([
      {
        senior_id: SENIOR_ID,
        account_id: ACCOUNT_ID,
        call_id: DUE_ID,
        call_time: "2026-01-05T15:05:00.000Z",
        care_call_notes: "Walked twice this week",
        action_item: ["Send the plan", "Call Friday"],
      },
    ]);
    await waitFor(() => expect(last.textContent).toContain("01/05/2026 10:00 AM · Senior Check-in · Casey Agent"));
    await waitFor(() => expect(within(dueTable).queryByText("01/05/2026 10:00 AM")).toBeNull());
  });
});
