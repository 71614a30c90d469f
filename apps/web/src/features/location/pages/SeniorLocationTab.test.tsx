import { locationRoutes, memberRoutes } from "@care/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { envelope, hang, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const SENIOR_ID = "00000000-0000-4000-8000-000000000001";
const ACCOUNT_ID = "00000000-0000-4000-8000-000000000002";
const PATH = `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-New_York/senior-location`;
const R = locationRoutes;

function minimalInfo(coordinates: { latitude: number; longitude: number } | null) {
  return {
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
    mobile_number: null,
    timezone: "America/New_York",
    address: {
      street: null,
      apartment_number: null,
      city: null,
      state: null,
      zipcode: null,
      timezone: "America/New_York",
      coordinates,
    },
  };
}

const basicInfo = (radius: { value: number; radius_measurement: string } | null) => ({
  user_id: "u1",
  senior_id: SENIOR_ID,
  ...Object.fromEntries(
    [
      "height",
      "height_cm",
      "weight",
      "weight_kg",
      "academic_level",
      "career",
      "primary_spoken_language",
      "other_spoken_language",
      "preferred_name",
      "home_phone",
      "emergency_phone",
      "email",
      "faith",
      "other_faith",
      "home_technology",
      "race",
      "other_race",
      "pets",
      "medical_equipment",
      "other_medical_equipment",
      "life_event",
      "home_entry",
      "created_date",
    ].map((k) => [k, null]),
  ),
  social_media_links: [],
  radius,
});

const NO_LOCATION = {
  latest: null,
  history: [],
  total_time_away_secs: 0,
  atHome: "none",
  currentCoordinates: null,
  timeAwayFromHome: null,
  lastUpdated: null,
};

function shell(
  coordinates: { latitude: number; longitude: number } | null,
  radius: { value: number; radius_measurement: string } | null,
): Record<string, FakeHandler> {
  return {
    "GET /api/supervision/alarms": hang,
    "GET /api/users/senior/header": hang,
    [`GET ${memberRoutes.minimalInfo.path}`]: () => envelope(minimalInfo(coordinates)),
    [`GET ${memberRoutes.basicInfo.path}`]: () => envelope(basicInfo(radius)),
  };
}

const HOME = { latitude: 40.7128, longitude: -74.006 };
const RADIUS = { value: 500, radius_measurement: "feet" };
// The member's data days (the API keeps none after today; a far-future one checks the portal does too).
const CALENDAR = {
  calenderDates: {
    "10-2026": ["2026-10-05", "2026-10-19"],
    "11-2026": ["2026-11-02"],
    "01-2099": ["2099-01-05"],
  },
};

const historyWindows = (calls: { path: string; url: URL }[]): [string | null, string | null][] =>
  calls
    .filter((c) => c.path === R.locationHistory.path)
    .map((c) => [c.url.searchParams.get("start_timestamp"), c.url.searchParams.get("end_timestamp")]);

const dateField = (): HTMLInputElement => screen.getByRole("group", { name: "Date" }) as HTMLInputElement;

describe("Senior Location tab", () => {
  it("opens on the latest data date, and the arrows jump between data dates only", async () => {
    const { fake, router } = renderApp(PATH, sessionFor(["CareAgent"]), {
      ...shell(HOME, RADIUS),
      [`GET ${R.locationCalendar.path}`]: () => envelope(CALENDAR),
      [`GET ${R.locationHistory.path}`]: () => envelope(NO_LOCATION),
    });
    await screen.findByText("No location information available at this time.");
    await waitFor(() => expect(dateField().textContent).toContain("11/02/2026"));
    // The last 24 hours of 2 November in New York (EST from 1 November): midnight after is 05:00 UTC.
    expect(historyWindows(fake.calls).at(-1)).toEqual(["2026-11-02T05:00:00.000Z", "2026-11-03T05:00:00.000Z"]);
    const next = screen.getByRole("button", { name: "Next date with data" });
    const previous = screen.getByRole("button", { name: "Previous date with data" });
    expect(next.hasAttribute("disabled")).toBe(true);

    fireEvent.click(previous);
    await waitFor(() => expect(dateField().textContent).toContain("10/19/2026"));
    expect(router.state.location.search).toContain("date=2026-10-19");
    // 19 October is EDT (UTC-4).
    await waitFor(() =>
      expect(historyWindows(fake.calls).at(-1)).toEqual(["2026-10-19T04:00:00.000Z", "2026-10-20T04:00:00.000Z"]),
    );
    fireEvent.click(previous);
    await waitFor(() => expect(dateField().textContent).toContain("10/05/2026"));
    expect(previous.hasAttribute("disabled")).toBe(true);
    fireEvent.click(next);
    await waitFor(() => expect(dateField().textContent).toContain("10/19/2026"));

    // The calendar: only the data days of October can be chosen.
    fireEvent.click(screen.getByRole("button", { name: /choose date/i }));
    const grid = await screen.findByRole("grid");
    const day = (n: string): HTMLElement => within(grid).getByRole("gridcell", { name: n });
    expect(day("5").hasAttribute("disabled")).toBe(false);
    expect(day("19").hasAttribute("disabled")).toBe(false);
    expect(day("6").hasAttribute("disabled")).toBe(true);
    expect(day("20").hasAttribute("disabled")).toBe(true);
  });

  it("asks for no location without a home radius", async () => {
    const { fake } = renderApp(PATH, sessionFor(["CareAgent"]), {
      ...shell(HOME, null),
      [`GET ${R.locationCalendar.path}`]: () => envelope(CALENDAR),
      [`GET ${R.locationHistory.path}`]: () => envelope(NO_LOCATION),
    });
    await screen.findByText("No location information available at this time.");
    expect(fake.calls.filter((c) => c.path.startsWith("/api/supervision/location"))).toEqual([]);
  });

  it("tells an Admin the home address is missing, and Proceed opens onboarding info", async () => {
    const { router } = renderApp(PATH, sessionFor(["Admin"]), {
      ...shell(null, RADIUS),
      [`GET ${R.locationCalendar.path}`]: () => envelope(CALENDAR),
      [`GET ${R.locationHistory.path}`]: () => envelope(NO_LOCATION),
    });
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain(
      "Location details could not be retrieved. Please ensure a valid address is selected on the Onboarding Info page.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Proceed" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-New_York/onboarding-info`,
      ),
    );
  });
});
