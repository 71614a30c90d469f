import { suppressionRoutes, vitalRoutes } from "@care/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, hang, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const SENIOR_ID = "00000000-0000-4000-8000-000000000001";
const ACCOUNT_ID = "00000000-0000-4000-8000-000000000002";
const PATH = `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-Chicago/care-insights/threshold-setting`;

function vital(name: string, title: string, state: string, extra: Record<string, unknown> = {}) {
  return {
    seniorId: SENIOR_ID,
    measurementName: name,
    measurementUnit: name === "heart_rate" ? "bpm" : "count",
    measurementTitle: title,
    currentState: state,
    isDisabled: false,
    vendorName: "Techuva",
    modelNumber: "TW-2",
    createdDate: "2026-01-05T10:00:00.000Z",
    baseline: { high: 95, low: 52, avg: 70 },
    actual: { high: 101, low: 50, avg: 72.4 },
    timestamp: { start: "2026-01-01T00:00:00.000Z", end: "2026-01-31T00:00:00.000Z" },
    threshold: { upHigh: 30, upLow: 15, lowHigh: 15, lowLow: 30 },
    definition: null,
    ...extra,
  };
}

/** What the shell and the senior page ask besides the vitals; left unanswered, they stay out of the way. */
const SHELL: Record<string, FakeHandler> = {
  "GET /api/supervision/alarms": hang,
  "GET /api/users/senior/header": hang,
  [`GET ${suppressionRoutes.list.path}`]: () => envelope({ items: [], offset: -1, limit: 20, total: 0 }),
};

const HEART = vital("heart_rate", "Heart Rate", "ASSIGNED");
const STEPS = vital("steps", "Steps", "UNASSIGNED");

/** An answer the test releases when it wants: the row must have moved before it. */
function deferred(): { handler: FakeHandler; release: (r: Response) => void } {
  let release: (r: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { handler: () => answer, release };
}

/** The lazy senior page, then the tab, then the list: more than the default second on a loaded machine. */
const loaded = (): Promise<HTMLElement> => screen.findByTestId("vital-heart_rate");

const rowsOf = (label: string): string[] =>
  within(screen.getByRole("table", { name: label }))
    .getAllByRole("row")
    .slice(1)
    // The first cell holds the title, then the unit.
    .map((r) => within(r).getAllByRole("cell")[0]?.firstChild?.textContent ?? "");

const bodies = (calls: { path: string; body: string | undefined }[], path: string): unknown[] =>
  calls.filter((c) => c.path === path).map((c) => JSON.parse(c.body ?? "null"));

describe("Vitals Thresholds", () => {
  it("moves an assigned vital to the active table at once and says so when the API agrees", async () => {
    const state = deferred();
    const { fake } = renderApp(PATH, sessionFor(["CareAgent"]), {
      ...SHELL,
      [`POST ${vitalRoutes.list.path}`]: () => envelope([HEART, STEPS]),
      [`POST ${vitalRoutes.state.path}`]: state.handler,
    });
    const user = userEvent.setup({ delay: null });
    await loaded();
    expect(rowsOf("Active Vitals")).toEqual(["Heart Rate"]);
    expect(rowsOf("Inactive Vitals")).toEqual(["Steps"]);

    await user.click(within(screen.getByTestId("vital-steps")).getByRole("button", { name: "Assign" }));
    // Before any answer: the row is already active.
    await waitFor(() => expect(rowsOf("Active Vitals")).toEqual(["Heart Rate", "Steps"]));
    expect(rowsOf("Inactive Vitals")).toEqual(["No Records"]);
    expect(bodies(fake.calls, vitalRoutes.state.path)).toEqual([
      { senior_id: SENIOR_ID, measurement_name: "steps", state: "ASSIGNED" },
    ]);

    state.release(envelope({ ...STEPS, currentState: "ASSIGNED" }, 200, "Vital assigned successfully."));
    expect(await screen.findByText("Vital assigned successfully.")).toBeTruthy();
    expect(rowsOf("Active Vitals")).toEqual(["Heart Rate", "Steps"]);
  });

  it("moves an unassigned vital back to the active table when the API refuses", async () => {
    const state = deferred();
    renderApp(PATH, sessionFor(["CareAgent"]), {
      ...SHELL,
      [`POST ${vitalRoutes.list.path}`]: () => envelope([HEART, STEPS]),
      [`POST ${vitalRoutes.state.path}`]: state.handler,
    });
    const user = userEvent.setup({ delay: null });
    await loaded();

    await user.click(within(screen.getByTestId("vital-heart_rate")).getByRole("button", { name: "Unassign" }));
    await waitFor(() => expect(rowsOf("Inactive Vitals")).toEqual(["Heart Rate", "Steps"]));
    expect(rowsOf("Active Vitals")).toEqual(["No Records"]);

    state.release(envelope(null, 409, "Vital state unassign failed."));
    expect(await screen.findByText("Vital state unassign failed.")).toBeTruthy();
    expect(rowsOf("Active Vitals")).toEqual(["Heart Rate"]);
    expect(rowsOf("Inactive Vitals")).toEqual(["Steps"]);
  });

  it("puts a vital back with 'Vital state assign failed.' when assigning fails", async () => {
    renderApp(PATH, sessionFor(["CareAgent"]), {
      ...SHELL,
      [`POST ${vitalRoutes.list.path}`]: () => envelope([HEART, STEPS]),
      [`POST ${vitalRoutes.state.path}`]: () => envelope(null, 404, "Vital state assign failed."),
    });
    const user = userEvent.setup({ delay: null });
    await loaded();
    await user.click(within(screen.getByTestId("vital-steps")).getByRole("button", { name: "Assign" }));
    expect(await screen.findByText("Vital state assign failed.")).toBeTruthy();
    expect(rowsOf("Inactive Vitals")).toEqual(["Steps"]);
    expect(rowsOf("Active Vitals")).toEqual(["Heart Rate"]);
  });

  it("takes numbers only, sends empty percentages as null and asks before switching care insights ON", async () => {
    const { fake } = renderApp(PATH, sessionFor(["CareAgent"]), {
      ...SHELL,
      [`POST ${vitalRoutes.list.path}`]: () => envelope([HEART, STEPS]),
      [`POST ${vitalRoutes.thresholdUpdate.path}`]: () =>
        envelope({ ...HEART, currentState: "ACTIVE_INSIGHT" }, 200, "Updated successfully."),
    });
    const user = userEvent.setup({ delay: null });
    await loaded();
    await user.click(within(screen.getByTestId("vital-heart_rate")).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Thresholds — Heart Rate" });

    const upperAction = within(dialog).getByLabelText("Upper Action %") as HTMLInputElement;
    expect(upperAction.value).toBe("30");
    await user.clear(upperAction);
    await user.type(upperAction, "2a5%");
    expect(upperAction.value).toBe("25");
    const upperAttention = within(dialog).getByLabelText("Upper Attention %") as HTMLInputElement;
    await user.clear(upperAttention);
    const lowerAction = within(dialog).getByLabelText("Lower Action %") as HTMLInputElement;
    await user.clear(lowerAction);
    await user.type(lowerAction, "32.5");

    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    // Heart rate is ASSIGNED, not yet ACTIVE_INSIGHT: saving switches its messages ON, so the portal asks first.
    const confirm = await screen.findByRole("dialog", { name: "Switch ON Care Insight Messages?" });
    expect(confirm.textContent).toContain(
      "Submitting these thresholds switches ON Care Insight Messages for Heart Rate.",
    );
    expect(bodies(fake.calls, vitalRoutes.thresholdUpdate.path)).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Submit" }));

    expect(await screen.findByText("Updated successfully.")).toBeTruthy();
    expect(bodies(fake.calls, vitalRoutes.thresholdUpdate.path)).toEqual([
      {
        senior_id: SENIOR_ID,
        measurement_name: "heart_rate",
        timezone: "America/Chicago",
        baseline_info: { high: 95, low: 52, avg: 70 },
        actual_info: { high: 101, low: 50, avg: 72.4 },
        timestamp: { start: "2026-01-01T00:00:00.000Z", end: "2026-01-31T00:00:00.000Z" },
        threshold: {
          upHigh: 25,
          upLow: null,
          lowHigh: 15,
          lowLow: 32.5,
          definition: {
            action: [
              { operator: "gt", value: 87.5, event: { action: "upper_action" } },
              { operator: "lt", value: 47.25, event: { action: "lower_action" } },
            ],
          },
        },
      },
    ]);
  });

  it("shows the contract's rule on the field: attention may not exceed action", async () => {
    const { fake } = renderApp(PATH, sessionFor(["Admin"]), {
      ...SHELL,
      [`POST ${vitalRoutes.list.path}`]: () => envelope([{ ...HEART, currentState: "ACTIVE_INSIGHT" }]),
    });
    const user = userEvent.setup({ delay: null });
    await loaded();
    await user.click(within(screen.getByTestId("vital-heart_rate")).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Thresholds — Heart Rate" });
    const upperAttention = within(dialog).getByLabelText("Upper Attention %");
    await user.clear(upperAttention);
    await user.type(upperAttention, "40");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("upper attention % exceeds upper action %")).toBeTruthy();
    expect(fake.calls.filter((c) => c.path === vitalRoutes.thresholdUpdate.path)).toEqual([]);
  });
});
