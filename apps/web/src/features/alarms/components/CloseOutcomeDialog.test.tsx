import { alarmRoutes, seniorListRoutes, type AlarmEvent } from "@care/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, hang } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

// Closing an alarm asks how it ended (issue 27 item 5); every alarm the popups receive is acknowledged once (the
// timeline's first delivery).

const LIST = alarmRoutes.listAlarms.path;
const UPDATE = alarmRoutes.updateAlarm.path;
const DELIVERED = alarmRoutes.alarmDelivered.path;
const ALARM_ID = "00000000-0000-4000-8000-000000000001";
/** The home page under the popup loads the senior list: left unanswered, so no error dialog takes the focus. */
const HOME = { [`GET ${seniorListRoutes.seniorList.path}`]: hang };

const mine: AlarmEvent = {
  alarm_id: ALARM_ID,
  account_id: "00000000-0000-4000-8000-0000000000b1",
  senior_id: "00000000-0000-4000-8000-0000000000a1",
  member_id: 100123,
  senior_name: "Rose Marie Hale",
  senior_timezone: "America/New_York",
  senior_mobile: null,
  status: "sos",
  alarm_status: "assigned",
  timestamp: "2026-11-20T15:04:00.000Z",
  assigned_to: "user-1",
  assigned_to_name: "Casey Rivera",
  escalation_level: 0,
  last_alert_time: null,
  last_call_time: null,
  last_location: null,
  late_by_s: null,
};

describe("closing an alarm", () => {
  it("asks for the outcome, requires a note for Other, and sends both with the close", async () => {
    const { fake } = renderApp("/", sessionFor(["CareAgent"], { userId: "user-1" }), {
      ...HOME,
      [`GET ${LIST}`]: () => envelope([mine]),
      [`POST ${DELIVERED}`]: () =>
        envelope({
          alarm_id: ALARM_ID,
          first_delivered_at: "2026-11-20T15:04:03.000Z",
          first_delivered_to: "user-1",
          first: true,
        }),
      [`PUT ${UPDATE}`]: () => envelope({ ...mine, alarm_status: "closed" }),
    });
    const popup = await screen.findByRole("dialog", { name: "SOS Alert — Rose Marie Hale" });
    await userEvent.click(within(popup).getByRole("button", { name: "Close" }));

    const dialog = await screen.findByRole("dialog", { name: "How did the alarm end?" });
    const radios = within(dialog).getAllByRole("radio");
    expect(radios.map((r) => r.closest("label")?.textContent)).toEqual([
      "Real emergency",
      "Fall with injury",
      "Fall without injury",
      "Cancelled by the wearer",
      "Accidental press",
      "Device fault",
      "Other",
    ]);
    const confirm = within(dialog).getByRole("button", { name: "Close alarm" });
    expect(confirm.hasAttribute("disabled")).toBe(true);
    await userEvent.click(within(dialog).getByRole("radio", { name: "Other" }));
    // Other without a note: still nothing to send.
    expect(confirm.hasAttribute("disabled")).toBe(true);
    expect(within(dialog).getByText("Say what happened (required for Other)")).toBeTruthy();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Note/ }), "  Wanted help with the TV remote ");
    expect(confirm.hasAttribute("disabled")).toBe(false);
    await userEvent.click(confirm);

    // Closed: the dialog and the popup go (hidden: true, as the popup sits under the dialog while it is open).
    await waitFor(() => {
      expect(screen.queryByRole("dialog", { name: "How did the alarm end?", hidden: true })).toBeNull();
      expect(screen.queryByRole("dialog", { name: "SOS Alert — Rose Marie Hale", hidden: true })).toBeNull();
    });
    const puts = fake.calls.filter((c) => c.method === "PUT" && c.path === UPDATE);
    expect(puts.map((c) => JSON.parse(c.body ?? "null"))).toEqual([
      { alarm_id: ALARM_ID, status: "closed", outcome: "other", notes: "Wanted help with the TV remote" },
    ]);
    // Received once, acknowledged once.
    const acks = fake.calls.filter((c) => c.method === "POST" && c.path === DELIVERED);
    expect(acks.map((c) => JSON.parse(c.body ?? "null"))).toEqual([{ alarm_id: ALARM_ID }]);
  });

  it("Cancel leaves the popup open and sends nothing", async () => {
    const { fake } = renderApp("/", sessionFor(["CareAgent"], { userId: "user-1" }), {
      ...HOME,
      [`GET ${LIST}`]: () => envelope([mine]),
    });
    const popup = await screen.findByRole("dialog", { name: "SOS Alert — Rose Marie Hale" });
    await userEvent.click(within(popup).getByRole("button", { name: "Close" }));
    const dialog = await screen.findByRole("dialog", { name: "How did the alarm end?" });
    await userEvent.click(within(dialog).getByRole("radio", { name: "Accidental press" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog", { name: "How did the alarm end?" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "SOS Alert — Rose Marie Hale" })).toBeTruthy();
    expect(fake.calls.filter((c) => c.method === "PUT")).toEqual([]);
  });
});
