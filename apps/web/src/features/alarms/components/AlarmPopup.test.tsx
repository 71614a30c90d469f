import { alarmRoutes, type AlarmDetails, type AlarmEvent } from "@care/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

// The popup paints with the event's fields and fills in the responder's extras when GET alarm-details answers
// (issue 27 item 7). The details answer is held back until the test lets it go, so "at once" is checked while it is
// still on its way, not guessed with a delay.

const LIST = alarmRoutes.listAlarms.path;
const DETAILS = alarmRoutes.alarmDetails.path;
const UPDATE = alarmRoutes.updateAlarm.path;
const ALARM_ID = "00000000-0000-4000-8000-000000000001";
const SENIOR_ID = "00000000-0000-4000-8000-0000000000a1";
const ACCOUNT_ID = "00000000-0000-4000-8000-0000000000b1";

const event: AlarmEvent = {
  alarm_id: ALARM_ID,
  account_id: ACCOUNT_ID,
  senior_id: SENIOR_ID,
  member_id: 100123,
  senior_name: "Rose Marie Hale",
  senior_timezone: "America/New_York",
  senior_mobile: "2125550123",
  status: "sos",
  alarm_status: "pending",
  timestamp: "2026-11-20T15:04:00.000Z",
  assigned_to: null,
  assigned_to_name: null,
  escalation_level: 0,
  last_alert_time: null,
  last_call_time: null,
  last_location: { lat: 40.749, lng: -73.9865 },
  late_by_s: 1800,
};

const details: AlarmDetails = {
  alarm_id: ALARM_ID,
  senior_id: SENIOR_ID,
  location: {
    lat: 40.749,
    lng: -73.9865,
    at: "2026-11-20T15:03:00.000Z",
    source: "location_event",
    address: "New York, NY 10118",
    distance_from_home_m: 1111.95,
    at_home: false,
  },
  home: { lat: 40.739, lng: -73.9865, radius_m: 152.4, address: "350 5th Ave, Apt 1, New York, NY 10118" },
  contacts: [
    {
      caregiver_id: "c1",
      name: "Pat Lane",
      caregiver_type: "primary",
      relationship: "Daughter",
      mobile_number: "5550000001",
      emergency_contact: true,
    },
    {
      caregiver_id: "c2",
      name: "Sam Lane",
      caregiver_type: "secondary",
      relationship: "Son",
      mobile_number: "5550000002",
      emergency_contact: false,
    },
  ],
  conditions: [
    { condition: "Heart disease or heart failure", severity_level: "Severe" },
    { condition: "Diabetes", severity_level: "Moderate" },
  ],
  conditions_total: 7,
  allergies: [{ condition: "Penicillin allergy", severity_level: "Severe" }],
};

/** A handler whose answer waits until `release` is called. */
function held(answer: () => Response): { handler: FakeHandler; release(): void } {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, answer()), release: () => release() };
}

const agent = (): ReturnType<typeof sessionFor> => sessionFor(["CareAgent"], { userId: "user-1" });

describe("the alarm popup", () => {
  it("shows the event's fields at once and the location, caregivers and conditions once the details load", async () => {
    const gate = held(() => envelope(details));
    const { fake } = renderApp("/", agent(), {
      [`GET ${LIST}`]: () => envelope([event]),
      [`GET ${DETAILS}`]: gate.handler,
    });

    const popup = await screen.findByRole("dialog", { name: "SOS Alert — Rose Marie Hale" });
    // The spec's fields and the additions of the event itself, while the details are still on their way.
    expect(within(popup).getByText("100123")).toBeTruthy();
    expect(within(popup).getByText("(212) 555-0123")).toBeTruthy();
    expect(within(popup).getByText("40.74900, -73.98650")).toBeTruthy();
    expect(within(popup).getByText("Late by 30 min 00 s")).toBeTruthy();
    expect(within(popup).getByTestId("alarm-raised-ago").textContent).toMatch(/^raised .+ ago$/);
    expect(within(popup).getByRole("group", { name: "For the responder" }).getAttribute("aria-busy")).toBe("true");
    expect(within(popup).queryByText("Pat Lane")).toBeNull();
    expect(within(popup).getByRole("button", { name: "Take" })).toBeTruthy();
    expect(fake.calls.find((c) => c.path === DETAILS)?.url.searchParams.toString()).toBe(
      `alarm_id=${ALARM_ID}&senior_id=${SENIOR_ID}&account_id=${ACCOUNT_ID}`,
    );

    gate.release();
    expect(await within(popup).findByText("Pat Lane")).toBeTruthy();
    const contacts = within(within(popup).getByRole("region", { name: "Caregivers" }));
    expect(contacts.getByRole("link", { name: "(555) 000-0001" }).getAttribute("href")).toBe("tel:5550000001");
    expect(contacts.getByText("Sam Lane")).toBeTruthy();
    expect(contacts.getByText("Secondary · Son")).toBeTruthy();
    const location = within(within(popup).getByRole("region", { name: "Address and map" }));
    expect(location.getByText("New York, NY 10118")).toBeTruthy();
    // The line under the address, the link to the Location tab at its end.
    const line = location.getByRole("link", { name: "Open the Location tab" }).parentElement;
    expect(line?.textContent).toMatch(/^1\.1 km from home · located .+ ago · Open the Location tab$/);
    expect(location.getByRole("img", { name: "Map sketch: 1.1 km from home, outside the home geofence" })).toBeTruthy();
    expect(location.getByRole("link", { name: "Open the Location tab" }).getAttribute("href")).toBe(
      `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-New_York/senior-location?tab=senior-location`,
    );
    const medical = within(within(popup).getByRole("region", { name: "Medical" }));
    expect(medical.getByText("Penicillin allergy")).toBeTruthy();
    expect(medical.getByText("Heart disease or heart failure (Severe)")).toBeTruthy();
    expect(medical.getByText("Diabetes (Moderate)")).toBeTruthy();
    expect(medical.getByText("5 more on the Medical Info tab")).toBeTruthy();
  });

  it("stays usable with a short note when the details fail, and takes the alarm", async () => {
    const { fake } = renderApp("/", agent(), {
      [`GET ${LIST}`]: () => envelope([{ ...event, late_by_s: null }]),
      [`GET ${DETAILS}`]: () => envelope(null, 500, "Internal Server Error"),
      [`PUT ${UPDATE}`]: () => envelope({ ...event, alarm_status: "assigned", assigned_to: "user-1" }),
    });

    const popup = await screen.findByRole("dialog", { name: "SOS Alert — Rose Marie Hale" });
    expect(await within(popup).findByText("Caregivers, conditions and the address could not be loaded.")).toBeTruthy();
    expect(within(popup).queryByText(/^Late by/)).toBeNull();
    // No error dialog over the popup: the call is silent.
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    await userEvent.click(within(popup).getByRole("button", { name: "Take" }));
    const put = fake.calls.find((c) => c.method === "PUT" && c.path === UPDATE);
    expect(JSON.parse(put?.body ?? "null")).toEqual({ alarm_id: ALARM_ID, status: "assigned" });
  });
});
