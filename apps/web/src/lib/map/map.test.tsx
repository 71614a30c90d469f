import { authRoutes } from "@care/contracts";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../test/app-providers";
import { LOGOUT_REASONS } from "../session/logout-reasons";
import { plainCodec } from "../session/session-codec";
import { SessionStore } from "../session/session-store";
import { createFakeFetch, envelope, hang } from "../../test/fake-fetch";
import { sessionFor } from "../../test/tokens";
import { createApiClient } from "../api/api-client";
import type { BaseLayerState } from "./BaseLayer";
import { HistoryPoints } from "./HistoryPoints";
import { MapMarker } from "./MapMarker";
import { MapView } from "./MapView";

const TILE_URL = "http://tiles.test/{z}/{x}/{y}.png";
const HOME: [number, number] = [40.7128, -74.006];

// Leaflet sizes the map from the container's client size, which happy-dom leaves at 0: give every element a
// screen's size so tiles are requested and outlines are projected.
const sizes = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth"),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight"),
};
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 600 });
});
afterAll(() => {
  if (sizes.clientWidth) Object.defineProperty(HTMLElement.prototype, "clientWidth", sizes.clientWidth);
  if (sizes.clientHeight) Object.defineProperty(HTMLElement.prototype, "clientHeight", sizes.clientHeight);
});

/** The portal's providers, signed in, with a client configuration that names the tile server. */
function renderWithConfig(ui: ReactNode, config: Record<string, unknown>): ReturnType<typeof render> {
  const fake = createFakeFetch({
    [`GET ${authRoutes.clientConfiguration.path}`]: () => envelope(config),
    [`GET ${authRoutes.secretData.path}`]: hang,
  });
  const store = new SessionStore(localStorage, plainCodec, sessionStorage);
  store.set(sessionFor(["CareAgent"]));
  const api = createApiClient({
    tokens: store,
    sessionExpiredReason: LOGOUT_REASONS.sessionExpired,
    fetch: fake.fetch,
  });
  return render(<AppProviders services={{ session: store, api }}>{ui}</AppProviders>);
}

const tiles = (container: HTMLElement): HTMLImageElement[] =>
  [...container.querySelectorAll<HTMLImageElement>("img.leaflet-tile")].filter((img) =>
    img.src.startsWith("http://tiles.test/"),
  );

describe("MapView", () => {
  it("asks the configured tile server, and draws the US state outlines when it fails", async () => {
    const states: BaseLayerState[] = [];
    const { container } = renderWithConfig(
      // A probe longer than any test: only the tile error can switch the layer here.
      <MapView center={HOME} height={400} tileProbeMs={600_000} onBaseLayerChange={(s) => states.push(s)}>
        <MapMarker position={HOME} title="Home" />
      </MapView>,
      { map_tile_url: TILE_URL },
    );

    await waitFor(() => expect(tiles(container).length).toBeGreaterThan(0));
    expect(tiles(container)[0]?.src).toMatch(/^http:\/\/tiles\.test\/15\/\d+\/\d+\.png$/);
    expect(container.querySelectorAll("path.care-map-state")).toHaveLength(0);

    fireEvent.error(tiles(container)[0]!);
    await waitFor(() => expect(states).toEqual(["offline"]));

    // us-atlas has 56 states and territories: one path each, plus one path of county borders at zoom 15.
    await waitFor(() => expect(container.querySelectorAll("path.care-map-state")).toHaveLength(56), {
      timeout: 10_000,
    });
    expect(container.querySelectorAll("path.care-map-county")).toHaveLength(1);
    expect(tiles(container)).toHaveLength(0);
    // The outlines around the point are projected (a drawn path), and the marker sits above them.
    const drawn = [...container.querySelectorAll("path.care-map-state")].filter((p) =>
      /^M-?\d/.test(p.getAttribute("d") ?? ""),
    );
    expect(drawn.length).toBeGreaterThan(0);
    const marker = screen.getByTitle("Home");
    expect(marker.closest(".leaflet-marker-pane")).not.toBeNull();
  });

  it("stays on the tile server once a tile has loaded, even if a later tile fails", async () => {
    const states: BaseLayerState[] = [];
    const { container } = renderWithConfig(
      <MapView center={HOME} height={400} tileProbeMs={600_000} onBaseLayerChange={(s) => states.push(s)} />,
      { map_tile_url: TILE_URL },
    );
    await waitFor(() => expect(tiles(container).length).toBeGreaterThan(1));
    fireEvent.load(tiles(container)[0]!);
    await waitFor(() => expect(states).toEqual(["tiles"]));
    fireEvent.error(tiles(container)[1]!);
    expect(tiles(container).length).toBeGreaterThan(0);
    expect(states).toEqual(["tiles"]);
  });

  it("draws the outlines when no tile answers at all within the probe time", async () => {
    const { container } = renderWithConfig(<MapView center={HOME} height={400} tileProbeMs={50} />, {
      map_tile_url: TILE_URL,
    });
    await waitFor(() => expect(container.querySelectorAll("path.care-map-state")).toHaveLength(56), {
      timeout: 10_000,
    });
  });
});

describe("markers", () => {
  it("draw the default icon at 35 x 50 and number history points except the last", async () => {
    renderWithConfig(
      <MapView center={HOME} height={400} tileUrl={TILE_URL}>
        <MapMarker position={HOME} title="Home" />
        <HistoryPoints
          points={[
            { lat: 40.71, lng: -74.0 },
            { lat: 40.72, lng: -74.01 },
            { lat: 40.73, lng: -74.02 },
          ]}
        />
      </MapView>,
      {},
    );
    const home = await screen.findByTitle("Home");
    expect(home.tagName).toBe("IMG");
    expect((home as HTMLImageElement).style.width).toBe("35px");
    expect((home as HTMLImageElement).style.height).toBe("50px");
    expect(screen.getByTitle("Location 1").textContent).toBe("1");
    expect(screen.getByTitle("Location 2").textContent).toBe("2");
    expect(screen.getByTitle("Latest location").tagName).toBe("IMG");
  });

  it("bounces for 10 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      renderWithConfig(
        <MapView center={HOME} height={400} tileUrl={TILE_URL}>
          <MapMarker position={HOME} title="Now" bounce />
        </MapView>,
        {},
      );
      const marker = screen.getByTitle("Now");
      expect(marker.classList.contains("care-map-bounce")).toBe(true);
      vi.advanceTimersByTime(9_999);
      expect(marker.classList.contains("care-map-bounce")).toBe(true);
      vi.advanceTimersByTime(1);
      expect(marker.classList.contains("care-map-bounce")).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
