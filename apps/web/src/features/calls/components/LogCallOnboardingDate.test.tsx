import { authRoutes, callRoutes, seniorListRoutes } from "@care/contracts";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../../../lib/api/api-client";
import { LOGOUT_REASONS } from "../../../lib/session/logout-reasons";
import { plainCodec } from "../../../lib/session/session-codec";
import { SessionStore } from "../../../lib/session/session-store";
import { AppProviders } from "../../../test/app-providers";
import { createFakeFetch, envelope, hang } from "../../../test/fake-fetch";
import { sessionFor } from "../../../test/tokens";
import { LogCallDialog } from "./LogCallDialog";

// Spec 2 §5: 'Date should not be before onboarding date'. The senior joined on 20 Nov 2026 in New York (the instant
// is 02:30 on the 21st UTC, still the 20th in New York): a call logged on the 19th is refused, one on the 20th is sent.

const SENIOR = {
  seniorId: "00000000-0000-4000-8000-0000000000a1",
  accountId: "00000000-0000-4000-8000-0000000000b1",
  timezone: "America/New_York",
};
const INSTANT = callRoutes.instantCallLog.path;

function renderDialog() {
  const fake = createFakeFetch({
    [`GET ${authRoutes.clientConfiguration.path}`]: () => envelope({}),
    [`GET ${authRoutes.secretData.path}`]: hang,
    [`GET ${seniorListRoutes.seniorHeader.path}`]: () =>
      envelope({
        senior_id: SENIOR.seniorId,
        account_id: SENIOR.accountId,
        name: { first_name: "Ada", last_name: "Lovelace" },
        profile_image_id: null,
        zone: "blue",
        member_type: "member",
        member_id: 100123,
        member_since: "2026-11-21T02:30:00.000Z",
        dob: null,
        timezone: SENIOR.timezone,
        is_resident: false,
        facility_type: null,
        agency: null,
        move_in_date: null,
      }),
    [`POST ${INSTANT}`]: () => envelope({ call_log_id: "c1" }),
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
        <LogCallDialog senior={SENIOR} onClose={() => undefined} />
      </MemoryRouter>
    </AppProviders>,
  );
  return fake;
}

describe("Log a Call: the call date and the onboarding date", () => {
  it("refuses a date before the senior's onboarding day and sends one on that day", async () => {
    const fake = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Log a Call" });
    const date = within(dialog).getByLabelText(/^Call Date/);
    await waitFor(() => expect(date.getAttribute("min")).toBe("2026-11-20"));

    fireEvent.change(date, { target: { value: "2026-11-19" } });
    fireEvent.change(within(dialog).getByLabelText(/^Call Time/), { target: { value: "10:15" } });
    await userEvent.click(within(dialog).getByRole("combobox", { name: /Call Reason/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Senior Check-in" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Date should not be before onboarding date")).toBeTruthy();
    expect(fake.calls.filter((c) => c.path === INSTANT)).toEqual([]);

    fireEvent.change(date, { target: { value: "2026-11-20" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fake.calls.filter((c) => c.path === INSTANT)).toHaveLength(1));
    const sent = JSON.parse(fake.calls.find((c) => c.path === INSTANT)?.body ?? "{}") as { call_time: string };
    // 10:15 on 20 Nov 2026 in New York (EST, UTC-5).
    expect(sent.call_time).toBe("2026-11-20T15:15:00.000Z");
  });
});
