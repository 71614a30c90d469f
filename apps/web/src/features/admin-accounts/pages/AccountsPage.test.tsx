import { adminAccountRoutes as R, facilityOptionRoutes } from "@care/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

// Issue 25 item 4 on the accounts screen: a locked account shows until when, and an Admin ends the lock (Unlock).

const SAM = "55555555-5555-4555-8555-555555555555";

const account = (over: Record<string, unknown>) => ({
  user_id: "66666666-6666-4666-8666-666666666666",
  employee_id: "EMP1010",
  name: { first_name: "Casey", middle_name: null, last_name: "Rivera" },
  fullName: "Casey Rivera",
  email: "agent@demo.care",
  role: "CareAgent",
  phone_number: { number: "4045550100", ext: null },
  location: { zipcode: "30303", city: "Atlanta", state: "GA", timezone: "America/New_York" },
  shift: "day",
  is_first_login: false,
  is_mfa_enabled: false,
  is_active: true,
  locked_until: null,
  assignedSenior: 40,
  ...over,
});

const locked = account({
  user_id: SAM,
  fullName: "Sam Irwin",
  name: { first_name: "Sam", middle_name: null, last_name: "Irwin" },
  email: "sam.irwin@staff.demo.care",
  role: "WarehouseEmployee",
  locked_until: "2026-11-28T19:05:00.000Z",
});

function render(roles: string[]) {
  let unlocked = false;
  const rendered = renderApp("/portal-admin/accounts", sessionFor(roles), {
    [`GET ${R.careAgents.path}`]: () =>
      envelope({
        items: [account({}), unlocked ? { ...locked, locked_until: null } : locked],
        total: 2,
        next_offset: -1,
      }),
    [`GET ${facilityOptionRoutes.facilityOptions.path}`]: () => envelope({ corporations: [], facilities: [] }),
    [`PUT ${R.unlockCareAgent.path}`]: () => {
      unlocked = true;
      return envelope({ user_id: SAM, locked_until: null }, 200, "Account unlocked successfully.");
    },
  });
  return rendered;
}

describe("the accounts screen's locks", () => {
  it("shows when a lock ends, and lets an Admin unlock the account", async () => {
    const { fake } = render(["Admin"]);
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole("table", { name: "Staff accounts" });
    const samRow = (await within(table).findByText("Sam Irwin")).closest("tr") as HTMLElement;
    const until = new Date("2026-11-28T19:05:00.000Z").toLocaleTimeString("en-US", {
      hour: "numeric",
      minute: "2-digit",
    });
    expect(within(samRow).getByText(`Locked until ${until}`)).toBeTruthy();
    const caseyRow = within(table).getByText("Casey Rivera").closest("tr") as HTMLElement;
    expect(within(caseyRow).queryByRole("button", { name: "Unlock Casey Rivera" })).toBeNull();

    await user.click(within(samRow).getByRole("button", { name: "Unlock Sam Irwin" }));
    await screen.findByText("Account unlocked successfully.");
    const put = fake.calls.find((c) => c.method === "PUT" && c.path === R.unlockCareAgent.path);
    expect(JSON.parse(String(put?.body))).toEqual({ user_id: SAM });
    // The list is asked again and the lock is gone.
    await within(table).findByText("Sam Irwin");
    await expect.poll(() => within(table).queryByRole("button", { name: "Unlock Sam Irwin" })).toBeNull();
  });

  it("shows the lock to an Admin_WellnessServices, without the Unlock button (an Admin's action)", async () => {
    render(["Admin_WellnessServices"]);
    const table = await screen.findByRole("table", { name: "Staff accounts" });
    const samRow = (await within(table).findByText("Sam Irwin")).closest("tr") as HTMLElement;
    expect(within(samRow).getByText(/^Locked until /)).toBeTruthy();
    expect(within(samRow).getByRole("button", { name: "Edit Sam Irwin" })).toBeTruthy();
    expect(within(samRow).queryByRole("button", { name: "Unlock Sam Irwin" })).toBeNull();
  });
});
