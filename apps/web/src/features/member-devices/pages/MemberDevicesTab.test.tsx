import { memberDeviceRoutes, type MedicalDevice } from "@care/contracts";
import { screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, json, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const SENIOR_ID = "7b0b8a1e-51c2-4d3e-8f40-1a2b3c4d5e6f";
const ACCOUNT_ID = "8c1c9b2f-62d3-4e4f-9a51-2b3c4d5e6f70";
const URL_ = `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-New_York/onboarding-info/devices`;
const D = memberDeviceRoutes.link.path;
const IMEI = "358209119990013";

const WATCH: MedicalDevice = {
  senior_id: SENIOR_ID,
  account_id: ACCOUNT_ID,
  device_id: "1f4f2e5c-95a6-4172-8d84-5e6f708192a3",
  device_serial: IMEI,
  device_type: "watch",
  vendor: "Navigil",
  sensitivity_data: "medium",
  install_date: "2026-03-02",
  timezone: "America/New_York",
  last_ingestion_date: null,
  last_session_date: null,
  watch_status: "offline",
  watch_phone_number: null,
};

/** An error answer as the API's error handler writes it. */
const refusal = (status: number, message: string, fields?: { field: string; reason: string }[], code = status) =>
  json(status, { application_code: code, message, data: null, error: { code: "X", ...(fields ? { fields } : {}) } });

function render(extra: Record<string, FakeHandler>) {
  return renderApp(URL_, sessionFor(["CareAgent"]), {
    [`GET ${memberDeviceRoutes.list.path}`]: () => envelope({ devices: [] }),
    ...extra,
  });
}

async function linkWatch(user: UserEvent, serial = IMEI): Promise<HTMLElement> {
  await user.click(await screen.findByRole("button", { name: "Link Device" }));
  const dialog = await screen.findByRole("dialog", { name: "Link Device" });
  await user.type(within(dialog).getByRole("textbox", { name: "IMEI Number" }), serial);
  await user.click(within(dialog).getByRole("button", { name: "Link" }));
  return dialog;
}

const linkBodies = (calls: { method: string; path: string; body: string | undefined }[]): unknown[] =>
  calls.filter((c) => c.method === "PUT" && c.path === D).map((c) => JSON.parse(c.body ?? ""));

describe("Devices sub-tab: linking", () => {
  it("asks before moving a device assigned to another member, then resends with force", async () => {
    const { fake } = render({
      [`PUT ${D}`]: ({ init }) =>
        JSON.parse(String(init.body)).force
          ? envelope(WATCH, 200, "Device has been saved successfully.")
          : refusal(409, "This device is currently assigned to another user"),
    });
    const user = userEvent.setup({ delay: null });
    await linkWatch(user);

    const warning = await screen.findByRole("dialog", { name: "Warning" });
    expect(within(warning).getByText("This device is currently assigned to another user")).toBeTruthy();
    await user.click(within(warning).getByRole("button", { name: "Confirm" }));

    expect(await screen.findByText("Device has been saved successfully.")).toBeTruthy();
    const sent = { senior_id: SENIOR_ID, device_type: "watch", device_serial: IMEI, sensitivity_data: "medium" };
    expect(linkBodies(fake.calls)).toEqual([
      { ...sent, force: false },
      { ...sent, force: true },
    ]);
  });

  it("cancelling the warning sends nothing more", async () => {
    const { fake } = render({ [`PUT ${D}`]: () => refusal(409, "This device is currently assigned to another user") });
    const user = userEvent.setup({ delay: null });
    await linkWatch(user);
    await user.click(
      within(await screen.findByRole("dialog", { name: "Warning" })).getByRole("button", { name: "Cancel" }),
    );
    expect(screen.queryByRole("dialog", { name: "Warning" })).toBeNull();
    expect(linkBodies(fake.calls)).toHaveLength(1);
  });

  it("shows the spec's short texts for the radius and a resetting watch", async () => {
    let answer = refusal(
      409,
      "Medical Device is in violation of the following constraint: Please set the radius before linking the watch.",
    );
    render({ [`PUT ${D}`]: () => answer });
    const user = userEvent.setup({ delay: null });
    const dialog = await linkWatch(user);
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Please set the radius before linking the watch.",
    );

    answer = refusal(409, "Conflict - device reset running.");
    await user.click(within(dialog).getByRole("button", { name: "Link" }));
    await within(dialog).findByText("This watch is currently resetting.");
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "This watch is currently resetting.Please wait for the reset to complete before assigning it again.",
    );
  });

  it("puts 'Please Enter Valid IMEI Number' on the field, with no error dialog", async () => {
    render({
      [`PUT ${D}`]: () =>
        refusal(400, "Please Enter Valid IMEI Number", [
          { field: "body.device_serial", reason: "Please Enter Valid IMEI Number" },
        ]),
    });
    const user = userEvent.setup({ delay: null });
    const dialog = await linkWatch(user, "358209119990014");
    expect(await within(dialog).findByText("Please Enter Valid IMEI Number")).toBeTruthy();
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
  });
});

describe("Devices sub-tab: a linked watch", () => {
  it("says 'Device not reachable, please try later.' when the sensitivity cannot reach the watch (2046)", async () => {
    const { fake } = render({
      [`GET ${memberDeviceRoutes.list.path}`]: () => envelope({ devices: [WATCH] }),
      [`PATCH ${D}`]: () => refusal(503, "Device not reachable, please try later.", undefined, 2046),
    });
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole("table", { name: "Linked Devices" });
    await within(table).findByText(IMEI);
    await user.click(within(table).getByRole("combobox", { name: "Sensitivity" }));
    await user.click(await screen.findByRole("option", { name: "High" }));
    expect(await screen.findByText("Device not reachable, please try later.")).toBeTruthy();
    const patch = fake.calls.find((c) => c.method === "PATCH");
    expect(JSON.parse(patch?.body ?? "")).toEqual({
      senior_id: SENIOR_ID,
      device_id: WATCH.device_id,
      device_serial: IMEI,
      sensitivity_data: "high",
    });
  });

  it("unlinks after a confirmation", async () => {
    const { fake } = render({
      [`GET ${memberDeviceRoutes.list.path}`]: () => envelope({ devices: [WATCH] }),
      [`DELETE ${D}`]: () => envelope({ device_id: WATCH.device_id }, 200, "Device has been deleted successfully."),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: `Unlink Watch ${IMEI}` }));
    const confirm = await screen.findByRole("dialog", { name: "Unlink Device" });
    await user.click(within(confirm).getByRole("button", { name: "Unlink" }));
    expect(await screen.findByText("Device has been deleted successfully.")).toBeTruthy();
    const del = fake.calls.find((c) => c.method === "DELETE");
    expect([del?.url.searchParams.get("senior_id"), del?.url.searchParams.get("device_id")]).toEqual([
      SENIOR_ID,
      WATCH.device_id,
    ]);
  });
});
