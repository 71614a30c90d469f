import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { hang } from "../../test/fake-fetch";
import { renderApp } from "../../test/render-app";
import { sessionFor } from "../../test/tokens";

/** The titles of one group of cards ("Admin pages" or "Other screens"), in the index's order. */
async function cardTitles(group = "Admin pages"): Promise<string[]> {
  await screen.findByRole("heading", { level: 1, name: "Admin" });
  return within(screen.getByRole("region", { name: group }))
    .getAllByRole("link")
    .map((a) => a.textContent ?? "");
}

describe("Admin index", () => {
  it("offers a BDM only the pages a BDM may open", async () => {
    renderApp("/portal-admin", sessionFor(["BDM"]));
    expect(await cardTitles()).toEqual([
      "Corporate & Agencies",
      "Wellness Users",
      "Corporate Users",
      "CW Member Records",
      "Reports",
      "Schedule Reports",
    ]);
  });

  it("offers an Admin every admin page, Admin Tools among them", async () => {
    renderApp("/portal-admin", sessionFor(["Admin"]));
    const titles = await cardTitles();
    expect(titles).toHaveLength(28);
    expect(titles).toContain("Admin Tools");
    expect(titles).toContain("Accounts");
    expect(titles).toContain("Medication List");
  });

  it("offers Admin_WellnessServices everything but Admin Tools (the audit log and configuration are the Admin's)", async () => {
    renderApp("/portal-admin", sessionFor(["Admin_WellnessServices"]));
    const titles = await cardTitles();
    expect(titles).toHaveLength(27);
    expect(titles).not.toContain("Admin Tools");
    expect(titles).toContain("POA Review");
  });

  it("adds the pages of a user's second role", async () => {
    renderApp("/portal-admin", sessionFor(["BDM", "Admin"]));
    expect(await cardTitles()).toContain("Admin Tools");
  });

  it("leads a BDM from a card to its page, not to Unauthorized Access", async () => {
    // The schedules page's own reads are not under test: unanswered, they stay out of the way (an unscripted read
    // would answer 404, and its error dialog would hide the page's heading from the query).
    const { router } = renderApp("/portal-admin", sessionFor(["BDM"]), { "*": hang });
    const user = userEvent.setup({ delay: null });
    await cardTitles();
    await user.click(screen.getByRole("link", { name: "Schedule Reports" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Schedule Reports" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/portal-admin/schedule-reports");
  });

  it.each([
    ["Admin", ["Care Dashboard", "Agencies", "Roster Import"]],
    ["BDM", ["Agencies"]],
    ["Admin_WellnessServices", ["Agencies", "Roster Import"]],
  ])("offers %s the screens outside the admin area that it may open", async (role, expected) => {
    renderApp("/portal-admin", sessionFor([role]));
    expect(await cardTitles("Other screens")).toEqual(expected);
  });

  it("leads an Admin from the Care Dashboard card to the care dashboard", async () => {
    const { router } = renderApp("/portal-admin", sessionFor(["Admin"]));
    const user = userEvent.setup({ delay: null });
    await cardTitles();
    await user.click(screen.getByRole("link", { name: "Care Dashboard" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Wellness Care Dashboard" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/care-dashboard");
  });
});
