import { authRoutes, geocodingRoutes } from "@care/contracts";
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../../../../lib/api/api-client";
import { LOGOUT_REASONS } from "../../../../lib/session/logout-reasons";
import { plainCodec } from "../../../../lib/session/session-codec";
import { SessionStore } from "../../../../lib/session/session-store";
import { AppProviders } from "../../../../test/app-providers";
import { createFakeFetch, envelope, hang, type FakeHandler } from "../../../../test/fake-fetch";
import { sessionFor } from "../../../../test/tokens";
import type { LocationSummary } from "../../api/get-location-summary";
import { LocationSummaryCard } from "./LocationSummaryCard";

// Spec 3 §8: the location summary card says 'No Address Founds' for an unknown last-known address.

const SENIOR = {
  seniorId: "00000000-0000-4000-8000-0000000000a1",
  accountId: "00000000-0000-4000-8000-0000000000b1",
  timezone: "America/New_York",
};
const GEOCODE = geocodingRoutes.reverseGeocode.path;

const summary = (where: { lat: number; lng: number } | null): LocationSummary => ({
  latest: null,
  history: [],
  total_time_away_secs: 5400,
  atHome: where ? "away" : "none",
  currentCoordinates: where,
  timeAwayFromHome: where ? 5400 : null,
  lastUpdated: null,
});

function renderCard(location: LocationSummary, geocode: FakeHandler) {
  const fake = createFakeFetch({
    [`GET ${authRoutes.clientConfiguration.path}`]: () => envelope({}),
    [`GET ${authRoutes.secretData.path}`]: hang,
    [`GET ${GEOCODE}`]: geocode,
  });
  const store = new SessionStore(localStorage, plainCodec, sessionStorage);
  store.set(sessionFor(["CareAgent"]));
  const api = createApiClient({
    tokens: store,
    sessionExpiredReason: LOGOUT_REASONS.sessionExpired,
    fetch: fake.fetch,
  });
  render(
    <AppProviders services={{ session: store, api }}>
      <MemoryRouter>
        <LocationSummaryCard senior={SENIOR} location={location} />
      </MemoryRouter>
    </AppProviders>,
  );
  return fake;
}

const address = () => screen.getByLabelText("Last known address");

describe("location summary card: last known address", () => {
  it("shows the address of the senior's last known position", async () => {
    const fake = renderCard(summary({ lat: 40.7128, lng: -74.006 }), () =>
      envelope({
        formatted_address: "12 Park Row, New York, NY 10038",
        street: "12 Park Row",
        city: "New York",
        state: "NY",
        zipcode: "10038",
        country: "US",
        coordinates: { latitude: 40.7128, longitude: -74.006 },
      }),
    );
    await waitFor(() => expect(address().textContent).toBe("12 Park Row, New York, NY 10038"));
    const asked = fake.calls.find((c) => c.path === GEOCODE);
    expect(asked?.url.searchParams.get("lat")).toBe("40.7128");
    expect(asked?.url.searchParams.get("lng")).toBe("-74.006");
  });

  it("says 'No Address Founds' when the position has no address", async () => {
    renderCard(summary({ lat: 51.5072, lng: -0.1276 }), () => envelope(null, 404, "No address found"));
    await waitFor(() => expect(address().textContent).toBe("No Address Founds"));
    // Silent: no error dialog for a missing address.
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says 'No Address Founds' and asks nothing when no position is known", () => {
    const fake = renderCard(summary(null), () => envelope(null, 500, "must not be asked"));
    expect(address().textContent).toBe("No Address Founds");
    expect(fake.calls.filter((c) => c.path === GEOCODE)).toEqual([]);
  });
});
