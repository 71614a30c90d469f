import { noDataRoutes, suppressionRoutes, vitalRoutes } from "@care/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, hang } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const SENIOR_ID = "00000000-0000-4000-8000-000000000001";
const ACCOUNT_ID = "00000000-0000-4000-8000-000000000002";
const WINDOW_ID = "00000000-0000-4000-8000-000000000003";
const PATH = `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-Chicago/care-insights/threshold-setting`;

const HEART = {
  seniorId: SENIOR_ID,
  measurementName: "heart_rate",
  measurementUnit: "bpm",
  measurementTitle: "Heart Rate",
  currentState: "ASSIGNED",
  isDisabled: false,
  vendorName: "Techuva",
  modelNumber: "TW-2",
  createdDate: "2026-01-05T10:00:00.000Z",
  baseline: { high: 95, low: 52, avg: 70 },
  actual: { high: 101, low: 50, avg: 72.4 },
  timestamp: { start: "2026-01-01T00:00:00.000Z", end: "2026-01-31T00:00:00.000Z" },
  threshold: { upHigh: 30, upLow: 15, lowHigh: 15, lowLow: 30 },
  definition: null,
};

const CREATED = {
  suppression_window_id: WINDOW_ID,
  senior_id: SENIOR_ID,
  start: "2026-12-01T15:00:00.000Z",
  end: "2026-12-05T18:30:00.000Z",
  reason: "hospital_stay",
  note: "Knee surgery",
  active: false,
  created_by: "agent@example.com",
  updated_by: null,
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
};

function setting(device: "watch" | "scale" | "sleep", extra: Record<string, unknown> = {}) {
  const base = {
    watch: { unit: "daytime_hours", silence: 2, default_silence: 2, min: 1, max: 26 },
    scale: { unit: "days", silence: 3, default_silence: 3, min: 1, max: 30 },
    sleep: { unit: "nights", silence: 2, default_silence: 2, min: 1, max: 14 },
  }[device];
  return {
    device_type: device,
    ...base,
    enabled: true,
    customized: false,
    device_id: `${device}-1`,
    open_alert: null,
    ...extra,
  };
}

const SETTINGS = [setting("watch"), setting("scale"), setting("sleep")];

const BASE = {
  "GET /api/supervision/alarms": hang,
  "GET /api/users/senior/header": hang,
  [`POST ${vitalRoutes.list.path}`]: () => envelope([HEART]),
  [`GET ${noDataRoutes.settings.path}`]: () => envelope(SETTINGS),
};

const bodies = (calls: { method: string; path: string; body: string | undefined }[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => JSON.parse(c.body ?? "null"));

const loaded = (): Promise<HTMLElement> => screen.findByTestId("vital-heart_rate");

describe("Suppression windows and no-data alerts on the Vitals Thresholds view", () => {
  it("adds a suppression window on the senior's clock and lists it once the API has it", async () => {
    let windows: unknown[] = [];
    const { fake } = renderApp(PATH, sessionFor(["CareAgent"]), {
      ...BASE,
      [`GET ${suppressionRoutes.list.path}`]: () =>
        envelope({ items: windows, offset: -1, limit: 20, total: windows.length }),
      [`POST ${suppressionRoutes.create.path}`]: () => {
        windows = [CREATED];
        return envelope(CREATED, 201, "Suppression window created successfully.");
      },
    });
    const user = userEvent.setup({ delay: null });
    await loaded();
    const table = screen.getByRole("table", { name: "Suppression Windows" });
    await waitFor(() => expect(within(table).getByText("No Records")).toBeTruthy());

    await user.click(screen.getByRole("button", { name: "Add Window" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Suppression Window" });
    // 09:00 and 12:30 in Chicago (CST, UTC-6) are 15:00 and 18:30 UTC.
    fireEvent.change(within(dialog).getByLabelText("Start"), { target: { value: "2026-12-01T09:00" } });
    fireEvent.change(within(dialog).getByLabelText("End"), { target: { value: "2026-12-05T12:30" } });
    await user.click(within(dialog).getByRole("combobox", { name: /Reason/ }));
    await user.click(await screen.findByRole("option", { name: "Hospital Stay" }));
    await user.type(within(dialog).getByLabelText("Note"), "  Knee surgery ");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Suppression window created successfully.")).toBeTruthy();
    expect(bodies(fake.calls, "POST", suppressionRoutes.create.path)).toEqual([
      {
        senior_id: SENIOR_ID,
        account_id: ACCOUNT_ID,
        start: "2026-12-01T15:00:00.000Z",
        end: "2026-12-05T18:30:00.000Z",
        reason: "hospital_stay",
        note: "Knee surgery",
      },
    ]);
    const row = await screen.findByTestId(`suppression-${WINDOW_ID}`);
    expect(
      within(row)
        .getAllByRole("cell")
        .slice(0, 4)
        .map((c) => c.textContent),
    ).toEqual(["12/01/2026 09:00 AM", "12/05/2026 12:30 PM", "Hospital Stay", "Knee surgery"]);
  });

  it("refuses an end before the start with the contract's words and sends nothing", async () => {
    const { fake } = renderApp(PATH, sessionFor(["CareAgent"]), {
      ...BASE,
      [`GET ${suppressionRoutes.list.path}`]: () => envelope({ items: [], offset: -1, limit: 20, total: 0 }),
    });
    const user = userEvent.setup({ delay: null });
    await loaded();
    await user.click(screen.getByRole("button", { name: "Add Window" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Suppression Window" });
    fireEvent.change(within(dialog).getByLabelText("Start"), { target: { value: "2026-12-05T09:00" } });
    fireEvent.change(within(dialog).getByLabelText("End"), { target: { value: "2026-12-01T09:00" } });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("must be after start")).toBeTruthy();
    expect(bodies(fake.calls, "POST", suppressionRoutes.create.path)).toEqual([]);
  });

  it("deletes a window after confirmation", async () => {
    let windows: unknown[] = [CREATED];
    const { fake } = renderApp(PATH, sessionFor(["CareAgent"]), {
      ...BASE,
      [`GET ${suppressionRoutes.list.path}`]: () =>
        envelope({ items: windows, offset: -1, limit: 20, total: windows.length }),
      [`DELETE ${suppressionRoutes.list.path}/${WINDOW_ID}`]: () => {
        windows = [];
        return envelope({ suppression_window_id: WINDOW_ID });
      },
    });
    const user = userEvent.setup({ delay: null });
    await loaded();
    const row = await screen.findByTestId(`suppression-${WINDOW_ID}`);
    await user.click(within(row).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Suppression Window?" });
    expect(fake.calls.filter((c) => c.method === "DELETE")).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Suppression window deleted successfully.")).toBeTruthy();
    const del = fake.calls.filter((c) => c.method === "DELETE");
    expect(del.map((c) => [c.path, c.url.searchParams.get("senior_id")])).toEqual([
      [`${suppressionRoutes.list.path}/${WINDOW_ID}`, SENIOR_ID],
    ]);
    await waitFor(() => expect(screen.queryByTestId(`suppression-${WINDOW_ID}`)).toBeNull());
  });

  it("sets the watch's silence and switches the scale's alert off", async () => {
    const { fake } = renderApp(PATH, sessionFor(["CareAgent"]), {
      ...BASE,
      [`GET ${suppressionRoutes.list.path}`]: () => envelope({ items: [], offset: -1, limit: 20, total: 0 }),
      [`PUT ${noDataRoutes.update.path}`]: () =>
        envelope(
          [setting("watch", { silence: 4, customized: true }), setting("scale"), setting("sleep")],
          200,
          "No-data alert settings updated successfully.",
        ),
    });
    const user = userEvent.setup({ delay: null });
    await loaded();
    const watch = await screen.findByTestId("no-data-watch");
    expect(within(watch).getAllByRole("cell")[1]?.textContent).toBe("2 daytime hours (default)");

    await user.click(within(watch).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "No-Data Alert — Watch" });
    await user.click(within(dialog).getByLabelText("Use the default (2 daytime hours)"));
    const silence = within(dialog).getByLabelText("Silence (daytime hours)");
    await user.clear(silence);
    await user.type(silence, "27");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    // The contract's bound: a watch stays silent at most 26 daytime hours.
    expect(await within(dialog).findByText("must be 1-26 daytime hours for a watch")).toBeTruthy();
    expect(bodies(fake.calls, "PUT", noDataRoutes.update.path)).toEqual([]);

    await user.clear(silence);
    await user.type(silence, "4x");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("No-data alert settings updated successfully.")).toBeTruthy();
    expect(bodies(fake.calls, "PUT", noDataRoutes.update.path)).toEqual([
      { senior_id: SENIOR_ID, account_id: ACCOUNT_ID, device_type: "watch", silence: 4, enabled: true },
    ]);
    await waitFor(() =>
      expect(within(screen.getByTestId("no-data-watch")).getAllByRole("cell")[1]?.textContent).toBe("4 daytime hours"),
    );

    await user.click(within(screen.getByTestId("no-data-scale")).getByRole("button", { name: "Edit" }));
    const scale = await screen.findByRole("dialog", { name: "No-Data Alert — Scale" });
    await user.click(within(scale).getByLabelText("Alert enabled"));
    await user.click(within(scale).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodies(fake.calls, "PUT", noDataRoutes.update.path)).toHaveLength(2));
    expect(bodies(fake.calls, "PUT", noDataRoutes.update.path)[1]).toEqual({
      senior_id: SENIOR_ID,
      account_id: ACCOUNT_ID,
      device_type: "scale",
      silence: null,
      enabled: false,
    });
  });
});
