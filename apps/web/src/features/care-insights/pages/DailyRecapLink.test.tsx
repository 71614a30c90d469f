import { careInsightRoutes, measurementWellnessRoutes } from "@care/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, hang, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

// Spec 3 §2 'Heart Rate screen': "It may receive navigation state from a daily-recap link (the vital data's date,
// summary message and range map). It then sets a daily-recap notification." The link is on a heart-rate summary
// of the Care Insight History; the screen opens Heart Rate at the day of the vital data, with the notification.

const SENIOR_ID = "00000000-0000-4000-8000-000000000001";
const ACCOUNT_ID = "00000000-0000-4000-8000-000000000002";
const PATH = `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-Chicago/care-insights/history`;
const MESSAGE = "Ada's heart rate stayed between 62 and 78 bpm yesterday.";

const summary = (vital: string) => ({
  care_insight_id: "00000000-0000-4000-8000-0000000000c1",
  senior_id: SENIOR_ID,
  account_id: ACCOUNT_ID,
  facility_id: null,
  senior_name: "Ada Park",
  insight_type: "summary",
  kind: "summary",
  status: "approved",
  vital_type: vital,
  message: MESSAGE,
  original_message: null,
  range: "60-100 bpm",
  range_map: { good_lower: 60, good_upper: 100 },
  value: 70,
  detail: null,
  created_by: null,
  updated_by: null,
  // Noon UTC: 1 February in every browser zone from UTC-11 to UTC+11.
  timestamp: "2026-02-01T12:00:00.000Z",
  updated_on: "2026-02-01T12:00:00.000Z",
});

function routes(vital: string): Record<string, FakeHandler> {
  return {
    "GET /api/supervision/alarms": hang,
    "GET /api/users/senior/header": hang,
    [`GET ${careInsightRoutes.query.path}`]: () => envelope({ items: [], offset: -1, limit: 100, total: 0 }),
    [`GET ${careInsightRoutes.history.path}`]: () =>
      envelope({ items: [summary(vital)], offset: -1, limit: 10, total: 1 }),
    [`GET ${careInsightRoutes.subHistory.path}`]: () => envelope([]),
    [`GET ${measurementWellnessRoutes.heartExtreme.path}`]: () =>
      envelope({ time: "1769947200000000000", min: 58, max: 101, last: 72, mean: 74 }),
    [`GET ${measurementWellnessRoutes.heart.path}`]: () => envelope({ bucket: "hour", data: [] }),
  };
}

const openItem = async (): Promise<HTMLElement> => {
  const item = (await screen.findByText(MESSAGE)).closest("[data-testid='insight-item']") as HTMLElement;
  await userEvent.click(within(item).getByText(MESSAGE));
  return item;
};

describe("daily-recap link to the Heart Rate screen", () => {
  it("opens Heart Rate at the recap's day with the 'Daily Recap' notification", async () => {
    const app = renderApp(PATH, sessionFor(["CareAgent"]), routes("heart_rate"));
    const item = await openItem();
    await userEvent.click(await within(item).findByRole("link", { name: "View Daily Recap" }));

    const notice = await screen.findByRole("alert", { name: "Daily Recap" });
    expect(within(notice).getByText(MESSAGE)).toBeTruthy();
    expect(within(notice).getByText("Range: 60-100 bpm")).toBeTruthy();
    expect(app.router.state.location.pathname).toBe(
      `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-Chicago/wellness-dashboard`,
    );
    expect(screen.getByRole("button", { name: "Heart Rate" }).getAttribute("aria-expanded")).toBe("true");
    const day = (screen.getByRole("group", { name: "Date" }).textContent ?? "").replace(/[\u2066-\u2069\u200e]/g, "");
    expect(day).toContain("02/01/2026");

    await userEvent.click(within(notice).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("alert", { name: "Daily Recap" })).toBeNull());
  });

  it("offers no recap link on a summary of another vital", async () => {
    renderApp(PATH, sessionFor(["CareAgent"]), routes("sleep"));
    const item = await openItem();
    await within(item).findByText("Status history");
    expect(within(item).queryByRole("link", { name: "View Daily Recap" })).toBeNull();
  });

  it("offers no recap link to an admin (the wellness dashboard is the care agent's)", async () => {
    renderApp(PATH, sessionFor(["Admin"]), routes("heart_rate"));
    const item = await openItem();
    await within(item).findByText("Status history");
    expect(within(item).queryByRole("link", { name: "View Daily Recap" })).toBeNull();
  });
});
