import { measurementDashboardRoutes } from "@care/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { envelope, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";
import { DASHBOARD_FILTERS_KEY } from "../hooks/use-dashboard-filters";

const PATH = measurementDashboardRoutes.dashboard.path;
const none: FakeHandler = ({ url }) =>
  envelope({
    dashboard: {},
    LastEvaluatedKey: null,
    start_time: url.searchParams.get("start_time"),
    end_time: url.searchParams.get("end_time"),
  });

afterEach(() => sessionStorage.clear());

// Spec 3 §2: no cards at all is 'No Records Found'; spec 1 §8: a search that finds nothing is 'No Match Found'.
describe("Care Dashboard empty texts", () => {
  it("says 'No Match Found' when a name search finds no senior", async () => {
    sessionStorage.setItem(
      DASHBOARD_FILTERS_KEY,
      JSON.stringify({ name: "Zzyzx", memberId: "", timeFrame: "day", allSeniors: false }),
    );
    renderApp("/care-dashboard", sessionFor(["Admin"]), { [`GET ${PATH}`]: none });
    expect(await screen.findByText("No Match Found")).toBeTruthy();
    expect(screen.queryByText("No Records Found")).toBeNull();
  });

  it("says 'No Match Found' when an id search finds no senior", async () => {
    sessionStorage.setItem(
      DASHBOARD_FILTERS_KEY,
      JSON.stringify({ name: "", memberId: "999", timeFrame: "day", allSeniors: false }),
    );
    renderApp("/care-dashboard", sessionFor(["Admin"]), { [`GET ${PATH}`]: none });
    expect(await screen.findByText("No Match Found")).toBeTruthy();
  });

  it("says 'No Records Found' when there is no search and no senior", async () => {
    renderApp("/care-dashboard", sessionFor(["Admin"]), { [`GET ${PATH}`]: none });
    expect(await screen.findByText("No Records Found")).toBeTruthy();
    expect(screen.queryByText("No Match Found")).toBeNull();
  });
});
