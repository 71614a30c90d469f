import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { sessionFor } from "../../test/tokens";

const facility = {
  corporate_name: "Sunrise Group",
  corporate_id: "corp-1",
  facility_id: "fac-9",
  facility_type: "assisted_living",
  facility_name: "Sunrise Oaks",
};
const SENIOR = "/senior/s-1/a-1/America-New_York";

const heading = (name: string | RegExp): Promise<HTMLElement> => screen.findByRole("heading", { level: 1, name });

describe("public routes", () => {
  it("show the login page to a visitor", async () => {
    renderApp("/login", null);
    expect(await heading("Login")).toBeTruthy();
  });

  it.each([
    ["CareAgent", "/", "Home"],
    ["Admin", "/portal-admin/care-insight-review", "Care Insight Review"],
    ["BDM", "/portal-admin/corporate-agencies", "Corporate & Agencies"],
    ["WarehouseEmployee", "/", "Home"],
    ["Admin_WellnessServices", "/portal-admin/care-insight-review", "Care Insight Review"],
  ])("send a signed-in %s to the role's default page", async (role, path, title) => {
    const { router } = renderApp("/login", sessionFor([role]));
    expect(await heading(title)).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it("send a signed-in facility agent to their agency, with the facility id appended", async () => {
    const { router } = renderApp("/forgot-password", sessionFor(["FACILITY_AGENT"], { facilityInfo: facility }));
    expect(await heading("Agency Home")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/facility-management/fac-9");
  });
});

describe("guarded routes", () => {
  it.each(["/", "/care-dashboard", "/portal-admin/reports", `${SENIOR}/dashboard`, "/change-password"])(
    "send a visitor from %s to /login",
    async (path) => {
      const { router } = renderApp(path, null);
      expect(await heading("Login")).toBeTruthy();
      expect(router.state.location.pathname).toBe("/login");
    },
  );

  it("show Unauthorized Access to a signed-in user without the role", async () => {
    renderApp("/care-dashboard", sessionFor(["WarehouseEmployee"]));
    expect(await heading("Unauthorized Access")).toBeTruthy();
  });

  it.each([
    ["/call-schedule", ["BDM"]],
    ["/portal-admin/reports", ["CareAgent"]],
    ["/facility-management/fac-1/facilityCare", ["BDM"]],
    [`${SENIOR}/wellness-dashboard`, ["Admin"]],
  ])("deny %s to %j", async (path, roles) => {
    renderApp(path, sessionFor(roles));
    expect(await heading("Unauthorized Access")).toBeTruthy();
  });

  it("compares roles case-insensitively", async () => {
    renderApp("/call-schedule", sessionFor(["careagent"]));
    expect(await heading("Call Schedule")).toBeTruthy();
  });

  it("accepts the route form of a role too", async () => {
    renderApp("/portal-admin/reports", sessionFor(["ADMIN-WELLNESSSERVICES"]));
    expect(await heading("Reports")).toBeTruthy();
  });

  it("treats a session without roles as a care agent", async () => {
    renderApp("/call-schedule", sessionFor([]));
    expect(await heading("Call Schedule")).toBeTruthy();
  });

  it("lets a secondary role open what the primary cannot", async () => {
    renderApp("/portal-admin/reports", sessionFor(["CareAgent", "BDM"]));
    expect(await heading("Reports")).toBeTruthy();
  });

  it("send an agency agent on '/' to their agency landing page", async () => {
    const { router } = renderApp("/", sessionFor(["FACILITY_AGENT"], { facilityInfo: facility }));
    expect(await heading("Agency Home")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/facility-management/fac-9");
  });

  it("show Unauthorized Access to an admin on '/' (home is for care agents, warehouse and BDM)", async () => {
    renderApp("/", sessionFor(["Admin"]));
    expect(await heading("Unauthorized Access")).toBeTruthy();
  });
});

describe("warehouse employees", () => {
  it("are sent from another senior tab to onboarding info", async () => {
    const { router } = renderApp(`${SENIOR}/dashboard`, sessionFor(["WarehouseEmployee"]));
    expect(await heading("Onboarding Info")).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${SENIOR}/onboarding-info`);
    expect(await screen.findByText("Profile Info", { selector: "h2" })).toBeTruthy();
  });

  it("may open add-user", async () => {
    renderApp("/add-user", sessionFor(["WarehouseEmployee"]));
    expect(await heading("Add User")).toBeTruthy();
  });

  it("see only the onboarding-info tab", async () => {
    renderApp(`${SENIOR}/onboarding-info`, sessionFor(["WarehouseEmployee"]));
    const tabs = await screen.findByRole("tablist", { name: "Senior sections" });
    expect([...tabs.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(["Onboarding Info"]);
  });
});

describe("senior area", () => {
  it("continues assessments to its default sub-path", async () => {
    const { router } = renderApp(`${SENIOR}/assessments`, sessionFor(["CareAgent"]));
    expect(await screen.findByText("Falls and Hospitalization Assessment", { selector: "h2" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${SENIOR}/assessments/fallsAndHospitalization-assessment`);
  });

  it("continues care-insights to threshold-setting", async () => {
    const { router } = renderApp(`${SENIOR}/care-insights`, sessionFor(["Admin"]));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${SENIOR}/care-insights/threshold-setting`));
  });

  it("shows the 404 page for an invalid assessment name", async () => {
    renderApp(`${SENIOR}/assessments/no-such-assessment`, sessionFor(["CareAgent"]));
    expect(await heading("404 - Page Not Found")).toBeTruthy();
  });

  it("shows every tab to a care agent", async () => {
    renderApp(`${SENIOR}/dashboard`, sessionFor(["CareAgent"]));
    const tabs = await screen.findByRole("tablist", { name: "Senior sections" });
    expect(tabs.querySelectorAll('[role="tab"]')).toHaveLength(9);
  });

  it("hides the tab bar from BDM and facility agents", async () => {
    renderApp(`${SENIOR}/onboarding-info`, sessionFor(["BDM"]));
    expect(await heading("Onboarding Info")).toBeTruthy();
    expect(screen.queryByRole("tablist", { name: "Senior sections" })).toBeNull();
  });

  it("denies a tab the role does not see", async () => {
    renderApp(`${SENIOR}/wellness-plan`, sessionFor(["BDM"]));
    expect(await heading("Unauthorized Access")).toBeTruthy();
  });
});

describe("unknown paths", () => {
  it("show the 404 page with Go to Home", async () => {
    renderApp("/no/such/page", sessionFor(["CareAgent"]));
    expect(await heading("404 - Page Not Found")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Go to Home" })).toBeTruthy();
  });
});
