import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";
import { AGENCY, FACILITY_ID, GRAPHS } from "./agency-fixtures";

const API = {
  "GET /api/users/agency/detail": () => envelope(AGENCY),
  "GET /api/measurement/agency/activity-graph": () => envelope(GRAPHS.activity),
  "GET /api/measurement/agency/fall-graph": () => envelope(GRAPHS.fall),
  "GET /api/measurement/agency/length-of-stay-graph": () => envelope(GRAPHS.zoneMonth),
  "GET /api/measurement/agency/emotional-wellbeing-graph": () => envelope(GRAPHS.zoneMonth),
  "GET /api/measurement/agency/ucla-loneliness-graph": () => envelope(GRAPHS.zoneMonth),
};

const checked = (): string[] =>
  within(screen.getByRole("group", { name: "Zones" }))
    .getAllByRole("checkbox")
    .filter((c) => (c as HTMLInputElement).checked)
    .map((c) => c.closest("label")?.textContent ?? "");

async function open(): Promise<ReturnType<typeof renderApp>> {
  const app = renderApp(`/facility-management/${FACILITY_ID}/facilityDashboard`, sessionFor(["Admin"]), API);
  await screen.findByRole("group", { name: "Zones" });
  await screen.findByTestId("graph-Activity");
  return app;
}

const click = (label: string) => userEvent.click(screen.getByRole("checkbox", { name: label }));

describe("zone graphs: zone checkboxes (spec 3 §4)", () => {
  it("starts on overall only, with 3 months and the agency's facility type", async () => {
    const app = await open();
    expect(checked()).toEqual(["Overall"]);
    expect(screen.getByRole("button", { name: "3 Months" })?.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => {
      const fall = app.fake.calls.find((c) => c.path === "/api/measurement/agency/fall-graph");
      expect(fall?.url.searchParams.get("duration")).toBe("3");
      expect(fall?.url.searchParams.get("facility_type")).toBe("assisted_living");
      expect(fall?.url.searchParams.get("facility_id")).toBe(FACILITY_ID);
    });
  });

  it("3 months: zones combine, overall turns off, unchecking the last zone returns to overall", async () => {
    await open();
    await click("Blue Zone");
    expect(checked()).toEqual(["Blue Zone"]);
    await click("Gold Zone");
    expect(checked()).toEqual(["Blue Zone", "Gold Zone"]);
    await click("Green Zone");
    expect(checked()).toEqual(["Blue Zone", "Green Zone", "Gold Zone"]);
    await click("Blue Zone");
    await click("Green Zone");
    expect(checked()).toEqual(["Gold Zone"]);
    await click("Gold Zone");
    expect(checked()).toEqual(["Overall"]);
    await click("Green Zone");
    await click("Overall");
    expect(checked()).toEqual(["Overall"]);
  });

  it("12 months: radio-like; the active zone clicked again returns to overall; a range change resets", async () => {
    const app = await open();
    await click("Blue Zone");
    await click("Green Zone");
    expect(checked()).toEqual(["Blue Zone", "Green Zone"]);
    await userEvent.click(screen.getByRole("button", { name: "12 Months" }));
    expect(checked()).toEqual(["Overall"]);
    await waitFor(() =>
      expect(
        app.fake.calls.some(
          (c) =>
            c.path === "/api/measurement/agency/ucla-loneliness-graph" && c.url.searchParams.get("duration") === "12",
        ),
      ).toBe(true),
    );
    await click("Blue Zone");
    expect(checked()).toEqual(["Blue Zone"]);
    await click("Gold Zone");
    expect(checked()).toEqual(["Gold Zone"]);
    await click("Gold Zone");
    expect(checked()).toEqual(["Overall"]);
    await click("Green Zone");
    await userEvent.click(screen.getByRole("button", { name: "3 Months" }));
    expect(checked()).toEqual(["Overall"]);
  });
});
