import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { envelope } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";
import { AGENCY, FACILITY_ID, GRAPHS } from "./agency-fixtures";

// Spec 3 §2 'Zone graphs': "A goals ring shows progress. The goals status filter uses Started and In_Progress." The
// ring shows the average progress of the wellness goals started or in progress, not the activity score (which in
// the fixture is 30,000 of 40,000 points, 75 %).

function openWith(goals: { count: number; average_progress: number | null }) {
  renderApp(`/facility-management/${FACILITY_ID}/facilityDashboard`, sessionFor(["Admin"]), {
    "GET /api/users/agency/detail": () => envelope(AGENCY),
    "GET /api/measurement/agency/activity-graph": () => envelope({ ...GRAPHS.activity, goals }),
    "GET /api/measurement/agency/fall-graph": () => envelope(GRAPHS.fall),
    "GET /api/measurement/agency/length-of-stay-graph": () => envelope(GRAPHS.zoneMonth),
    "GET /api/measurement/agency/emotional-wellbeing-graph": () => envelope(GRAPHS.zoneMonth),
    "GET /api/measurement/agency/ucla-loneliness-graph": () => envelope(GRAPHS.zoneMonth),
  });
}

describe("agency goals ring", () => {
  it("shows the wellness goals' average progress and how many goals are started or in progress", async () => {
    openWith({ count: 5, average_progress: 62 });
    const card = await screen.findByTestId("graph-Goals");
    expect(await within(card).findByText("62%")).toBeTruthy();
    expect(within(card).getByRole("progressbar", { name: "Goal progress" }).getAttribute("aria-valuenow")).toBe("62");
    expect(within(card).getByText("5 goals started or in progress")).toBeTruthy();
    expect(within(card).queryByText("75%")).toBeNull();
  });

  it("says 'No Data' when no goal is started or in progress", async () => {
    openWith({ count: 0, average_progress: null });
    const card = await screen.findByTestId("graph-Goals");
    expect(await within(card).findByText("No Data")).toBeTruthy();
    expect(within(card).queryByRole("progressbar", { name: "Goal progress" })).toBeNull();
  });
});
