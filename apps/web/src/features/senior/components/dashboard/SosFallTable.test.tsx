import { alarmRoutes, authRoutes, type AlarmTimeline } from "@care/contracts";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../../../../lib/api/api-client";
import { LOGOUT_REASONS } from "../../../../lib/session/logout-reasons";
import { plainCodec } from "../../../../lib/session/session-codec";
import { SessionStore } from "../../../../lib/session/session-store";
import type { SosFallRows } from "../../../../lib/shared/sos-fall";
import { AppProviders } from "../../../../test/app-providers";
import { createFakeFetch, envelope } from "../../../../test/fake-fetch";
import { sessionFor } from "../../../../test/tokens";
import { SosFallTable } from "./DashboardTables";

// The senior's Fall & SOS table opens an alarm's detail: its timeline, each step with its time and who, the outcome
// and note, and the responder block (issue 27 item 5).

const SENIOR = {
  seniorId: "00000000-0000-4000-8000-0000000000a1",
  accountId: "00000000-0000-4000-8000-0000000000b1",
  timezone: "America/New_York",
};
const ALARM_ID = "00000000-0000-4000-8000-000000000001";
const TIMELINE = alarmRoutes.alarmTimeline.path;

const rows: SosFallRows = [
  { alarm_id: ALARM_ID, type: "sos", time: "1795705440000000000", status: "closed", lat: null, lng: null },
];

const step = (kind: AlarmTimeline["steps"][number]["kind"], at: string, who: string | null = null) => ({
  kind,
  at,
  actor_id: who ? `id-${who}` : null,
  actor_name: who,
  level: kind === "escalated" ? 1 : null,
  call_log_id: kind === "call_started" ? "call-1" : null,
  notification: null,
});

const timeline: AlarmTimeline = {
  alarm_id: ALARM_ID,
  senior_id: SENIOR.seniorId,
  account_id: SENIOR.accountId,
  type: "sos",
  alarm_status: "closed",
  late_by_s: null,
  escalation_level: 1,
  outcome: "other",
  notes: "Wanted help with the TV remote",
  steps: [
    step("raised", "2026-11-20T15:04:00.000Z"),
    step("received", "2026-11-20T15:04:01.000Z"),
    step("published", "2026-11-20T15:04:02.000Z"),
    step("delivered", "2026-11-20T15:04:03.000Z", "Whitney Park"),
    step("escalated", "2026-11-20T15:05:02.000Z"),
    {
      ...step("notified", "2026-11-20T15:05:03.000Z"),
      notification: { step: "agents", channel: "email", target: "agent@demo.care", status: "sent", attempts: 1 },
    },
    {
      ...step("notified", "2026-11-20T15:05:04.000Z"),
      notification: {
        step: "webhook",
        channel: "webhook",
        target: "https://pager.test/hook",
        status: "failed",
        attempts: 5,
      },
    },
    step("taken", "2026-11-20T15:05:10.000Z", "Casey Rivera"),
    step("call_started", "2026-11-20T15:06:00.000Z", "Casey Rivera"),
    step("closed", "2026-11-20T15:20:07.000Z", "Casey Rivera"),
  ],
};

function renderTable() {
  const fake = createFakeFetch({
    [`GET ${authRoutes.clientConfiguration.path}`]: () => envelope({}),
    [`GET ${TIMELINE}`]: () => envelope(timeline),
    [`GET ${alarmRoutes.alarmDetails.path}`]: () =>
      envelope({
        alarm_id: ALARM_ID,
        senior_id: SENIOR.seniorId,
        location: null,
        home: null,
        contacts: [],
        conditions: [],
        conditions_total: 0,
        allergies: [],
      }),
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
      <SosFallTable data={rows} failed={false} senior={SENIOR} />
    </AppProviders>,
  );
  return fake;
}

describe("the Fall & SOS table's alarm detail", () => {
  it("opens the timeline of a row: every step with its time and who, the outcome and the note", async () => {
    const fake = renderTable();
    await userEvent.click(screen.getByRole("button", { name: /^Open the timeline of the SOS — / }));
    const dialog = await screen.findByRole("dialog", { name: /^SOS — \d\d\/\d\d\/\d{4} \d\d:\d\d$/ });
    const table = await within(dialog).findByRole("table", { name: "Timeline" });
    const cells = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole("cell")
          .map((c) => c.textContent),
      );
    expect(cells.map(([label, , who]) => [label, who])).toEqual([
      ["Raised on the device", "-"],
      ["Received", "-"],
      ["First published", "-"],
      ["First delivered to a portal", "Whitney Park"],
      ["Escalated to level 1", "-"],
      ["E-mail to the on-duty care agents (agent@demo.care): sent", "-"],
      ["Paging webhook (https://pager.test/hook): failed after 5 tries", "-"],
      ["Taken", "Casey Rivera"],
      ["Call started", "Casey Rivera"],
      ["Closed", "Casey Rivera"],
    ]);
    // Times with seconds, in the portal's local time (the zone of the machine running the test: minutes and seconds
    // are the same in every whole-hour zone).
    expect(cells.map(([, time]) => time?.slice(-5))).toEqual([
      "04:00",
      "04:01",
      "04:02",
      "04:03",
      "05:02",
      "05:03",
      "05:04",
      "05:10",
      "06:00",
      "20:07",
    ]);
    expect(cells[0]?.[1]).toMatch(/^\d\d\/\d\d\/2026 \d\d:04:00$/);
    expect(within(dialog).getByText("Outcome:").parentElement?.textContent).toBe("Outcome: Other");
    expect(within(dialog).getByText("Note:").parentElement?.textContent).toBe("Note: Wanted help with the TV remote");
    // The responder block of the popup, with what it loaded.
    const responder = within(dialog).getByRole("group", { name: "For the responder" });
    expect(await within(responder).findByText("No primary or secondary caregiver on file")).toBeTruthy();
    expect(fake.calls.find((c) => c.path === TIMELINE)?.url.searchParams.toString()).toBe(
      `alarm_id=${ALARM_ID}&senior_id=${SENIOR.seniorId}&account_id=${SENIOR.accountId}`,
    );
  });
});
