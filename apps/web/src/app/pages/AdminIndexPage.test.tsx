import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { sessionFor } from "../../test/tokens";

/** The cards' titles, in the index's order. */
async function cardTitles(): Promise<string[]> {
  await screen.findByRole("heading", { level: 1, name: "Admin" });
  const main = screen.getByRole("main");
  return within(main)
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
    expect(titles).toHaveLength(27);
    expect(titles).toContain("Admin Tools");
    expect(titles).toContain("Accounts");
    expect(titles).toContain("Medication List");
  });

  it("offers Admin_WellnessServices everything but Admin Tools (the audit log and configuration are the Admin's)", async () => {
    renderApp("/portal-admin", sessionFor(["Admin_WellnessServices"]));
    const titles = await cardTitles();
    expect(titles).toHaveLength(26);
    expect(titles).not.toContain("Admin Tools");
    expect(titles).toContain("POA Review");
  });

  it("adds the pages of a user's second role", async () => {
    renderApp("/portal-admin", sessionFor(["BDM", "Admin"]));
    expect(await cardTitles()).toContain("Admin Tools");
  });

  it("leads a BDM from a card to its page, not to Unauthorized Access", async () => {
    const { router } = renderApp("/portal-admin", sessionFor(["BDM"]));
    const user = userEvent.setup({ delay: null });
    await cardTitles();
    await user.click(screen.getByRole("link", { name: "Schedule Reports" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Schedule Reports" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/portal-admin/schedule-reports");
  });
});
