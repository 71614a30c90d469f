import { alarmRoutes, authRoutes, type AlarmTimeline } from "@care/contracts";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { createApiClient } from "../../../lib/api/api-client";
import { LOGOUT_REASONS } from "../../../lib/session/logout-reasons";
import { plainCodec } from "../../../lib/session/session-codec";
import { SessionStore } from "../../../lib/session/session-store";
import { AppProviders } from "../../../test/app-providers";
import { createFakeFetch, envelope } from "../../../test/fake-fetch";
import { sessionFor } from "../../../test/tokens";
import { FallSosTable } from "./ResidentTables";

// A facility agent opens an alarm's detail from the resident dashboard's Fall & SOS table, as staff do from the
// senior's own dashboard (issue 27 item 5).

const IDS = { seniorId: "00000000-0000-4000-8000-0000000000a2", accountId: "00000000-0000-4000-8000-0000000000b2" };
const FALL = "00000000-0000-4000-8000-000000000002";
const SOS = "00000000-0000-4000-8000-000000000003";

const at = (kind: "raised" | "received" | "taken", iso: string, who: string | null = null) => ({
  kind,
  at: iso,
  actor_id: who && "00000000-0000-4000-8000-0000000000c1",
  actor_name: who,
  level: null,
  call_log_id: null,
  notification: null,
});

const fallTimeline: AlarmTimeline = {
  alarm_id: FALL,
  senior_id: IDS.seniorId,
  account_id: IDS.accountId,
  type: "fall",
  alarm_status: "assigned",
  late_by_s: null,
  escalation_level: 0,
  outcome: null,
  notes: null,
  steps: [
    at("raised", "2026-11-21T09:30:00.000Z"),
    at("received", "2026-11-21T09:30:02.000Z"),
    at("taken", "2026-11-21T09:30:41.000Z", "Fran Facility"),
  ],
};

it("opens the timeline of the row whose type is clicked", async () => {
  const fake = createFakeFetch({
    [`GET ${authRoutes.clientConfiguration.path}`]: () => envelope({}),
    [`GET ${alarmRoutes.alarmTimeline.path}`]: () => envelope(fallTimeline),
    [`GET ${alarmRoutes.alarmDetails.path}`]: () =>
      envelope({
        alarm_id: FALL,
        senior_id: IDS.seniorId,
        location: null,
        home: null,
        contacts: [],
        conditions: [],
        conditions_total: 0,
        allergies: [],
      }),
  });
  const store = new SessionStore(localStorage, plainCodec, sessionStorage);
  store.set(sessionFor(["FACILITY_AGENT"]));
  const api = createApiClient({
    tokens: store,
    sessionExpiredReason: LOGOUT_REASONS.sessionExpired,
    fetch: fake.fetch,
  });
  render(
    <AppProviders services={{ session: store, api }}>
      <FallSosTable
        senior={IDS}
        data={[
          // 2026-11-21 09:30 and 2026-11-20 08:00 UTC, in nanoseconds.
          { alarm_id: FALL, type: "fall", time: "1795253400000000000", status: "assigned", lat: null, lng: null },
          { alarm_id: SOS, type: "sos", time: "1795161600000000000", status: "closed", lat: null, lng: null },
        ]}
      />
    </AppProviders>,
  );
  const table = screen.getByRole("table", { name: "Fall & SOS Detection" });
  expect(
    within(table)
      .getAllByRole("button")
      .map((b) => b.textContent),
  ).toEqual(["Fall", "SOS"]);

  await userEvent.click(within(table).getByRole("button", { name: /^Open the timeline of the Fall — / }));
  const dialog = await screen.findByRole("dialog", { name: /^Fall — 11\/2[01]\/2026 \d\d:30$/ });
  const steps = await within(dialog).findByRole("table", { name: "Timeline" });
  expect(
    within(steps)
      .getAllByRole("row")
      .slice(1)
      .map((r) => within(r).getAllByRole("cell"))
      .map((cells) => [cells[0]?.textContent, cells[2]?.textContent]),
  ).toEqual([
    ["Raised on the device", "-"],
    ["Received", "-"],
    ["Taken", "Fran Facility"],
  ]);
  expect(within(dialog).getByText("Outcome:").parentElement?.textContent).toBe("Outcome: Not closed yet");
  expect(fake.calls.find((c) => c.path === alarmRoutes.alarmTimeline.path)?.url.searchParams.toString()).toBe(
    `alarm_id=${FALL}&senior_id=${IDS.seniorId}&account_id=${IDS.accountId}`,
  );
});
