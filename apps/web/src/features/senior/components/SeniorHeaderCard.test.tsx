import { seniorListRoutes } from "@care/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { envelope } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";
import { dobAndAge, lengthOfStay } from "./header-format";

const PATH = seniorListRoutes.seniorHeader.path;
const URL_ = "/senior/s-1/a-1/America-Chicago/onboarding-info";

const header = (extra: object): object => ({
  senior_id: "s-1",
  account_id: "a-1",
  name: { first_name: "Beverly", middle_name: null, last_name: "Brown" },
  profile_image_id: null,
  zone: "blue",
  member_type: "community",
  member_id: 100005,
  member_since: "2023-01-01T12:00:00.000Z",
  dob: "1957-05-11",
  timezone: "America/Chicago",
  is_resident: true,
  facility_type: "independent_living",
  agency: "Evergreen Commons",
  move_in_date: "2021-04-06",
  ...extra,
});

// The tab under the card loads its own data, which these tests do not script: its error dialog may open first and
// hide the page from the accessibility tree, so role queries look at hidden elements too.
const ANY = { hidden: true } as const;

describe("senior header card", () => {
  it("shows an independent-living resident: no name link, zone and Independent chips, agency, length of stay", async () => {
    renderApp(URL_, sessionFor(["CareAgent"]), { [`GET ${PATH}`]: () => envelope(header({})) });
    const card = await screen.findByTestId("senior-header");
    expect(within(card).getByRole("heading", { name: "Beverly Brown", ...ANY })).toBeTruthy();
    expect(within(card).queryByRole("link", ANY)).toBeNull();
    expect(within(card).getByText("Blue Zone")).toBeTruthy();
    expect(within(card).getByText("Independent")).toBeTruthy();
    expect(within(card).getByTestId("header-Member Since").textContent).toBe("Member Since01/01/2023");
    expect(within(card).getByTestId("header-Member Type").textContent).toBe("Member TypeAgency");
    expect(within(card).getByTestId("header-Member ID").textContent).toBe("Member ID100005");
    expect(within(card).getByTestId("header-Agency").textContent).toBe("AgencyEvergreen Commons");
    expect(within(card).getByTestId("header-Length of Stay")).toBeTruthy();
  });

  it("links a member at home to onboarding info, without agency or length of stay", async () => {
    renderApp(URL_, sessionFor(["CareAgent"]), {
      [`GET ${PATH}`]: () =>
        envelope(header({ is_resident: false, facility_type: null, agency: null, move_in_date: null, zone: "gold" })),
    });
    const card = await screen.findByTestId("senior-header");
    expect(
      within(card)
        .getByRole("link", { name: "Beverly Brown", ...ANY })
        .getAttribute("href"),
    ).toBe("/senior/s-1/a-1/America-Chicago/onboarding-info?tab=onboarding-info");
    expect(within(card).getByText("Gold Zone")).toBeTruthy();
    expect(within(card).queryByText("Independent")).toBeNull();
    expect(within(card).queryByTestId("header-Agency")).toBeNull();
    expect(within(card).queryByTestId("header-Length of Stay")).toBeNull();
  });

  it("formats DOB/Age and Length of Stay", () => {
    const today = new Date(2026, 0, 15);
    expect(dobAndAge("1957-05-11", today)).toBe("05/11/1957 / 68");
    expect(dobAndAge(null, today)).toBe("-");
    expect(lengthOfStay("2021-04-06", today)).toBe("4 years 9 months");
    expect(lengthOfStay("2026-01-01", today)).toBe("14 days");
    expect(lengthOfStay(null, today)).toBe("-");
  });
});
