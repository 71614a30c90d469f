import { authRoutes } from "@care/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { landingPath } from "../../lib/session/session";
import { envelope } from "../../test/fake-fetch";
import { renderApp } from "../../test/render-app";
import { sessionFor } from "../../test/tokens";

// Issue 28 item 1: 'Home' — the breadcrumbs' first crumb, the 404 page's Go to Home — leads every role to its own
// landing page, never to '/' where Admin and Admin_WellnessServices meet Unauthorized Access; a user told that the
// password expires can change it, whichever the role.

const facility = {
  corporate_name: "Sunrise Group",
  corporate_id: "corp-1",
  facility_id: "fac-9",
  facility_type: "assisted_living",
  facility_name: "Sunrise Oaks",
};
const DAY = 86_400_000;

describe("landingPath", () => {
  it.each([
    [["CareAgent"], "/"],
    [["WarehouseEmployee"], "/"],
    [["BDM"], "/portal-admin/corporate-agencies"],
    [["Admin"], "/portal-admin/care-insight-review"],
    [["Admin_WellnessServices"], "/portal-admin/care-insight-review"],
    // The primary (first) role decides.
    [["BDM", "Admin"], "/portal-admin/corporate-agencies"],
    [["admin", "CareAgent"], "/portal-admin/care-insight-review"],
    // No roles counts as a care agent.
    [[], "/"],
  ])("sends %j to %s", (roles, path) => {
    expect(landingPath({ userRole: roles, facilityInfo: null })).toBe(path);
  });

  it("sends a facility agent to their own agency", () => {
    expect(landingPath({ userRole: ["FACILITY_AGENT"], facilityInfo: facility })).toBe("/facility-management/fac-9");
  });
});

describe("the 404 page's Go to Home", () => {
  it.each([
    ["Admin", "/portal-admin/care-insight-review", "Care Insight Review"],
    ["Admin_WellnessServices", "/portal-admin/care-insight-review", "Care Insight Review"],
    ["BDM", "/portal-admin/corporate-agencies", "Corporate & Agencies"],
    ["CareAgent", "/", "Home"],
  ])("leads %s to %s", async (role, path, heading) => {
    const { router } = renderApp("/no/such/page", sessionFor([role]));
    const user = userEvent.setup({ delay: null });
    await screen.findByRole("heading", { level: 1, name: "404 - Page Not Found" });
    await user.click(screen.getByRole("button", { name: "Go to Home" }));
    // hidden: a screen's first calls are unscripted here, and the error dialog they raise hides the page behind it.
    expect(await screen.findByRole("heading", { level: 1, name: heading, hidden: true })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it("leads a facility agent to their agency", async () => {
    const { router } = renderApp("/no/such/page", sessionFor(["FACILITY_AGENT"], { facilityInfo: facility }));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Go to Home" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Agency Home", hidden: true })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/facility-management/fac-9");
  });
});

describe("the Home breadcrumb", () => {
  // hidden: the screens' data calls are unscripted, and the error dialog they raise hides the page behind it.
  const homeCrumb = async (): Promise<HTMLElement> =>
    within(await screen.findByRole("navigation", { name: "breadcrumb", hidden: true })).getByRole("link", {
      name: "Home",
      hidden: true,
    });

  it.each([
    ["Admin", "/device-info", "/portal-admin/care-insight-review"],
    ["Admin_WellnessServices", "/device-info", "/portal-admin/care-insight-review"],
    ["Admin", "/care-dashboard", "/portal-admin/care-insight-review"],
    ["CareAgent", "/call-schedule", "/"],
    ["WarehouseEmployee", "/device-info", "/"],
  ])("leads %s from %s to %s", async (role, from, to) => {
    renderApp(from, sessionFor([role]));
    expect((await homeCrumb()).getAttribute("href")).toBe(to);
  });

  it("leads a facility agent from Add User to their agency", async () => {
    renderApp("/add-user", sessionFor(["FACILITY_AGENT"], { facilityInfo: facility }));
    expect((await homeCrumb()).getAttribute("href")).toBe("/facility-management/fac-9");
  });
});

describe("the password-expiry warning", () => {
  const config = {
    [`GET ${authRoutes.clientConfiguration.path}`]: () =>
      envelope({ portal_password_expiry_days: 90, portal_password_expiry_warning: 14 }),
  };
  const expiring = { passwordCreated: new Date(Date.now() - 85 * DAY).toISOString() };

  const openWarning = async (): Promise<void> => {
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: "Account menu" }));
    await user.click(await screen.findByRole("menuitem", { name: /^Your password will expire on / }));
  };

  it("opens the change-password form in a dialog for an Admin, who has no change-password screen", async () => {
    const { router } = renderApp("/portal-admin/", sessionFor(["Admin"], expiring), config);
    await screen.findByRole("heading", { level: 1, name: "Admin" });
    await openWarning();
    const dialog = await screen.findByRole("dialog", { name: "Change Password" });
    expect(within(dialog).getByPlaceholderText("Enter Old Password")).toBeTruthy();
    expect(within(dialog).getByPlaceholderText("Enter New Password")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/portal-admin/");
  });

  it("opens the change-password screen for a care agent", async () => {
    // The 404 page asks the API nothing: no error dialog comes between the user and the menu.
    const { router } = renderApp("/no/such/page", sessionFor(["CareAgent"], expiring), config);
    await screen.findByRole("heading", { level: 1, name: "404 - Page Not Found" });
    await openWarning();
    expect(await screen.findByRole("heading", { level: 1, name: "Change Password", hidden: true })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/change-password");
  });
});
