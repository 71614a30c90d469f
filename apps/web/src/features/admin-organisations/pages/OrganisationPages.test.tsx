import { announcementRoutes, adminOrganisationRoutes, facilityOptionRoutes, facilityUserRoutes } from "@care/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const CORP = { id: "11111111-1111-4111-8111-111111111111", name: "Evergreen Senior Living" };
const FAC = "22222222-2222-4222-8222-222222222222";
const corporates = () =>
  envelope({
    items: [{ ...CORP, phone_office: "4045550100", facility_count: 3, total_residents: 51 }],
    total: 1,
    next_offset: -1,
  });
const options = () =>
  envelope({
    corporations: [CORP],
    facilities: [{ id: FAC, name: "Evergreen Commons", corporate_id: CORP.id, facility_type: "independent_living" }],
  });

describe("Corporate & Agencies", () => {
  it("lists corporations with the phone mask and links, and creates one with the typed digits", async () => {
    const { fake } = renderApp("/portal-admin/corporate-agencies", sessionFor(["BDM"]), {
      [`GET ${adminOrganisationRoutes.listCorporates.path}`]: corporates,
      [`POST ${adminOrganisationRoutes.createCorporate.path}`]: () =>
        envelope({ id: "c2", name: "Harbor View", phone_office: "3125550199", facility_count: 0, total_residents: 0 }),
    });
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole("table", { name: "Corporations" });
    const link = await within(table).findByRole("link", { name: "Evergreen Senior Living" });
    expect(link.getAttribute("href")).toBe(`/portal-admin/corporate-agencies/${CORP.id}`);
    expect(within(table).getAllByRole("row")[1]?.textContent).toBe("Evergreen Senior Living(404) 555-0100351");

    await user.click(screen.getByRole("button", { name: "Add Corporation" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Corporation" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findAllByText("Required Field")).toHaveLength(2);
    await user.type(within(dialog).getByRole("textbox", { name: "Corporation Name" }), "Harbor View");
    await user.type(within(dialog).getByRole("textbox", { name: "Office Phone" }), "3125550199");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Saved Successfully");
    const post = fake.calls.find((c) => c.method === "POST");
    expect(JSON.parse(String(post?.body))).toEqual({ name: "Harbor View", phone_office: "3125550199" });
  });
});

describe("Corporate Users", () => {
  it("shows an empty list, without an error dialog, when the list answers 400 (spec 2 §8)", async () => {
    renderApp("/portal-admin/corporate-users", sessionFor(["Admin"]), {
      [`GET ${facilityUserRoutes.listFacilityUsers.path}`]: () => envelope(null, 400, "Bad filter"),
      [`GET ${facilityOptionRoutes.facilityOptions.path}`]: options,
    });
    const table = await screen.findByRole("table", { name: "Corporate Users" });
    await within(table).findByText("No Records");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText("Bad filter")).toBeNull();
  });
});

describe("the announcement banner", () => {
  it("shows the caller's active announcement in the shell and hides it when closed", async () => {
    renderApp("/portal-admin/corporate-agencies", sessionFor(["Admin"]), {
      [`GET ${adminOrganisationRoutes.listCorporates.path}`]: corporates,
      [`GET ${announcementRoutes.activeAnnouncement.path}`]: () =>
        envelope({ announcement: { id: "a1", title: "Maintenance tonight", message: "Down at 11 PM.", to: null } }),
    });
    const user = userEvent.setup({ delay: null });
    const banner = await screen.findByRole("region", { name: "Announcement" });
    expect(banner.textContent).toContain("Maintenance tonight");
    expect(banner.textContent).toContain("Down at 11 PM.");
    await user.click(within(banner).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("region", { name: "Announcement" })).toBeNull();
  });
});
