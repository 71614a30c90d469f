import { measurementDashboardRoutes } from "@care/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";
import type { CareDashboardData, DashboardCard } from "../../../lib/shared/care-dashboard";
import { DASHBOARD_FILTERS_KEY } from "../hooks/use-dashboard-filters";
import { applyAlarm } from "../hooks/use-live-alarms";

const PATH = measurementDashboardRoutes.dashboard.path;

function card(n: number, extra: Partial<DashboardCard> = {}): DashboardCard {
  return {
    seniorId: `senior-${n}`,
    name: { first_name: `First${n}`, last_name: `Last${n}` },
    member_id: 100000 + n,
    account_id: `account-${n}`,
    profile_image: null,
    location: { timezone: "America/Chicago" },
    risk_category: "stable",
    alerts: { sos: 0, falls: 0 },
    devices: {
      watch: { online: true, heart_rate: 72, heart_category: "normal", step_count: 3200, steps_category: "moving" },
      scale: { avg_weight: 165.3, weight_category: "stable", avg_hydration: 55.2, hydration_category: "good" },
      sleep_mat: { avg_sleep_score: 78, sleep_category: "good", interruptions: 2, avg_total_sleep_time: 27_000 },
    },
    ...extra,
  };
}

/** The dashboard API: the agent's own list is `own`, 'all' is `all` (one page each). */
function dashboard(own: DashboardCard[], all: DashboardCard[] = own): FakeHandler {
  return ({ url }) => {
    const cards = url.searchParams.get("assigned_to") === "all" ? all : own;
    return envelope({
      dashboard: Object.fromEntries(cards.map((c) => [c.seniorId, c])),
      LastEvaluatedKey: null,
      start_time: url.searchParams.get("start_time"),
      end_time: url.searchParams.get("end_time"),
    });
  };
}

type Call = { path: string; url: URL };
const dashboardCalls = (calls: Call[]): URLSearchParams[] =>
  calls.filter((c) => c.path === PATH).map((c) => c.url.searchParams);
const lastCall = (calls: Call[]): URLSearchParams => dashboardCalls(calls).at(-1) ?? new URLSearchParams();
const searchOf = (p: URLSearchParams): unknown => JSON.parse(p.get("search_query") ?? "[]");

const agent = (): ReturnType<typeof sessionFor> => sessionFor(["CareAgent"]);

describe("Care Dashboard", () => {
  it("shows the title, subtitle and one card per senior with every figure", async () => {
    renderApp("/care-dashboard", agent(), { [`GET ${PATH}`]: dashboard([card(1, { risk_category: "high" })]) });
    expect(await screen.findByRole("heading", { name: "Wellness Care Dashboard" })).toBeTruthy();
    expect(screen.getByText("Real-time health monitoring and alert management")).toBeTruthy();
    const c = await screen.findByTestId("dashboard-card");
    expect(c.getAttribute("data-risk")).toBe("high");
    const text = c.textContent ?? "";
    for (const part of [
      "First1 Last1",
      "Member ID: 100001",
      "SOS: 0 | Falls: 0",
      "Watch: Online",
      "72 bpm",
      "Normal",
      "3,200",
      "Moving",
      "165.3 lbs",
      "55.2 %",
      "78",
      "Interruptions2",
      "7h 30m",
    ]) {
      expect(text).toContain(part);
    }
  });

  it("name search ignores other characters, is trimmed and collapsed, and is sent from 3 characters", async () => {
    const { fake } = renderApp("/care-dashboard", agent(), { [`GET ${PATH}`]: dashboard([card(1)]) });
    const user = userEvent.setup({ delay: null });
    await screen.findByTestId("dashboard-card");
    const box = screen.getByLabelText("Search by name");
    await user.type(box, "L$o#");
    expect((box as HTMLInputElement).value).toBe("Lo");
    // Two characters are never sent.
    await user.type(box, "p");
    await waitFor(() => expect(searchOf(lastCall(fake.calls))).toEqual([{ type: "name", value: "Lop" }]));
    expect(dashboardCalls(fake.calls).some((p) => p.get("search_query")?.includes('"Lo"'))).toBe(false);
    await user.clear(box);
    await user.type(box, "  Ann   Lee! ");
    expect((box as HTMLInputElement).value).toBe("  Ann   Lee ");
    await waitFor(() => expect(searchOf(lastCall(fake.calls))).toEqual([{ type: "name", value: "Ann Lee" }]));
  });

  it("id search takes digits only, at most 6, with e E + - . blocked", async () => {
    const { fake } = renderApp("/care-dashboard", agent(), { [`GET ${PATH}`]: dashboard([card(1)]) });
    const user = userEvent.setup({ delay: null });
    await screen.findByTestId("dashboard-card");
    const box = screen.getByLabelText("Search by ID") as HTMLInputElement;
    await user.type(box, "1e0E0+0-1.5a97");
    expect(box.value).toBe("100015");
    await waitFor(() => expect(searchOf(lastCall(fake.calls))).toEqual([{ type: "member_id", value: "100015" }]));
  });

  it("All Seniors widens the list; clearing both searches while it is on turns it off", async () => {
    const { fake } = renderApp("/care-dashboard", agent(), {
      [`GET ${PATH}`]: dashboard([card(1)], [card(1), card(2)]),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByTestId("dashboard-card");
    expect(lastCall(fake.calls).get("assigned_to")).toBe("user-1");
    const toggle = screen.getByRole("switch", { name: "All Seniors" }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await user.type(screen.getByLabelText("Search by ID"), "1000");
    await user.click(toggle);
    await waitFor(() => expect(screen.getAllByTestId("dashboard-card")).toHaveLength(2));
    expect(lastCall(fake.calls).get("assigned_to")).toBe("all");
    expect(JSON.parse(sessionStorage.getItem(DASHBOARD_FILTERS_KEY) ?? "{}")).toMatchObject({
      memberId: "1000",
      allSeniors: true,
    });

    await user.clear(screen.getByLabelText("Search by ID"));
    expect(toggle.checked).toBe(false);
    // The search's own request comes after its debounce; the one of the switch (still with the old search, and
    // also one card) may come first on a busy machine: wait for the last request to be without a search.
    await waitFor(() => expect(lastCall(fake.calls).get("search_query")).toBeNull());
    expect(lastCall(fake.calls).get("assigned_to")).toBe("user-1");
    await waitFor(() => expect(screen.getAllByTestId("dashboard-card")).toHaveLength(1));
  });

  it("forces All Seniors on for a care agent without assigned seniors", async () => {
    const { fake } = renderApp("/care-dashboard", agent(), { [`GET ${PATH}`]: dashboard([], [card(7)]) });
    expect((await screen.findByTestId("dashboard-card")).textContent).toContain("First7 Last7");
    const toggle = screen.getByRole("switch", { name: "All Seniors" }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    expect(lastCall(fake.calls).get("assigned_to")).toBe("all");
  });

  it("shows no switch to an admin, and restores the time frame and searches of the session", async () => {
    sessionStorage.setItem(
      DASHBOARD_FILTERS_KEY,
      JSON.stringify({ name: "Lopez", memberId: "1000", timeFrame: "week", allSeniors: false }),
    );
    const { fake } = renderApp("/care-dashboard", sessionFor(["Admin"]), { [`GET ${PATH}`]: dashboard([card(1)]) });
    await screen.findByTestId("dashboard-card");
    expect(screen.queryByRole("switch", { name: "All Seniors" })).toBeNull();
    expect((screen.getByLabelText("Search by name") as HTMLInputElement).value).toBe("Lopez");
    expect(screen.getByRole("button", { name: "WEEK" }).getAttribute("aria-pressed")).toBe("true");
    const first = dashboardCalls(fake.calls)[0];
    expect(first?.get("assigned_to")).toBeNull();
    expect(searchOf(first ?? new URLSearchParams())).toEqual([
      { type: "name", value: "Lopez" },
      { type: "member_id", value: "1000" },
    ]);
  });

  it("says 'No Records Found' when there are no cards", async () => {
    renderApp("/care-dashboard", sessionFor(["Admin"]), { [`GET ${PATH}`]: dashboard([]) });
    expect(await screen.findByText("No Records Found")).toBeTruthy();
  });

  it("shows the failure on the page and as a toast", async () => {
    renderApp("/care-dashboard", sessionFor(["Admin"]), {
      [`GET ${PATH}`]: () => envelope(null, 500, "Database unavailable"),
    });
    const alert = await screen.findByText("Error Loading Dashboard");
    expect(within(alert.parentElement as HTMLElement).getByText("Database unavailable")).toBeTruthy();
    expect(await screen.findByText("Fetch seniors dashboard failed.")).toBeTruthy();
  });

  it("opens the senior's dashboard with the timezone's slashes as dashes", async () => {
    const { router } = renderApp("/care-dashboard", agent(), { [`GET ${PATH}`]: dashboard([card(3)]) });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Open First3 Last3" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/senior/senior-3/account-3/America-Chicago/dashboard"),
    );
  });
});

describe("live alarms", () => {
  const data = (cards: DashboardCard[]): CareDashboardData => ({
    pageParams: [null],
    pages: [
      {
        dashboard: Object.fromEntries(cards.map((c) => [c.seniorId, c])),
        LastEvaluatedKey: null,
        start_time: "1",
        end_time: "2",
      },
    ],
  });
  const alarm = (seniorId: string, status: "sos" | "fall") => ({
    alarm_id: "a1",
    account_id: "x",
    senior_id: seniorId,
    member_id: 100002,
    senior_name: "First2 Last2",
    senior_timezone: "America/Chicago",
    senior_mobile: null,
    status,
    alarm_status: "pending" as const,
    timestamp: "2026-01-01T00:00:00.000Z",
    assigned_to: null,
    assigned_to_name: null,
    escalation_level: 0,
    last_alert_time: null,
    last_call_time: null,
    last_location: null,
    late_by_s: null,
  });

  it("counts an SOS or fall on the senior's card and makes it high risk", () => {
    const before = data([card(1), card(2)]);
    const sos = applyAlarm(before, alarm("senior-2", "sos"));
    expect(sos.pages[0]?.dashboard["senior-2"]).toMatchObject({ alerts: { sos: 1, falls: 0 }, risk_category: "high" });
    expect(sos.pages[0]?.dashboard["senior-1"]).toBe(before.pages[0]?.dashboard["senior-1"]);
    const fall = applyAlarm(sos, alarm("senior-2", "fall"));
    expect(fall.pages[0]?.dashboard["senior-2"]?.alerts).toEqual({ sos: 1, falls: 1 });
  });

  it("leaves the cards alone for a senior who is not on screen", () => {
    const before = data([card(1)]);
    expect(applyAlarm(before, alarm("senior-9", "sos"))).toBe(before);
  });
});
