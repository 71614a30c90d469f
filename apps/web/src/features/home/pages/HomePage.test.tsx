import { seniorListRoutes } from "@care/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, hang } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const PATH = seniorListRoutes.seniorList.path;

const row = (n: number, extra: object = {}): object => ({
  senior_id: `senior-${n}`,
  account_id: `account-${n}`,
  name: { first_name: `First${n}`, middle_name: null, last_name: `Last${n}` },
  member_id: 100000 + n,
  zone: "blue",
  member_type: "community",
  member_since: "2024-01-01T00:00:00.000Z",
  timezone: "America/New_York",
  is_resident: true,
  facility_id: "f1",
  facility_type: "assisted_living",
  agency: "Evergreen Gardens Assisted Living",
  coach_name: "Casey Rivera",
  profile_image_id: null,
  ...extra,
});

const listCalls = (calls: { path: string; url: URL }[]): URLSearchParams[] =>
  calls.filter((c) => c.path === PATH).map((c) => c.url.searchParams);

describe("Home", () => {
  it("lists a care agent's seniors with every column, and 'All Seniors' widens the list", async () => {
    const { fake } = renderApp("/", sessionFor(["CareAgent"]), {
      [`GET ${PATH}`]: ({ url }) =>
        envelope({
          items: url.searchParams.get("assigned_to") === "all" ? [row(1), row(2)] : [row(1)],
          last_evaluated_key: null,
        }),
    });
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole("table", { name: "Seniors" });
    await within(table).findByText("First1 Last1");
    const cells = within(within(table).getAllByRole("row")[1] as HTMLElement).getAllByRole("cell");
    expect(cells.map((c) => c.textContent)).toEqual([
      "First1 Last1",
      "100001",
      "Blue Zone",
      "Agency",
      "Evergreen Gardens Assisted Living",
      "Casey Rivera",
    ]);
    expect(within(table).getByRole("link", { name: "First1 Last1" }).getAttribute("href")).toBe(
      "/senior/senior-1/account-1/America-New_York/dashboard?tab=dashboard",
    );
    expect(listCalls(fake.calls)[0]?.get("assigned_to")).toBe("user-1");
    expect(listCalls(fake.calls)[0]?.get("order")).toBe("member_since");

    await user.click(screen.getByRole("switch", { name: "All Seniors" }));
    await within(table).findByText("First2 Last2");
    expect(listCalls(fake.calls).at(-1)?.get("assigned_to")).toBe("all");
  });

  it("opens onboarding info for a warehouse employee, searches by id, and pages with the key", async () => {
    const { fake } = renderApp("/", sessionFor(["WarehouseEmployee"]), {
      [`GET ${PATH}`]: ({ url }) =>
        envelope(
          url.searchParams.get("last_evaluated_key") === "k2"
            ? { items: [row(101)], last_evaluated_key: null }
            : { items: [row(1)], last_evaluated_key: "k2" },
        ),
    });
    const user = userEvent.setup({ delay: null });
    const link = await screen.findByRole("link", { name: "First1 Last1" });
    expect(link.getAttribute("href")).toBe(
      "/senior/senior-1/account-1/America-New_York/onboarding-info?tab=onboarding-info",
    );
    expect(screen.queryByRole("switch", { name: "All Seniors" })).toBeNull();
    expect(listCalls(fake.calls)[0]?.get("assigned_to")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Go to next page" }));
    await screen.findByRole("link", { name: "First101 Last101" });
    expect(listCalls(fake.calls).at(-1)?.get("last_evaluated_key")).toBe("k2");

    await user.type(screen.getByLabelText("Search by name or ID"), "10003");
    await waitFor(() =>
      expect(JSON.parse(listCalls(fake.calls).at(-1)?.get("search_query") ?? "[]")).toEqual([
        { type: "member_id", value: "10003" },
      ]),
    );
  });

  it("says 'No Records' when nobody is listed, and 'No Match Found' when a search finds nobody", async () => {
    renderApp("/", sessionFor(["WarehouseEmployee"]), {
      [`GET ${PATH}`]: () => envelope({ items: [], last_evaluated_key: null }),
    });
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole("table", { name: "Seniors" });
    await within(table).findByText("No Records");
    await user.type(screen.getByLabelText("Search by name or ID"), "Nobody");
    await within(table).findByText("No Match Found");
    expect(within(table).queryByText("No Records")).toBeNull();
  });

  it("opens the senior from anywhere on a row, and from a focused row with Enter", async () => {
    const { router } = renderApp("/", sessionFor(["WarehouseEmployee"]), {
      [`GET ${PATH}`]: () => envelope({ items: [row(1), row(2)], last_evaluated_key: null }),
      // The onboarding page this opens is not under test: its reads stay unanswered (an unscripted read would be
      // a 404 and its error dialog would cover the list the test goes back to).
      "*": hang,
    });
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole("table", { name: "Seniors" });
    await within(table).findByText("First2 Last2");
    // A warehouse employee's section is Onboarding Info; the member id cell is plain text, not the name's link.
    await user.click(within(table).getByText("100002"));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/senior/senior-2/account-2/America-New_York/onboarding-info"),
    );

    await router.navigate("/");
    const again = await screen.findByRole("table", { name: "Seniors" });
    const first = within(again).getAllByRole("row")[1] as HTMLElement;
    first.focus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/senior/senior-1/account-1/America-New_York/onboarding-info"),
    );
  });
});
