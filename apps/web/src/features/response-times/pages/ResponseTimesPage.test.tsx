import { ResponseTimesSchema, responseTimeRoutes, type ResponseTimeFigures, type ResponseTimes } from "@care/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { envelope } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const GET = `GET ${responseTimeRoutes.responseTimes.path}`;

const NO_OUTCOMES = {
  real_emergency: 0,
  fall_with_injury: 0,
  fall_without_injury: 0,
  cancelled_by_wearer: 0,
  accidental_press: 0,
  device_fault: 0,
  other: 0,
};

function figures(over: Partial<ResponseTimeFigures> = {}): ResponseTimeFigures {
  return {
    alarms: 4,
    taken: 4,
    untaken: 0,
    within_60_s: 4,
    within_180_s: 4,
    within_60_s_pct: 100,
    within_180_s_pct: 100,
    take_median_s: 12.5,
    take_p90_s: 30,
    first_calls: 0,
    first_call_median_s: null,
    first_call_p90_s: null,
    open: 0,
    with_outcome: 4,
    false_alarms: 1,
    false_alarm_pct: 25,
    outcomes: { ...NO_OUTCOMES, real_emergency: 3, accidental_press: 1 },
    ...over,
  };
}

/** An answer as the API gives it (parsed by the contract, so a drift of the fixture fails here). */
const answer = (): ResponseTimes =>
  ResponseTimesSchema.parse({
    from: "2025-03-01T05:00:00.000Z",
    to: "2025-04-01T04:00:00.000Z",
    group_by: "care_agent",
    targets: { within_60_s_pct: 97.5, within_180_s_pct: 99 },
    total: figures(),
    groups: [{ group_id: "u1", name: "Casey Rivera", ...figures() }],
    devices: [],
    devices_total: 0,
  });

describe("Response Times page", () => {
  it("asks for the browser's days of the period from the address, and shows the figures and the targets met", async () => {
    const { fake } = renderApp(
      "/portal-admin/response-times?from=2025-03-01&to=2025-03-31&group=care_agent",
      sessionFor(["Admin"]),
      {
        [GET]: () => envelope(answer()),
      },
    );
    const table = await screen.findByRole("table", { name: "Response times by care agent" });
    const call = fake.calls.find((c) => `${c.method} ${c.path}` === GET)!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      from: new Date(2025, 2, 1).toISOString(),
      to: new Date(2025, 3, 1).toISOString(),
      group_by: "care_agent",
    });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ["Casey Rivera", "4", "100 %", "100 %", "12.5 s", "30 s", "—", "—", "0", "1", "25 %"],
      ["All alarms", "4", "100 %", "100 %", "12.5 s", "30 s", "—", "—", "0", "1", "25 %"],
    ]);
    expect(
      within(screen.getByRole("group", { name: "Taken within 60 s" })).getByText("Target 97.5 %: met"),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("group", { name: "Taken within 180 s" })).getByText("Target 99 %: met"),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("table", { name: "False alarms per member and device" })).getByText("No Records Found"),
    ).toBeTruthy();
  });

  it("says why a period whose last day is before its first is not asked for", async () => {
    const { fake } = renderApp("/portal-admin/response-times?from=2025-03-31&to=2025-03-01", sessionFor(["Admin"]), {
      [GET]: () => envelope(answer()),
    });
    expect((await screen.findByRole("alert")).textContent).toBe("The last day is before the first");
    expect(fake.calls.some((c) => `${c.method} ${c.path}` === GET)).toBe(false);
  });
});
