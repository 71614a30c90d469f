import { measurementGoalRoutes, measurementSleepRoutes, measurementWellnessRoutes } from "@care/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const SENIOR = "3f2b1c4d-0000-4000-8000-000000000001";
const ACCOUNT = "3f2b1c4d-0000-4000-8000-000000000002";
const BASE = `/senior/${SENIOR}/${ACCOUNT}/America-Chicago/wellness-dashboard`;
const W = measurementWellnessRoutes;
const G = measurementGoalRoutes;
const SL = measurementSleepRoutes;

const goal = (target: number | null) => ({ target_score: target, start_value: null, is_set: true, updated_at: null });
const extremity = { average: null, max: null, min: null };
const nulls = { weight: null, muscle_mass: null, fat_mass: null, bone_mass: null };
const pctNulls = { muscle_mass: null, fat_mass: null, bone_mass: null, hydration: null };
const emptySleepSummary = {
  timezone: "America/Chicago",
  period_start: "1767225600000000000",
  period_end: "1767830400000000000",
  data: [],
  average_sleep_score: null,
  average_total_sleep_time: null,
  average_total_timeinbed: null,
  target_score: 100,
  goal_percentage: null,
};

/** Every wellness GET answered with fixtures of the contract's shapes; the goal POSTs answer the server's texts. */
function api(): Record<string, FakeHandler> {
  return {
    [`GET ${W.activityScore.path}`]: () =>
      envelope({
        step_count: 3200,
        total_steps: 3200,
        days_with_data: 1,
        target_score: 6000,
        goal_percentage: 53,
        steps_category: "moving",
      }),
    [`GET ${W.activitySeries.path}`]: () =>
      envelope({
        data: { "1767272400000000000": { step_count: 3200, target_score: 6000, goal_percentage: 53 } },
        bucket: "hour",
        target_score: 6000,
        goal_percentage: 53,
      }),
    [`GET ${W.heartExtreme.path}`]: () =>
      envelope({ time: "1767272400000000000", min: 58, max: 101, last: 72, mean: 74 }),
    [`GET ${W.heart.path}`]: () => envelope({ bucket: "hour", data: [] }),
    [`GET ${W.rawMeasurement.path}`]: () =>
      envelope({
        data: {
          extremities: {
            raw_data: { average_bmi: 24.1, average_weight: 170.2, max_weight: 171, min_weight: 169.5 },
            percentage: { muscle_mass: extremity, fat_mass: extremity, bone_mass: extremity, hydration: extremity },
          },
          all_data: {},
        },
        goal_percentile: {
          current_weight: 170.2,
          start_body_weight: 175,
          target_weight: 165,
          body_weight_goal_percentage: 48,
          current_hydration: 52.5,
          start_hydration: 50,
          target_hydration: 55,
          body_hydration_goal_percentage: 50,
        },
        last: null,
      }),
    [`GET ${W.rawDifference.path}`]: () =>
      envelope({
        previous_mass: nulls,
        current_mass: nulls,
        previous_percentage: pctNulls,
        current_percentage: pctNulls,
        previous_time: null,
        current_time: null,
        weight_change: null,
        weight_category: "no_data",
      }),
    [`GET ${W.bodyGraph.path}`]: ({ url }) =>
      envelope({ measurement_type: url.searchParams.get("measurement_type"), bucket: "hour", data: [] }),
    [`GET ${SL.sleepDaily.path}`]: () =>
      envelope({
        detail: {},
        summary: null,
        average_hr: null,
        average_sleep_score: null,
        average_total_sleep_time: null,
        average_total_timeinbed: null,
        target_score: 90,
        goal_percentage: null,
        sleep_category: "no_data",
      }),
    [`GET ${SL.sleepWeekly.path}`]: () => envelope(emptySleepSummary),
    [`GET ${SL.sleepMonthly.path}`]: () => envelope(emptySleepSummary),
    [`GET ${G.getStepGoal.path}`]: () => envelope([goal(6000)]),
    [`GET ${G.getBodyGoal.path}`]: ({ url }) =>
      envelope(goal(url.searchParams.get("target_type") === "weight" ? 165 : 55)),
    [`GET ${G.getSleepGoal.path}`]: () => envelope(goal(90)),
    [`POST ${G.setStepGoal.path}`]: () =>
      envelope(goal(6500), 200, "Step Goal is updated successfully for Ruth Ann Baker."),
    [`POST ${G.setBodyGoal.path}`]: ({ init }) => {
      const kind = (JSON.parse(String(init.body)) as { target_type: string }).target_type;
      const text = kind === "weight" ? "Weight" : "Hydration";
      return envelope(goal(1), 200, `${text} Goal is updated successfully for Ruth Ann Baker.`);
    },
    [`POST ${G.setSleepGoal.path}`]: () =>
      envelope(goal(85), 200, "Sleep Goal is updated successfully for Ruth Ann Baker."),
  };
}

const open = (name: string) => screen.getByRole("button", { name, expanded: true });
const closed = (name: string) => screen.getByRole("button", { name, expanded: false });
const bodies = (calls: { method: string; path: string; body: string | undefined }[], path: string): unknown[] =>
  calls.filter((c) => c.method === "POST" && c.path === path).map((c) => JSON.parse(c.body ?? "null") as unknown);

describe("Wellness dashboard", () => {
  it("opens the section named by initialExpand and keeps one section open at a time", async () => {
    renderApp(`${BASE}?initialExpand=activity`, sessionFor(["CareAgent"]), api());
    const user = userEvent.setup({ delay: null });
    await screen.findByRole("region", { name: "Set Steps Goal" });
    expect(open("Activity")).toBeTruthy();
    expect(closed("Heart Rate")).toBeTruthy();
    expect(closed("Body Health")).toBeTruthy();
    expect(closed("Sleep")).toBeTruthy();
    expect((await screen.findByLabelText("Steps of goal")).textContent).toBe("3,200/6,000");
    expect(screen.getByLabelText("Goal percentage").textContent).toBe("53%");

    await user.click(closed("Heart Rate"));
    await screen.findByRole("region", { name: "Current" });
    expect(open("Heart Rate")).toBeTruthy();
    expect(closed("Activity")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Set Steps Goal" })).toBeNull());
    expect((await screen.findByLabelText("Heart rate")).textContent).toBe("72 bpm");
    expect(screen.getByLabelText("Overall range").textContent).toBe("Overall 58-101 bpm");

    await user.click(closed("Sleep"));
    await screen.findByText("Sleep graph data is displayed based on the America/Chicago");
    expect(closed("Heart Rate")).toBeTruthy();
  });

  it("opens no section without initialExpand", async () => {
    renderApp(BASE, sessionFor(["CareAgent"]), api());
    await screen.findByRole("button", { name: "Heart Rate" });
    for (const name of ["Heart Rate", "Body Health", "Activity", "Sleep"]) expect(closed(name)).toBeTruthy();
  });

  it("saves the steps goal from the slider and shows the server's message; Edit is off for a past day", async () => {
    const { fake } = renderApp(`${BASE}?initialExpand=activity`, sessionFor(["CareAgent"]), api());
    const user = userEvent.setup({ delay: null });
    const slider = await screen.findByRole("slider", { name: "Steps Goal" });
    await waitFor(() => expect(slider.getAttribute("aria-valuenow")).toBe("6000"));
    expect(slider.hasAttribute("disabled")).toBe(true);
    for (const mark of ["4.5k", "5k", "7.5k", "10k"]) expect(screen.getByText(mark)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Edit Steps Goal" }));
    fireEvent.keyDown(screen.getByRole("slider", { name: "Steps Goal" }), { key: "ArrowRight" });
    await waitFor(() =>
      expect(screen.getByRole("slider", { name: "Steps Goal" }).getAttribute("aria-valuenow")).toBe("6500"),
    );
    await user.click(screen.getByRole("button", { name: "Save Steps Goal" }));
    await screen.findByText("Step Goal is updated successfully for Ruth Ann Baker.");
    expect(bodies(fake.calls, G.setStepGoal.path)).toEqual([{ senior_id: SENIOR, account_id: ACCOUNT, goal: 6500 }]);
    expect(screen.getByRole("button", { name: "Edit Steps Goal" })).toBeTruthy();

    await user.click(screen.getAllByRole("button", { name: "Previous day" })[0]!);
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Edit Steps Goal" }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it("applies the weight target's blur rules, keeps Save off below 1, and saves 2 decimals", async () => {
    const { fake } = renderApp(`${BASE}?initialExpand=body_health`, sessionFor(["CareAgent"]), api());
    const user = userEvent.setup({ delay: null });
    const field = (await screen.findByLabelText("Target Weight")) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe("165"));
    expect(field.disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Edit Weight Goal" }));
    const save = (): HTMLButtonElement => screen.getByRole("button", { name: "Save Weight Goal" });

    await user.clear(field);
    expect(save().disabled).toBe(true);
    await user.type(field, "0.5");
    expect(save().disabled).toBe(true);
    await user.clear(field);
    await user.type(field, "1.5");
    await user.tab();
    expect(field.value).toBe("3");
    await user.clear(field);
    await user.type(field, "1200");
    await user.tab();
    expect(field.value).toBe("999");
    await user.clear(field);
    await user.type(field, "180.456");
    expect(save().disabled).toBe(false);
    await user.click(save());
    await screen.findByText("Weight Goal is updated successfully for Ruth Ann Baker.");
    expect(bodies(fake.calls, G.setBodyGoal.path)).toEqual([
      { senior_id: SENIOR, account_id: ACCOUNT, target_type: "weight", target_score: 180.46 },
    ]);
    expect(within(screen.getByRole("region", { name: "Weight" })).getByLabelText("Current").textContent).toBe(
      "170.2 lbs",
    );
  });

  it("applies the hydration target's blur rules and saves it", async () => {
    const { fake } = renderApp(`${BASE}?initialExpand=body_health`, sessionFor(["CareAgent"]), api());
    const user = userEvent.setup({ delay: null });
    const field = (await screen.findByLabelText("TARGET HYDRATION")) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe("55"));
    await user.click(screen.getByRole("button", { name: "Edit Hydration Goal" }));
    await user.clear(field);
    await user.type(field, "-5");
    await user.tab();
    expect(field.value).toBe("0");
    expect((screen.getByRole("button", { name: "Save Hydration Goal" }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(field);
    await user.type(field, "150");
    await user.tab();
    expect(field.value).toBe("100");
    await user.clear(field);
    await user.type(field, "45");
    await user.click(screen.getByRole("button", { name: "Save Hydration Goal" }));
    await screen.findByText("Hydration Goal is updated successfully for Ruth Ann Baker.");
    expect(bodies(fake.calls, G.setBodyGoal.path)).toEqual([
      { senior_id: SENIOR, account_id: ACCOUNT, target_type: "hydration", target_score: 45 },
    ]);
  });

  it("keeps the sleep goal an integer within 0-100 and saves it", async () => {
    const { fake } = renderApp(`${BASE}?initialExpand=sleep`, sessionFor(["CareAgent"]), api());
    const user = userEvent.setup({ delay: null });
    const field = (await screen.findByLabelText("Set Sleep Goal")) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe("90"));
    await user.click(screen.getByRole("button", { name: "Edit Sleep Goal" }));
    fireEvent.change(field, { target: { value: "abc" } });
    expect(field.value).toBe("0");
    fireEvent.change(field, { target: { value: "150" } });
    expect(field.value).toBe("100");
    fireEvent.change(field, { target: { value: "-3" } });
    expect(field.value).toBe("0");
    fireEvent.change(field, { target: { value: "85" } });
    await user.click(screen.getByRole("button", { name: "Save Sleep Goal" }));
    await screen.findByText("Sleep Goal is updated successfully for Ruth Ann Baker.");
    expect(bodies(fake.calls, G.setSleepGoal.path)).toEqual([
      { senior_id: SENIOR, account_id: ACCOUNT, sleep_score_goal: 85 },
    ]);
  });
});
