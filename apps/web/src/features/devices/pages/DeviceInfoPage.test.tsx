import { measurementReportRoutes } from "@care/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const PATH = measurementReportRoutes.deviceHistory.path;

/** 100 devices, HUB001 … HUB100, newest link first; the handler pages them as the API does. */
function devices(total = 100): FakeHandler {
  return ({ url }) => {
    const offset = Number(url.searchParams.get("offset"));
    const limit = Number(url.searchParams.get("limit"));
    const search = url.searchParams.get("search") ?? "";
    const all = Array.from({ length: total }, (_, i) => ({
      device_id: `d${i + 1}`,
      unique_identifier: `HUB${String(i + 1).padStart(3, "0")}`,
      device_type: "withings_hub",
      member_id: 100001 + i,
      senior_name: `Senior ${i + 1}`,
      assigned_date: "2025-06-01T12:00:00.000Z",
      unlinked_date: null,
      status: "linked",
    })).filter((d) => d.unique_identifier.toLowerCase().includes(search.toLowerCase()));
    const items = all.slice(offset, offset + limit);
    const next = offset + items.length;
    return envelope({ items, total: all.length, next_offset: next < all.length ? next : -1 });
  };
}

const deviceCalls = (calls: { path: string; url: URL }[]): URLSearchParams[] =>
  calls.filter((c) => c.path === PATH).map((c) => c.url.searchParams);

function firstColumn(): string[] {
  const table = screen.getByRole("table", { name: "IoT Device History" });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((r) => within(r).getAllByRole("cell")[0]?.textContent ?? "");
}

describe("IoT Device History", () => {
  it("shows 15 rows a page, keeps the page in the URL and fetches 6 pages a call", async () => {
    const { router, fake } = renderApp("/device-info", sessionFor(["WarehouseEmployee"]), {
      [`GET ${PATH}`]: devices(),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByText("HUB001");
    expect(firstColumn()).toHaveLength(15);
    expect(firstColumn()[14]).toBe("HUB015");
    expect(screen.getByText("1–15 of 100")).toBeTruthy();
    const table = screen.getByRole("table", { name: "IoT Device History" });
    expect(within(table).getAllByRole("row")[1]?.textContent).toContain("100001");
    expect(within(table).getAllByRole("row")[1]?.textContent).toContain("Senior 1");

    await user.click(screen.getByRole("button", { name: "Go to next page" }));
    await screen.findByText("HUB016");
    expect(router.state.location.search).toBe("?page=2");
    expect(firstColumn()[0]).toBe("HUB016");
    expect(firstColumn()[14]).toBe("HUB030");
    // Page 2 lies inside the first call (offset 0, 90 rows): no second request.
    expect(deviceCalls(fake.calls).map((q) => [q.get("offset"), q.get("limit")])).toEqual([["0", "90"]]);

    await user.click(screen.getByRole("button", { name: "Go to previous page" }));
    await screen.findByText("HUB001");
    expect(router.state.location.search).toBe("");
  });

  it("opens the page named in the URL, asking the server for the call that holds it", async () => {
    const { fake } = renderApp("/device-info?page=7", sessionFor(["CareAgent"]), { [`GET ${PATH}`]: devices() });
    await screen.findByText("HUB091");
    expect(firstColumn()).toEqual([
      "HUB091",
      "HUB092",
      "HUB093",
      "HUB094",
      "HUB095",
      "HUB096",
      "HUB097",
      "HUB098",
      "HUB099",
      "HUB100",
    ]);
    expect(deviceCalls(fake.calls).map((q) => [q.get("offset"), q.get("limit")])).toEqual([["90", "90"]]);
    expect(screen.getByRole("button", { name: "Go to next page" }).hasAttribute("disabled")).toBe(true);
  });

  it("comes back to the last page seen when the URL names none (the spec's page cache)", async () => {
    const first = renderApp("/device-info?page=3", sessionFor(["Admin"]), { [`GET ${PATH}`]: devices() });
    await screen.findByText("HUB031");
    first.unmount();
    const again = renderApp("/device-info", sessionFor(["Admin"]), { [`GET ${PATH}`]: devices() });
    await screen.findByText("HUB031");
    expect(again.router.state.location.search).toBe("?page=3");
  });

  it("ignores keystrokes the device search refuses, searches from page 1 and says 'No Device found'", async () => {
    const { router, fake } = renderApp("/device-info?page=2", sessionFor(["WarehouseEmployee"]), {
      [`GET ${PATH}`]: devices(),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByText("HUB016");
    const search = screen.getByLabelText("Search");
    await user.type(search, "hub#050 ");
    expect((search as HTMLInputElement).value).toBe("hub050");
    await screen.findByText("HUB050");
    expect(firstColumn()).toEqual(["HUB050"]);
    expect(router.state.location.search).toBe("?search=hub050");
    expect(deviceCalls(fake.calls).at(-1)?.get("search")).toBe("hub050");
    expect(deviceCalls(fake.calls).at(-1)?.get("offset")).toBe("0");

    await user.clear(search);
    // A MAC in colon form is allowed; a colon in second place is not.
    await user.type(search, "0:");
    expect((search as HTMLInputElement).value).toBe("0");
    await user.type(search, "0:24:e4");
    expect((search as HTMLInputElement).value).toBe("00:24:e4");
    await screen.findByText("No Device found");
    expect(router.state.location.search).toBe("?search=00%3A24%3Ae4");
  });

  it("filters by device type", async () => {
    const { router, fake } = renderApp("/device-info", sessionFor(["WarehouseEmployee"]), {
      [`GET ${PATH}`]: devices(),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByText("HUB001");
    await user.click(screen.getByRole("combobox", { name: "Device Type" }));
    await user.click(await screen.findByRole("option", { name: "Scale" }));
    await waitFor(() => expect(router.state.location.search).toBe("?device_type=scale"));
    await waitFor(() => expect(deviceCalls(fake.calls).at(-1)?.get("device_type")).toBe("scale"));
  });
});
