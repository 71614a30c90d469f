import { AlarmMessages, alarmRoutes, type AlarmEvent } from "@care/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { envelope, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

// The open alarms are loaded when the popups start, whatever the socket does (issue 27). Component tests open no
// websocket (render-app never answers the secret data), so this is the load at sign-in; the load on every reconnect
// is tests/e2e/alarm-loading.test.ts, against soketi.

const PATH = alarmRoutes.listAlarms.path;
const ME = "user-1";

const alarm = (n: number, patch: Partial<AlarmEvent> = {}): AlarmEvent => ({
  alarm_id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  account_id: "account-1",
  senior_id: `senior-${n}`,
  member_id: 100000 + n,
  senior_name: `Senior ${n}`,
  senior_timezone: "America/New_York",
  senior_mobile: null,
  status: "sos",
  alarm_status: "pending",
  timestamp: `2026-11-20T08:${String(n % 60).padStart(2, "0")}:00.000Z`,
  assigned_to: null,
  assigned_to_name: null,
  escalation_level: 0,
  last_alert_time: null,
  last_call_time: null,
  last_location: null,
  late_by_s: null,
  ...patch,
});

const agent = (): ReturnType<typeof sessionFor> => sessionFor(["CareAgent"], { userId: ME });

describe("open alarms at sign-in", () => {
  it("asks for pending and my assigned alarms page after page, and shows the most urgent first", async () => {
    // Page 1: 100 alarms, the first the list's most urgent; page 2: one more, then the list ends.
    const first = Array.from({ length: 100 }, (_, i) => alarm(i + 1, i === 0 ? { escalation_level: 2 } : {}));
    const handler: FakeHandler = ({ url }) => envelope(url.searchParams.get("after") ? [alarm(101)] : first);
    const { fake } = renderApp("/", agent(), { [`GET ${PATH}`]: handler });

    const popup = await screen.findByRole("dialog", { name: "SOS Alert — Senior 1" });
    expect(within(popup).getByText("Escalation level")).toBeTruthy();
    const calls = fake.calls.filter((c) => c.path === PATH).map((c) => Object.fromEntries(c.url.searchParams));
    expect(calls).toEqual([
      { statuses: JSON.stringify([{ status: "pending" }, { status: "assigned", user_id: ME }]), limit: "100" },
      {
        statuses: JSON.stringify([{ status: "pending" }, { status: "assigned", user_id: ME }]),
        limit: "100",
        after: JSON.stringify({
          alarm_status: "pending",
          escalation_level: 0,
          timestamp: "2026-11-20T08:40:00.000Z",
          alarm_id: "00000000-0000-4000-8000-000000000100",
        }),
      },
    ]);
  });

  it("says 'Failed to fetch exisisting events data.' when the list fails, and tries again until it loads", async () => {
    let answers = 0;
    const handler: FakeHandler = () => {
      answers++;
      // The first two tries fail (a 500 and a 503); the third answers.
      if (answers === 1) return envelope(null, 500, "Internal Server Error");
      if (answers === 2) return envelope(null, 503, "Service Unavailable");
      return envelope([alarm(7, { status: "fall" })]);
    };
    renderApp("/", agent(), { [`GET ${PATH}`]: handler });

    expect(await screen.findByText("Failed to fetch exisisting events data.")).toBeTruthy();
    expect(AlarmMessages.listFailed).toBe("Failed to fetch exisisting events data.");
    // The retries wait 1 s, then 2 s: well inside findBy's patience (src/test/setup.ts).
    expect(await screen.findByRole("dialog", { name: "Fall Alert — Senior 7" }, { timeout: 10_000 })).toBeTruthy();
    expect(answers).toBe(3);
    // Said once for the run of failures, not once per try.
    expect(screen.getAllByText("Failed to fetch exisisting events data.")).toHaveLength(1);
  });
});
