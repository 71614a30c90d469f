import { appReleaseRoutes, adminDeviceRoutes, adminMedicineRoutes } from "@care/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const D = adminDeviceRoutes;
const SENIOR = { id: "33333333-3333-4333-8333-333333333333", account: "44444444-4444-4444-8444-444444444444" };

const device = (over: Record<string, unknown>) => ({
  device_id: "11111111-1111-4111-8111-111111111111",
  unique_identifier: "356938030000013",
  device_type: "techuva_watch",
  vendor: "Techuva",
  model: "Techuva T9",
  status: "available",
  watch_status: "offline",
  battery: null,
  watch_phone_number: null,
  last_seen: null,
  member: null,
  assigned_date: null,
  registered_at: "2026-11-20T15:00:00.000Z",
  retired_at: null,
  retired_reason: null,
  ...over,
});

describe("Techuva Watch", () => {
  it("lists the watches with their member, keeps a member's watch from retirement, and registers a watch", async () => {
    const assigned = device({
      device_id: "22222222-2222-4222-8222-222222222222",
      unique_identifier: "356938030000021",
      status: "assigned",
      watch_status: "online",
      battery: 80,
      watch_phone_number: "2125550101",
      member: {
        senior_id: SENIOR.id,
        account_id: SENIOR.account,
        timezone: "America/New_York",
        member_id: 100001,
        name: "James Brown",
      },
    });
    const { fake } = renderApp("/portal-admin/techuva-Watch", sessionFor(["Admin"]), {
      [`GET ${D.listAdminDevices.path}`]: () => envelope({ items: [assigned], total: 1, next_offset: -1 }),
      [`POST ${D.registerAdminDevice.path}`]: () => envelope(device({})),
    });
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole("table", { name: "Techuva watches" });
    const member = await within(table).findByRole("link", { name: "James Brown (100001)" });
    expect(member.getAttribute("href")).toBe(
      `/senior/${SENIOR.id}/${SENIOR.account}/America-New_York/onboarding-info/devices?tab=onboarding-info`,
    );
    expect(within(table).getByText("Online")).toBeTruthy();
    expect(within(table).getByText("80%")).toBeTruthy();
    expect(within(table).getByRole("button", { name: "Retire 356938030000021" }).hasAttribute("disabled")).toBe(true);
    expect(within(table).getByRole("link", { name: "History of 356938030000021" }).getAttribute("href")).toBe(
      "/device-info?search=356938030000021",
    );
    const list = fake.calls.find((c) => c.method === "GET" && c.path === D.listAdminDevices.path);
    expect(list?.url.searchParams.get("device_type")).toBe("techuva_watch");

    await user.click(screen.getByRole("button", { name: "Register Watch" }));
    const dialog = await screen.findByRole("dialog", { name: "Register Device" });
    await user.type(within(dialog).getByRole("textbox", { name: "IMEI / MAC / Serial" }), "356938030000013");
    await user.type(within(dialog).getByRole("textbox", { name: "Watch Phone Number" }), "2125550199");
    await user.click(within(dialog).getByRole("button", { name: "Register" }));
    await screen.findByText("Device registered successfully.");
    const post = fake.calls.find((c) => c.method === "POST");
    expect(JSON.parse(String(post?.body))).toEqual({
      device_type: "techuva_watch",
      device_serial: "356938030000013",
      model: null,
      watch_phone_number: "2125550199",
    });
  });
});

describe("Medication List", () => {
  it("retires a medicine from the list", async () => {
    const medicine = {
      medicine_id: "55555555-5555-4555-8555-555555555555",
      name: "Aspirin",
      status: "active",
      date_modified: "2026-11-20T15:00:00.000Z",
      retired_at: null,
    };
    const { fake } = renderApp("/portal-admin/medication-list", sessionFor(["Admin_WellnessServices"]), {
      [`GET ${adminMedicineRoutes.listAdminMedicines.path}`]: () =>
        envelope({ items: [medicine], total: 1, next_offset: -1 }),
      [`PUT ${adminMedicineRoutes.setAdminMedicineStatus.path}`]: () =>
        envelope({ ...medicine, status: "retired", retired_at: "2026-11-21T15:00:00.000Z" }),
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Retire Aspirin" }));
    await screen.findByText("Medicine retired: it no longer appears in the medication search.");
    const put = fake.calls.find((c) => c.method === "PUT");
    expect(JSON.parse(String(put?.body))).toEqual({ medicine_id: medicine.medicine_id, retired: true });
  });
});

describe("Caregiver Mobile App Release", () => {
  it("keeps a published release's platform and version fixed in the dialog", async () => {
    const release = {
      release_id: "66666666-6666-4666-8666-666666666666",
      platform: "ios",
      version: "2.4.1",
      release_date: "2026-11-20",
      notes: "Medication reminders.",
      mandatory: true,
      status: "published",
      published_at: "2026-11-20T15:00:00.000Z",
      date_modified: "2026-11-20T15:00:00.000Z",
    };
    renderApp("/portal-admin/caregiver-MobileApp-release", sessionFor(["Admin"]), {
      [`GET ${appReleaseRoutes.listAppReleases.path}`]: () => envelope({ items: [release], total: 1, next_offset: -1 }),
    });
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole("table", { name: "Releases" });
    await within(table).findByText("11/20/2026");
    expect(within(table).queryByRole("button", { name: "Publish iOS 2.4.1" })).toBeNull();
    await user.click(within(table).getByRole("button", { name: "Edit iOS 2.4.1" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Release" });
    expect(within(dialog).getByRole("textbox", { name: "Version" }).hasAttribute("disabled")).toBe(true);
    expect(within(dialog).getByRole("checkbox", { name: "Mandatory update" })).toHaveProperty("checked", true);
  });
});
