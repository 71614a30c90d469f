import { careInsightRoutes } from "@care/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, hang, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

// The care agent's alerts above the Care Insight History (spec 2 §4, §7): what is asked, what is sent, and that an
// alert acted on leaves the list.

const SENIOR_ID = "00000000-0000-4000-8000-000000000001";
const ACCOUNT_ID = "00000000-0000-4000-8000-000000000002";
const A1 = "00000000-0000-4000-8000-0000000000a1";
const A2 = "00000000-0000-4000-8000-0000000000a2";
const A3 = "00000000-0000-4000-8000-0000000000a3";
const PATH = `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-Chicago/care-insights/history`;
const R = careInsightRoutes;

const alert = (id: string, reading: number, status: "new" | "abandoned") => ({
  care_insight_id: id,
  senior_id: SENIOR_ID,
  account_id: ACCOUNT_ID,
  facility_id: null,
  senior_name: "Ada Park",
  insight_type: "alert",
  kind: "action",
  status,
  vital_type: "heart_rate",
  message: `Heart Rate of ${reading} bpm is above the action threshold.`,
  original_message: null,
  range: "59.5-80.5 bpm",
  range_map: { good_lower: 59.5, good_upper: 80.5 },
  value: reading,
  detail: [
    {
      generatedAt: "2026-02-01T16:00:00.000Z",
      vitalSign: "Heart Rate",
      variable: "heart_rate",
      current: reading,
      unit: "bpm",
      range: "59.5-80.5 bpm",
    },
  ],
  created_by: null,
  updated_by: null,
  timestamp: "2026-02-01T16:00:00.000Z",
  updated_on: "2026-02-01T16:00:00.000Z",
});

const page = (items: unknown[]) => envelope({ items, offset: -1, limit: 100, total: items.length });

const SHELL: Record<string, FakeHandler> = {
  "GET /api/supervision/alarms": hang,
  "GET /api/users/senior/header": hang,
  [`GET ${R.history.path}`]: () => envelope({ items: [], offset: -1, limit: 10, total: 0 }),
};

const bodies = (calls: { method: string; path: string; body: string | undefined }[], path: string): unknown[] =>
  calls.filter((c) => c.method === "PUT" && c.path === path).map((c) => JSON.parse(c.body ?? "null"));

const rowOf = async (reading: number): Promise<HTMLElement> =>
  (await screen.findByText(`Heart Rate of ${reading} bpm is above the action threshold.`)).closest("tr") as HTMLElement;

/** The app at the senior's history with these alerts open; update-insight and update-status take theirs away. */
function renderAlerts() {
  let open = [alert(A1, 131, "new"), alert(A2, 97, "abandoned"), alert(A3, 52, "new")];
  return renderApp(PATH, sessionFor(["CareAgent"]), {
    ...SHELL,
    [`GET ${R.query.path}`]: () => page(open),
    [`PUT ${R.updateInsight.path}`]: ({ init }) => {
      const body = JSON.parse(String(init.body)) as { care_insight_id: string };
      open = open.filter((a) => a.care_insight_id !== body.care_insight_id);
      return envelope(alert(body.care_insight_id, 131, "new"));
    },
    [`PUT ${R.updateStatus.path}`]: ({ init }) => {
      const body = JSON.parse(String(init.body)) as { care_insight_ids: string[] };
      open = open.filter((a) => !body.care_insight_ids.includes(a.care_insight_id));
      return envelope({ updated: body.care_insight_ids.length, care_insight_ids: body.care_insight_ids });
    },
  });
}

describe("care agent alerts", () => {
  it("loads new and abandoned action alerts with their detail rows and sends one for approval with a note", async () => {
    const { fake } = renderAlerts();
    const user = userEvent.setup({ delay: null });
    const first = await rowOf(131);
    const asked = fake.calls.find((c) => c.path === R.query.path);
    expect(asked?.url.searchParams.get("status")).toBe('["new","abandoned"]');
    expect(asked?.url.searchParams.get("senior_id")).toBe(SENIOR_ID);
    expect(within(await rowOf(97)).getByText("Abandoned")).toBeTruthy();
    const details = within(first).getByRole("table", { name: "Alert details" });
    expect(
      within(details)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Date/Time Generated", "Vital Sign", "Variable", "Current", "Range"]);
    expect(
      within(details)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["02/01/2026 10:00 AM", "Heart Rate", "heart_rate", "131 bpm", "59.5-80.5 bpm"]);

    await user.click(within(first).getByRole("button", { name: "Send for Approval" }));
    const dialog = await screen.findByRole("dialog", { name: "Send for Approval" });
    fireEvent.change(within(dialog).getByLabelText("Message"), {
      target: { value: "  Called the member; resting now.  " },
    });
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await screen.findByText("Updated successfully.");
    expect(bodies(fake.calls, R.updateInsight.path)).toEqual([
      {
        care_insight_id: A1,
        updated_by: "user-1",
        status: "sent_for_approval",
        message: "Called the member; resting now.",
      },
    ]);
    await waitFor(() => expect(screen.queryByText("Heart Rate of 131 bpm is above the action threshold.")).toBeNull());
  });

  it("sets the selected alerts to no action in one call after asking", async () => {
    const { fake } = renderAlerts();
    const user = userEvent.setup({ delay: null });
    fireEvent.click(within(await rowOf(97)).getByRole("checkbox"));
    fireEvent.click(within(await rowOf(52)).getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "No Action for Selected (2)" }));
    const confirm = await screen.findByRole("dialog", { name: "Set the selected alerts to no action?" });
    await user.click(within(confirm).getByRole("button", { name: "No Action" }));
    await waitFor(() =>
      expect(bodies(fake.calls, R.updateStatus.path)).toEqual([
        { care_insight_ids: [A2, A3], updated_by: "user-1", status: "no_action" },
      ]),
    );
    await waitFor(() => expect(screen.queryByText("Heart Rate of 97 bpm is above the action threshold.")).toBeNull());
    expect(screen.queryByText("Heart Rate of 52 bpm is above the action threshold.")).toBeNull();
    expect(screen.getByText("Heart Rate of 131 bpm is above the action threshold.")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "No Action for Selected (0)" })).toHaveProperty("disabled", true),
    );
  });

  it("shows no alerts to an admin, who has no alerts privilege (spec 1 §6)", async () => {
    const { fake } = renderApp(PATH, sessionFor(["Admin"]), { ...SHELL, [`GET ${R.query.path}`]: () => page([]) });
    await screen.findByTestId("insight-history");
    await waitFor(() => expect(fake.calls.some((c) => c.path === R.history.path)).toBe(true));
    expect(screen.queryByRole("table", { name: "Alerts" })).toBeNull();
    expect(fake.calls.some((c) => c.path === R.query.path)).toBe(false);
  });
});
