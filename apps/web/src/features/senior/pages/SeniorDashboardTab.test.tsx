import {
  assessmentRoutes,
  authRoutes,
  careInsightRoutes,
  locationRoutes,
  measurementDashboardRoutes,
  measurementReportRoutes,
  memberRoutes,
  wellnessPlanRoutes,
} from "@care/contracts";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../../../lib/api/api-client";
import { LOGOUT_REASONS } from "../../../lib/session/logout-reasons";
import { plainCodec } from "../../../lib/session/session-codec";
import { SessionStore } from "../../../lib/session/session-store";
import { AppProviders } from "../../../test/app-providers";
import { createFakeFetch, envelope, hang, type FakeHandler } from "../../../test/fake-fetch";
import { sessionFor } from "../../../test/tokens";
import { SeniorDashboardTab } from "./SeniorDashboardTab";

// The senior Dashboard tab reads three endpoints through their one portal hook each (issue 26 item 6): today's
// wellness summary is the care dashboard's card of the member (GET /measurement/dashboard), the open goals are the
// goals list read to its end and the first five shown (GET /users/wellness-plan/goals), and the Wellbeing card is the
// newest completed wellness survey (GET /users/wellness-survey).

const SENIOR = {
  seniorId: "00000000-0000-4000-8000-0000000000a1",
  accountId: "00000000-0000-4000-8000-0000000000b1",
  timezone: "America/New_York",
};

const goal = (n: number) => ({
  id: `g${n}`,
  goal_action_id: `g${n}`,
  goal: `Goal ${n}`,
  action: `Action ${n}`,
  status: "in_progress",
  progress: 10 * n,
  percentage: 10 * n,
  start_date: null,
  target_date: null,
  notes: null,
  created_date: "2026-11-01T10:00:00.000Z",
  current_version: 3,
  resources: [],
});

function renderTab(extra: Record<string, FakeHandler> = {}) {
  const fake = createFakeFetch({
    [`GET ${authRoutes.clientConfiguration.path}`]: () => envelope({}),
    [`GET ${memberRoutes.minimalInfo.path}`]: () => envelope({ user_id: SENIOR.seniorId, member_id: 100042 }),
    [`GET ${measurementDashboardRoutes.dashboard.path}`]: () =>
      envelope({
        dashboard: {
          [SENIOR.seniorId]: {
            seniorId: SENIOR.seniorId,
            devices: {
              watch: {
                online: true,
                heart_rate: 72,
                heart_category: "normal",
                step_count: 3200,
                steps_category: "moving",
              },
              scale: { avg_weight: 165.3, weight_category: "stable", avg_hydration: 55.2, hydration_category: "good" },
              sleep_mat: {
                avg_sleep_score: 78,
                sleep_category: "good",
                interruptions: 2,
                avg_total_sleep_time: 27_000,
              },
            },
          },
        },
        LastEvaluatedKey: null,
      }),
    // Two pages of open goals: 5, then 1 more.
    [`GET ${wellnessPlanRoutes.listGoals.path}`]: ({ url }) =>
      url.searchParams.get("last_evaluated_key") === "page-2"
        ? envelope({ data: [goal(6)], lastEvaluatedKey: null })
        : envelope({ data: [1, 2, 3, 4, 5].map(goal), lastEvaluatedKey: "page-2" }),
    [`GET ${assessmentRoutes.listWellnessSurveys.path}`]: () =>
      envelope({ items: [{ score: 9, scoreLimit: 15 }], lastEvaluatedKey: null }),
    // The tab's other parts are not this test's.
    [`${careInsightRoutes.all.method} ${careInsightRoutes.all.path}`]: hang,
    [`${locationRoutes.location.method} ${locationRoutes.location.path}`]: hang,
    [`${measurementReportRoutes.sosFall.method} ${measurementReportRoutes.sosFall.path}`]: hang,
    ...extra,
  });
  const store = new SessionStore(localStorage, plainCodec, sessionStorage);
  store.set(sessionFor(["CareAgent"]));
  const api = createApiClient({
    tokens: store,
    sessionExpiredReason: LOGOUT_REASONS.sessionExpired,
    fetch: fake.fetch,
  });
  render(
    <AppProviders services={{ session: store, api }}>
      <MemoryRouter>
        <SeniorDashboardTab senior={SENIOR} />
      </MemoryRouter>
    </AppProviders>,
  );
  return fake;
}

describe("the senior Dashboard tab", () => {
  it("shows the member's card of the care dashboard, the first five open goals and the newest survey", async () => {
    const fake = renderTab();
    const heart = await screen.findByRole("region", { name: "Heart Rate" });
    expect((await within(heart).findByText("72 bpm")).textContent).toBe("72 bpm");
    const goals = await screen.findByRole("list", { name: "Goals" });
    expect(
      within(goals)
        .getAllByRole("listitem")
        .map((li) => li.querySelector("p")?.textContent),
    ).toEqual(["Goal 1", "Goal 2", "Goal 3", "Goal 4", "Goal 5"]);
    // 9 of 15 on the 0–7 scale: 4.2.
    expect(within(screen.getByRole("region", { name: "Wellbeing" })).getByText("4.2 / 7")).toBeTruthy();

    const summary = fake.calls.filter((c) => c.path === measurementDashboardRoutes.dashboard.path);
    expect(summary).toHaveLength(1);
    expect(summary[0]?.url.searchParams.get("period")).toBe("day");
    expect(summary[0]?.url.searchParams.get("assigned_to")).toBe("all");
    expect(summary[0]?.url.searchParams.get("search_query")).toBe('[{"type":"member_id","value":"100042"}]');
    const goalCalls = fake.calls.filter((c) => c.path === wellnessPlanRoutes.listGoals.path);
    expect(goalCalls.map((c) => c.url.searchParams.get("last_evaluated_key"))).toEqual([null, "page-2"]);
    expect(goalCalls[0]?.url.searchParams.get("customer_id")).toBe(`senior-${SENIOR.seniorId}`);
    expect(goalCalls[0]?.url.searchParams.get("status")).toBe('["Started","In_Progress"]');
    expect(goalCalls[0]?.url.searchParams.get("limit")).toBe("5");
    const surveys = fake.calls.filter((c) => c.path === assessmentRoutes.listWellnessSurveys.path);
    expect(
      surveys.map((c) => [c.url.searchParams.get("limit"), c.url.searchParams.get("is_survey_completed")]),
    ).toEqual([["1", "true"]]);
  });
});
