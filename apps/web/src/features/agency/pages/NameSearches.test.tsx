import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";
import { AGENCY, FACILITY_ID, RESIDENT } from "./agency-fixtures";

// Spec 1 §5 / spec 3 §5: a name search goes out only when empty or at least 3 characters long, 500 ms after the
// last keystroke; spec 1 §8: a search that finds nothing says 'No Match Found', a list with no rows 'No Records'.

const ADMIN = sessionFor(["Admin"]);
const RESIDENTS = { items: [RESIDENT("Anderson", "Beverly", 1)], total: 1, next_offset: -1 };
const AGENCY_ROW = AGENCY;

const searchesSent = (app: ReturnType<typeof renderApp>, path: string): (string | null)[] =>
  app.fake.calls.filter((c) => c.path === path).map((c) => c.url.searchParams.get("search"));

/** Types `text` into the box at once (one change event) and lets `ms` of the debounce pass on the fake clock. */
function typeAndWait(box: HTMLElement, text: string, ms: number): void {
  fireEvent.change(box, { target: { value: text } });
  act(() => vi.advanceTimersByTime(ms));
}

afterEach(() => vi.useRealTimers());

describe("Clients list name search", () => {
  const routes = (found: typeof RESIDENTS) => ({
    "GET /api/users/agency/detail": () => envelope(AGENCY),
    "GET /api/users/agency/residents": ({ url }: { url: URL }) =>
      envelope(url.searchParams.get("search") ? found : RESIDENTS),
  });

  it("sends nothing for 2 characters and sends 3 characters 500 ms after the last keystroke", async () => {
    const app = renderApp(`/facility-management/${FACILITY_ID}/residents`, ADMIN, routes(RESIDENTS));
    expect(await screen.findByText("Anderson")).toBeTruthy();
    const path = "/api/users/agency/residents";
    expect(searchesSent(app, path)).toEqual([null]);
    const box = screen.getByRole("textbox", { name: "Search by name" });

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    typeAndWait(box, "an", 5000);
    expect((box as HTMLInputElement).value).toBe("an");
    expect(searchesSent(app, path)).toEqual([null]);

    typeAndWait(box, "and", 499);
    expect(searchesSent(app, path)).toEqual([null]);
    typeAndWait(box, "and", 1);
    vi.useRealTimers();
    await waitFor(() => expect(searchesSent(app, path)).toEqual([null, "and"]));
  });

  it("says 'No Match Found' when the search finds nobody and 'No Records' when the agency has no clients", async () => {
    const none = { items: [], total: 0, next_offset: -1 };
    renderApp(`/facility-management/${FACILITY_ID}/residents?search=zzz`, ADMIN, routes(none));
    const table = await screen.findByRole("table", { name: "Clients" });
    expect(await within(table).findByText("No Match Found")).toBeTruthy();
    expect(within(table).queryByText("No Records")).toBeNull();
  });

  it("says 'No Records' when there are no clients and no search", async () => {
    renderApp(`/facility-management/${FACILITY_ID}/residents`, ADMIN, {
      "GET /api/users/agency/detail": () => envelope(AGENCY),
      "GET /api/users/agency/residents": () => envelope({ items: [], total: 0, next_offset: -1 }),
    });
    const table = await screen.findByRole("table", { name: "Clients" });
    expect(await within(table).findByText("No Records")).toBeTruthy();
  });
});

describe("Agency list search", () => {
  const path = "/api/users/agency/list";

  it("sends nothing for 2 characters and sends 3 characters 500 ms after the last keystroke", async () => {
    const app = renderApp("/facility-management", ADMIN, {
      [`GET ${path}`]: () => envelope({ items: [AGENCY_ROW], total: 1, next_offset: -1 }),
    });
    expect(await screen.findByText(AGENCY.name)).toBeTruthy();
    expect(searchesSent(app, path)).toEqual([null]);
    const box = screen.getByRole("textbox", { name: "Search agencies" });

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    typeAndWait(box, "ev", 5000);
    expect(searchesSent(app, path)).toEqual([null]);
    typeAndWait(box, "eve", 499);
    expect(searchesSent(app, path)).toEqual([null]);
    typeAndWait(box, "eve", 1);
    vi.useRealTimers();
    await waitFor(() => expect(searchesSent(app, path)).toEqual([null, "eve"]));
  });

  it("says 'No Match Found' for a search that finds nothing, 'No Records' for an empty list", async () => {
    renderApp("/facility-management", ADMIN, {
      [`GET ${path}`]: () => envelope({ items: [], total: 0, next_offset: -1 }),
    });
    const table = await screen.findByRole("table", { name: "Agencies" });
    expect(await within(table).findByText("No Records")).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: "Search agencies" }), { target: { value: "zzz" } });
    expect(await within(table).findByText("No Match Found")).toBeTruthy();
  });
});
