import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type * as InsightEventsModule from "../../../lib/care-insight-events/InsightEventsProvider";
import type { ReceivedInsight } from "../../../lib/care-insight-events/insight-events";
import { envelope } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";
import { AGENCY, FACILITY_ID, RESIDENT } from "./agency-fixtures";

// Component tests open no websocket: the insight listeners the page registers are kept here to play an event.
const insightListeners = vi.hoisted(() => new Set<(received: ReceivedInsight) => void>());
vi.mock("../../../lib/care-insight-events/InsightEventsProvider", async (importOriginal) => {
  const actual = await importOriginal<typeof InsightEventsModule>();
  return {
    ...actual,
    useInsightEvents: () => {
      const state = actual.useInsightEvents();
      return {
        ...state,
        listen: (listener: (received: ReceivedInsight) => void) => {
          insightListeners.add(listener);
          const off = state.listen(listener);
          return () => {
            insightListeners.delete(listener);
            off();
          };
        },
      };
    },
  };
});

const PAGE = {
  items: [RESIDENT("Anderson", "Beverly", 1), RESIDENT("Brown", "Barbara", 2)],
  total: 2,
  next_offset: -1,
};
const SUMMARY = (seniorId: string, read: boolean) => ({
  care_insight_id: "55555555-5555-4555-8555-555555555555",
  senior_id: seniorId,
  is_read: read,
});

function api(summaries: object[] = [], later: object[] = summaries) {
  let served = 0;
  return {
    "GET /api/users/agency/detail": () => envelope(AGENCY),
    "GET /api/users/agency/residents": () => envelope(PAGE),
    // The first answer is `summaries`, every later one `later` (what an approval in between adds).
    "GET /api/careinsights/all-facility": () => {
      const items = served++ === 0 ? summaries : later;
      return envelope({ items, total: items.length, offset: -1, limit: 40 });
    },
    "POST /api/careinsights/mark-read": () => envelope({ marked: 1, care_insight_ids: [] }),
  };
}

const residentCalls = (app: ReturnType<typeof renderApp>) =>
  app.fake.calls.filter((c) => c.path === "/api/users/agency/residents").map((c) => c.url.searchParams);

const summaryCalls = (app: ReturnType<typeof renderApp>) =>
  app.fake.calls.filter((c) => c.path === "/api/careinsights/all-facility").length;

const EVENT = (seniorId: string): ReceivedInsight["payload"] => ({
  care_insight_id: "66666666-6666-4666-8666-666666666666",
  senior_id: seniorId,
  account_id: "77777777-7777-4777-8777-777777777777",
  facility_id: FACILITY_ID,
  senior_name: "Barbara Brown",
  senior_timezone: "America/New_York",
  insight_type: "facility_summary",
  status: "approved",
  message: "Barbara had a calm week.",
  vital_type: null,
  detail: null,
  timestamp: "2026-11-24T10:00:00.000Z",
  milestone: null,
});

const FACILITY_AGENT = sessionFor(["FACILITY_AGENT"], {
  facilityInfo: {
    corporate_name: "Evergreen Senior Living",
    corporate_id: AGENCY.corporate_id,
    facility_id: FACILITY_ID,
    facility_name: AGENCY.name,
    facility_type: "memory_care",
  },
});

describe("clients list (spec 3 §2 'Clients list')", () => {
  it("gives admins a client-type filter with 'All Clients' (no type sent) and sends the chosen type", async () => {
    const app = renderApp(`/facility-management/${FACILITY_ID}/residents`, sessionFor(["Admin"]), api());
    expect(await screen.findByText("Anderson")).toBeTruthy();
    const filter = screen.getByRole("combobox", { name: "Client Type" });
    expect(filter.textContent).toContain("All Clients");
    expect(residentCalls(app)[0]?.get("facility_type")).toBeNull();
    expect(residentCalls(app)[0]?.get("limit")).toBe("40");
    await userEvent.click(filter);
    const options = within(screen.getByRole("listbox"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["All Clients", "Assisted Living", "Independent Living", "Home Care"]);
    await userEvent.click(screen.getByRole("option", { name: "Independent Living" }));
    await waitFor(() => expect(residentCalls(app).at(-1)?.get("facility_type")).toBe("independent_living"));
  });

  it("fixes and disables the facility agent's type, shown as Home Care for memory_care, and sends it", async () => {
    const app = renderApp(`/facility-management/${FACILITY_ID}/residents`, FACILITY_AGENT, api());
    expect(await screen.findByText("Anderson")).toBeTruthy();
    const filter = screen.getByRole("combobox", { name: "Client Type" });
    expect(filter.textContent).toContain("Home Care");
    expect(filter?.getAttribute("aria-disabled")).toBe("true");
    expect(residentCalls(app)[0]?.get("facility_type")).toBe("memory_care");
  });

  it("highlights unread approved agency summaries for facility agents and marks them read on click", async () => {
    const beverly = PAGE.items[0]?.senior_id ?? "";
    const app = renderApp(
      `/facility-management/${FACILITY_ID}/residents`,
      FACILITY_AGENT,
      api([SUMMARY(beverly, false)]),
    );
    const row = (await screen.findByText("Beverly")).closest("tr");
    await waitFor(() => expect(row?.getAttribute("data-highlighted")).toBe("true"));
    expect(screen.getByText("Barbara").closest("tr")?.getAttribute("data-highlighted")).toBeNull();
    await userEvent.click(row as HTMLElement);
    await waitFor(() => expect(app.fake.calls.some((c) => c.path === "/api/careinsights/mark-read")).toBe(true));
    const body = JSON.parse(app.fake.calls.find((c) => c.path === "/api/careinsights/mark-read")?.body ?? "{}");
    expect(body).toEqual({
      senior_id: beverly,
      account_id: PAGE.items[0]?.account_id,
      care_insight_id: ["55555555-5555-4555-8555-555555555555"],
    });
  });

  it("fetches the agency summaries again on 'facility-summary-action-notification' and highlights the new one", async () => {
    const barbara = PAGE.items[1]?.senior_id ?? "";
    const app = renderApp(
      `/facility-management/${FACILITY_ID}/residents`,
      FACILITY_AGENT,
      api([], [SUMMARY(barbara, false)]),
    );
    const row = (await screen.findByText("Barbara")).closest("tr");
    await waitFor(() => expect(summaryCalls(app)).toBe(1));
    expect(row?.getAttribute("data-highlighted")).toBeNull();
    act(() => {
      for (const listener of insightListeners) {
        listener({ name: "facility-summary-action-notification", payload: EVENT(barbara) });
      }
    });
    await waitFor(() => expect(row?.getAttribute("data-highlighted")).toBe("true"));
    expect(summaryCalls(app)).toBe(2);
  });

  it("highlights nothing for admins (no summaries asked)", async () => {
    const app = renderApp(`/facility-management/${FACILITY_ID}/residents`, sessionFor(["Admin"]), api());
    expect(await screen.findByText("Beverly")).toBeTruthy();
    expect(app.fake.calls.some((c) => c.path === "/api/careinsights/all-facility")).toBe(false);
  });

  it("shows LOS as '1 Day' / 'N Days' and the info tooltip", async () => {
    renderApp(`/facility-management/${FACILITY_ID}/residents`, sessionFor(["Admin"]), api());
    expect(await screen.findByText("1 Day")).toBeTruthy();
    expect(screen.getByText("400 Days")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Your All-In-One Dashboard" })).toBeTruthy();
  });
});
