import { authRoutes } from "@care/contracts";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../../test/app-providers";
import { plainCodec } from "../../../lib/session/session-codec";
import { SessionStore } from "../../../lib/session/session-store";
import { LOGOUT_REASONS } from "../../../lib/session/logout-reasons";
import { createApiClient } from "../../../lib/api/api-client";
import { createFakeFetch, envelope, type FakeHandler } from "../../../test/fake-fetch";
import { sessionFor } from "../../../test/tokens";
import { PostMessageDialog } from "./PostMessageDialog";

const SENIOR_ID = "11111111-1111-4111-8111-111111111111";
const ACCOUNT_ID = "22222222-2222-4222-8222-222222222222";

/** The dialog alone inside the portal's providers, signed in as a care agent, with a scripted summary call. */
function renderDialog(summary: FakeHandler, canAlert = true) {
  const fake = createFakeFetch({
    [`GET ${authRoutes.clientConfiguration.path}`]: () => envelope({}),
    "POST /api/careinsights/summary": summary,
  });
  const store = new SessionStore(localStorage, plainCodec, sessionStorage);
  store.set(sessionFor(["CareAgent"]));
  const api = createApiClient({
    tokens: store,
    sessionExpiredReason: LOGOUT_REASONS.sessionExpired,
    fetch: fake.fetch,
  });
  let closed = false;
  render(
    <AppProviders services={{ session: store, api }}>
      <PostMessageDialog
        seniorId={SENIOR_ID}
        accountId={ACCOUNT_ID}
        canAlert={canAlert}
        onClose={() => {
          closed = true;
        }}
      />
    </AppProviders>,
  );
  return { fake, isClosed: () => closed };
}

const summaryBody = (fake: ReturnType<typeof createFakeFetch>): unknown =>
  JSON.parse(fake.calls.find((c) => c.path === "/api/careinsights/summary")?.body ?? "null");

async function chooseType(label: string): Promise<void> {
  await userEvent.click(screen.getByRole("combobox", { name: "Type" }));
  await userEvent.click(screen.getByRole("option", { name: label }));
}

describe("post message dialog (spec 2 §2 'Care insights screens')", () => {
  it("offers Caregiver Summary, Agency Summary and, with the alert privilege, Alert", async () => {
    renderDialog(() => envelope({}), true);
    await userEvent.click(await screen.findByRole("combobox", { name: "Type" }));
    const options = within(screen.getByRole("listbox"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["Caregiver Summary", "Agency Summary", "Alert"]);
  });

  it("offers both summaries without the alert privilege", async () => {
    renderDialog(() => envelope({}), false);
    await userEvent.click(await screen.findByRole("combobox", { name: "Type" }));
    const options = within(screen.getByRole("listbox"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["Caregiver Summary", "Agency Summary"]);
  });

  it("posts an Agency Summary as insight_type facility_summary and confirms it", async () => {
    const { fake, isClosed } = renderDialog(() => envelope({}));
    await chooseType("Agency Summary");
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Settled in well this week.");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Summary message submitted successfully.")).toBeTruthy();
    expect(summaryBody(fake)).toEqual({
      senior_id: SENIOR_ID,
      account_id: ACCOUNT_ID,
      message: "Settled in well this week.",
      insight_type: "facility_summary",
    });
    expect(isClosed()).toBe(true);
  });

  it("posts a Caregiver Summary as insight_type summary", async () => {
    const { fake } = renderDialog(() => envelope({}));
    await userEvent.type(await screen.findByRole("textbox", { name: "Message" }), "Walked daily.");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(summaryBody(fake)).toEqual({
        senior_id: SENIOR_ID,
        account_id: ACCOUNT_ID,
        message: "Walked daily.",
        insight_type: "summary",
      }),
    );
  });

  it("shows the summary failure text when the API refuses an agency summary (senior without a facility)", async () => {
    const { isClosed } = renderDialog(() => envelope(null, 409, "Failed to submit summary message."));
    await chooseType("Agency Summary");
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Settled in well this week.");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Failed to submit summary message.")).toBeTruthy();
    expect(isClosed()).toBe(false);
  });
});
