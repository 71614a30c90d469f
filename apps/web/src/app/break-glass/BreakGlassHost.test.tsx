import { careInsightRoutes } from "@care/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api/api-error";
import { envelope, json } from "../../test/fake-fetch";
import { renderApp } from "../../test/render-app";

// The API's refusal of a care agent's write about a senior not assigned to them (issue 20 item 8), as it answers it.
const MESSAGE = "This senior is not assigned to you. Give a reason for this break-glass access to continue.";
const REFUSAL = {
  application_code: 4031,
  message: MESSAGE,
  data: null,
  error: { code: "FORBIDDEN", fields: [{ field: "headers.x-break-glass-reason", reason: "Required Field" }] },
};
const PATH = careInsightRoutes.createSummary.path;
const BODY = { senior_id: "7d0c3c52-4f4e-4a53-9a39-3f0f1d1e2b11", message: "Doing well this week" };

/** The summary route: refused without the header, accepted with it. */
function renderWithSummaryRoute() {
  return renderApp("/login", null, {
    [`POST ${PATH}`]: ({ init }) =>
      (init.headers as Record<string, string>)["x-break-glass-reason"]
        ? envelope({ care_insight_id: "insight-1" })
        : json(403, REFUSAL),
  });
}

describe("break-glass access", () => {
  it("asks for a reason and sends the write again carrying it", async () => {
    const { fake, services } = renderWithSummaryRoute();
    const user = userEvent.setup({ delay: null });
    const write = services.api.post(PATH, BODY);

    const dialog = await screen.findByRole("dialog", { name: "Break-glass access" });
    expect(within(dialog).getByText(MESSAGE).textContent).toBe(MESSAGE);
    const reason = within(dialog).getByRole("textbox", { name: /Reason/ });
    await user.type(reason, "too short");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect((await within(dialog).findByText("must be at least 10 characters")).textContent).toBe(
      "must be at least 10 characters",
    );
    expect(fake.calls.filter((c) => c.path === PATH)).toHaveLength(1);

    await user.clear(reason);
    await user.type(reason, "Covering für Frau Müller today");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));

    await expect(write).resolves.toEqual({ care_insight_id: "insight-1" });
    const sent = fake.calls.filter((c) => c.path === PATH);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.headers["x-break-glass-reason"]).toBeUndefined();
    expect(sent[1]?.headers["x-break-glass-reason"]).toBe("Covering%20f%C3%BCr%20Frau%20M%C3%BCller%20today");
    expect(JSON.parse(sent[1]?.body ?? "{}")).toEqual(BODY);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Break-glass access" })).toBeNull());
  });

  it("abandons the write on Cancel: no second request and no error shown", async () => {
    const { fake, services } = renderWithSummaryRoute();
    const user = userEvent.setup({ delay: null });
    const write = services.api.post(PATH, BODY).catch((err: unknown) => err);

    const dialog = await screen.findByRole("dialog", { name: "Break-glass access" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    const error = await write;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "canceled", status: 4031, httpStatus: 403 });
    expect(fake.calls.filter((c) => c.path === PATH)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByText("Forbidden")).toBeNull();
  });

  it("leaves any other 403 to the usual Forbidden toast", async () => {
    const { fake, services } = renderApp("/login", null, {
      [`POST ${PATH}`]: () => envelope(null, 403, "Forbidden"),
    });
    const error = await services.api.post(PATH, BODY).catch((err: unknown) => err);
    expect(error).toMatchObject({ kind: "http", status: 403 });
    expect((await screen.findByText("Forbidden")).textContent).toBe("Forbidden");
    expect(screen.queryByRole("dialog", { name: "Break-glass access" })).toBeNull();
    expect(fake.calls.filter((c) => c.path === PATH)).toHaveLength(1);
  });
});
